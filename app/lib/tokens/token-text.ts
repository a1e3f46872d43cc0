import { assetNameText } from "../assets/asset-name";
import type { LookAlikeReason } from "../domain";
import { hasInvisible } from "../pools/look-alike";

// How a token is named on every screen, in the dropdown, a CSV and a <title>:
// its metadata's name and ticker only when they are plain visible text, else the
// asset name's own bytes (as text where printable, else hex). A name that hides
// characters (a right-to-left override, a zero-width space) is never shown as
// text, so what the reader sees is what is on chain.

// Control characters (C0, DEL, C1), and the separators that break a line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** Text from the chain as it may be shown: null when it holds control or invisible characters, or nothing visible. */
export function readableText(text: string | null | undefined): string | null {
  if (typeof text !== "string" || text.trim() === "") return null;
  return CONTROL.test(text) || hasInvisible(text) ? null : text;
}

type Named = { displayName: string | null; assetName: string };

/** A token's name and whether it is hex (shown in monospace, never as words). */
export function tokenName(token: Named): { text: string; hex: boolean } {
  const display = readableText(token.displayName);
  if (display !== null) return { text: display, hex: false };
  const name = assetNameText(token.assetName);
  if (name.text !== null) return { text: name.text, hex: false };
  return { text: name.hex === "" ? "(empty name)" : name.hex, hex: name.hex !== "" };
}

/** The ticker when it is readable. */
export function tokenTicker(token: { ticker: string | null }): string | null {
  return readableText(token.ticker);
}

/** 'Name (TICK)': a heading, a <title>, a search result. */
export function tokenTitle(token: Named & { ticker: string | null }): string {
  const ticker = tokenTicker(token);
  const { text } = tokenName(token);
  return ticker !== null && ticker !== text ? `${text} (${ticker})` : text;
}

/**
 * A holder's share of the supply as the page writes it: two decimals, '<0.01%'
 * for a sliver (a zero would read as holding nothing).
 */
export function shareText(sharePercent: string): string {
  const value = Number(sharePercent);
  if (!Number.isFinite(value)) return "—";
  if (value > 0 && value < 0.01) return "<0.01%";
  return `${value.toFixed(2)}%`;
}

/** A token's image URL when it may be offered: https only (the reader's browser fetches it, never our server). */
export function offeredImageUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.username === "" && parsed.password === "" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Why a token may be taken for another, in the reader's words (the pool pages' reasons, said of a token). */
export const TOKEN_LOOK_ALIKE_REASON_TEXT: Record<LookAlikeReason, string> = {
  confusable: "Its ticker or name looks like another token's.",
  "mixed-scripts": "Its ticker or name mixes letters of different alphabets.",
  invisible: "Its ticker or name contains invisible or direction-changing characters.",
  "duplicate-ticker": "Another token has the same ticker.",
};
