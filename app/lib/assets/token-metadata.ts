import { assetNameText } from "./asset-name";

// What a token says about itself: CIP-25 metadata (transaction metadata label 721
// of a mint, `{policy: {name: {...}}}`, the name as text in version 1 and as hex
// in version 2) or CIP-68 (the inline datum of its reference token, label 100,
// `constructor 0 [map, version, extra]` with the map's keys and text values as
// UTF-8 bytes). Both are free text from whoever minted: every string is bounded,
// an image is kept only as an https URL (never fetched by the server), and the
// rest of the JSON travels as it is, to be shown as text.

export type TokenMetadata = {
  displayName: string | null;
  ticker: string | null;
  decimals: number | null;
  description: string | null;
  imageUrl: string | null;
  metadataStandard: "CIP-25" | "CIP-68" | null;
  /** The raw entry the fields were read from: the asset's CIP-25 object or the reference datum. */
  metadata: unknown;
};

const NAME_MAX = 120;
const TICKER_MAX = 24;
const DESCRIPTION_MAX = 1000;
const URL_MAX = 2048;
/** The most decimals a quantity can sensibly have (a word64 quantity has 20 digits). */
const DECIMALS_MAX = 19;

type Json = unknown;
type Fields = { name?: string; ticker?: string; decimals?: number; description?: string; image?: string };

const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A text field: a string, or (CIP-25's way past 64 bytes) an array of strings joined. */
function text(value: Json): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === "string")) return value.join("");
  return undefined;
}

function bounded(value: string | undefined, max: number): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

/** An image the reader's browser may load: an https URL, nothing else (ipfs:, data:, javascript: are null). */
function httpsImage(value: string | undefined): string | null {
  if (!value || value.length > URL_MAX || /\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" ? url.href : null;
  } catch {
    return null;
  }
}

function decimalsOf(value: Json): number | undefined {
  const n = typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= DECIMALS_MAX ? n : undefined;
}

/**
 * The keys an asset's entry may have under its policy in a label-721 metadatum:
 * its name as text (version 1) and as hex (version 2), the version's own first.
 */
export function cip25Keys(nameHex: string): { text: string; hex: string } {
  const bytes = Uint8Array.from(nameHex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  // No JSON key a database stores holds a NUL: such a name is looked up by its hex only.
  return { text: text.includes("\u0000") ? nameHex : text, hex: nameHex };
}

function cip25Fields(entry: Record<string, Json>): Fields {
  return {
    name: text(entry.name),
    ticker: text(entry.ticker),
    decimals: decimalsOf(entry.decimals),
    description: text(entry.description),
    image: text(entry.image),
  };
}

function utf8OfHex(hex: Json): string | undefined {
  if (typeof hex !== "string" || !/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)));
  } catch {
    return undefined;
  }
}

/** A Plutus data value (db-sync's detailed JSON) as text or an integer: bytes as UTF-8, a list of bytes joined. */
function plutusValue(value: Json): string | number | undefined {
  if (!isRecord(value)) return undefined;
  if ("bytes" in value) return utf8OfHex(value.bytes);
  if ("int" in value && typeof value.int === "number") return value.int;
  if ("list" in value && Array.isArray(value.list)) {
    const parts = value.list.map(plutusValue);
    return parts.every((part) => typeof part === "string") ? parts.join("") : undefined;
  }
  return undefined;
}

/** The metadata map of a CIP-68 reference datum (constructor 0, first field a map), or null. */
function cip68Map(datum: Json): Map<string, string | number> | null {
  if (!isRecord(datum) || !Array.isArray(datum.fields)) return null;
  const [first] = datum.fields as Json[];
  if (!isRecord(first) || !Array.isArray(first.map)) return null;
  const map = new Map<string, string | number>();
  for (const pair of first.map as Json[]) {
    if (!isRecord(pair)) continue;
    const key = plutusValue(pair.k);
    const value = plutusValue(pair.v);
    if (typeof key === "string" && value !== undefined) map.set(key, value);
  }
  return map;
}

function cip68Fields(map: Map<string, string | number>): Fields {
  const string = (key: string) => {
    const value = map.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return { name: string("name"), ticker: string("ticker"), decimals: decimalsOf(map.get("decimals")), description: string("description"), image: string("image") ?? string("logo") };
}

/**
 * A token's metadata from what the chain holds for it: `cip25`, its own entry in
 * the label-721 metadatum of its latest mint that has one (`{policy: {name:
 * entry}}`), and `referenceDatum`, the inline datum of its CIP-68 reference token
 * (for a 222/333/444 name). CIP-68 wins when present: it is the one its minter
 * can update. Without either, the name's own printable bytes are its display name.
 */
export function resolveTokenMetadata(nameHex: string, cip25: Json, referenceDatum: Json): TokenMetadata {
  const own = assetNameText(nameHex).text;
  const map = referenceDatum === null || referenceDatum === undefined ? null : cip68Map(referenceDatum);
  const entry = map || !isRecord(cip25) ? null : cip25;
  const fields = map ? cip68Fields(map) : entry ? cip25Fields(entry) : null;
  if (!fields) return { displayName: own, ticker: null, decimals: null, description: null, imageUrl: null, metadataStandard: null, metadata: null };
  return {
    displayName: bounded(fields.name, NAME_MAX) ?? own,
    ticker: bounded(fields.ticker, TICKER_MAX),
    decimals: fields.decimals ?? null,
    description: bounded(fields.description, DESCRIPTION_MAX),
    imageUrl: httpsImage(fields.image),
    metadataStandard: map ? "CIP-68" : "CIP-25",
    metadata: map ? referenceDatum : entry,
  };
}
