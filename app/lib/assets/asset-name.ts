import { hasInvisible } from "../pools/look-alike";

// A native asset's name is up to 32 raw bytes (db-sync's multi_asset.name): often
// UTF-8 text, but anything is allowed. It is shown as text only when it decodes as
// UTF-8 and every character is one a reader can see: a name with control,
// invisible or direction-changing characters (a right-to-left override turning
// "USDC" into something else) is shown as its hex, so what the reader sees is
// what is on chain. CIP-67 labels (a 4-byte prefix such as 000de140 for a CIP-68
// NFT, 0014df10 for a fungible token) are split off before decoding.

/** CIP-67 asset name labels the explorer names (CIP-68: reference token, NFT, fungible token, rich fungible token). */
const CIP67_LABELS: Readonly<Record<string, { label: number; kind: string }>> = {
  "000643b0": { label: 100, kind: "reference" },
  "000de140": { label: 222, kind: "nft" },
  "0014df10": { label: 333, kind: "ft" },
  "001bc280": { label: 444, kind: "rft" },
};

export type AssetNameText = {
  /** The name as raw bytes in lower-case hex ("" for the empty name). */
  hex: string;
  /** The readable name (label prefix removed), or null when it is not printable UTF-8. */
  text: string | null;
  /** The CIP-67 label (100, 222, 333, 444) when the name starts with one the explorer knows. */
  label: number | null;
};

const HEX = /^(?:[0-9a-f]{2})*$/;
// Control characters (C0, DEL, C1), and the separators that break a line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const UTF8 = new TextDecoder("utf-8", { fatal: true });

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The printable text of raw name bytes in hex, or null. */
export function printableName(hex: string): string | null {
  if (hex === "" || !HEX.test(hex)) return null;
  let text: string;
  try {
    text = UTF8.decode(hexBytes(hex));
  } catch {
    return null;
  }
  if (CONTROL.test(text) || hasInvisible(text) || text.trim() === "") return null;
  return text;
}

/** How an asset name reads: its hex, its readable text where there is one, its CIP-67 label. */
export function assetNameText(nameHex: string): AssetNameText {
  const hex = nameHex.toLowerCase();
  const prefix = CIP67_LABELS[hex.slice(0, 8)];
  if (prefix) return { hex, text: printableName(hex.slice(8)), label: prefix.label };
  return { hex, text: printableName(hex), label: null };
}

/** The short text a list shows for an asset: its readable name, else its hex, else "(empty name)". */
export function assetNameLabel(nameHex: string): string {
  const { hex, text } = assetNameText(nameHex);
  if (text !== null) return text;
  return hex === "" ? "(empty name)" : hex;
}
