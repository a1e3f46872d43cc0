/**
 * Transaction metadata shown as indented JSON text. Metadata is whatever
 * anyone put on chain, so the text is bounded (nesting depth, string length,
 * total size) and characters that change how text looks without being seen
 * (bidi overrides, zero-width marks, line separators) are written as \u escapes.
 */

export const METADATA_LIMITS = {
  /** Containers nested deeper than this show as {…} or […]. The label map is level 1. */
  maxDepth: 10,
  /** Characters of a string (or key) shown before it is cut. */
  maxStringLength: 500,
  /** Characters of the whole text before the rest is left out. */
  maxTextLength: 20_000,
} as const;

export type MetadataLimits = { maxDepth: number; maxStringLength: number; maxTextLength: number };

export type MetadataText = {
  text: string;
  /** Which limits shortened the text (all false: it is complete). */
  cut: { depth: boolean; strings: boolean; size: boolean };
};

const INDENT = "  ";

// Format controls that reorder or hide text (Unicode bidi controls, zero-width
// characters, invisible operators, BOM) and the two JSON leaves unescaped
// (U+2028, U+2029).
const INVISIBLE = /[\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function metadataText(value: unknown, limits: MetadataLimits = METADATA_LIMITS): MetadataText {
  const cut = { depth: false, strings: false, size: false };

  const quote = (text: string): string => {
    if (text.length <= limits.maxStringLength) return escapeInvisible(JSON.stringify(text));
    cut.strings = true;
    let end = limits.maxStringLength;
    // Never split a surrogate pair (an emoji) in two.
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end -= 1;
    const rest = text.length - end;
    return `${escapeInvisible(JSON.stringify(`${text.slice(0, end)}…`))} (${rest.toLocaleString("en-US")} more characters)`;
  };

  const write = (node: unknown, depth: number, indent: string): string => {
    if (node === null || node === undefined) return "null";
    if (typeof node === "string") return quote(node);
    if (typeof node === "number") return Number.isFinite(node) ? String(node) : "null";
    if (typeof node === "bigint") return node.toString();
    if (typeof node === "boolean") return String(node);
    if (typeof node !== "object") return "null";
    const isList = Array.isArray(node);
    const entries: Array<[string | null, unknown]> = isList
      ? node.map((item) => [null, item])
      : Object.entries(node as Record<string, unknown>);
    const [open, close] = isList ? ["[", "]"] : ["{", "}"];
    if (entries.length === 0) return `${open}${close}`;
    if (depth > limits.maxDepth) {
      cut.depth = true;
      return `${open}…${close}`;
    }
    const inner = indent + INDENT;
    const lines = entries.map(([key, item]) => {
      const prefix = key === null ? "" : `${quote(key)}: `;
      return `${inner}${prefix}${write(item, depth + 1, inner)}`;
    });
    return `${open}\n${lines.join(",\n")}\n${indent}${close}`;
  };

  let text = write(value, 1, "");
  if (text.length > limits.maxTextLength) {
    cut.size = true;
    const lastLineEnd = text.lastIndexOf("\n", limits.maxTextLength);
    text = `${text.slice(0, lastLineEnd > 0 ? lastLineEnd : limits.maxTextLength)}\n…`;
  }
  return { text, cut };
}

/** Whether there is metadata to show: null, undefined and {} mean none. */
export function hasMetadata(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "object" && !Array.isArray(value)) return Object.keys(value).length > 0;
  return true;
}

/** The note under shortened metadata, naming each limit that applied; null when complete. */
export function metadataCutNote(cut: MetadataText["cut"], limits: MetadataLimits = METADATA_LIMITS): string | null {
  const reasons: string[] = [];
  if (cut.depth) reasons.push(`nesting deeper than ${limits.maxDepth} levels is shown as {…} or […]`);
  if (cut.strings) reasons.push(`strings longer than ${limits.maxStringLength.toLocaleString("en-US")} characters are cut`);
  if (cut.size) reasons.push(`text past ${limits.maxTextLength.toLocaleString("en-US")} characters is left out`);
  if (reasons.length === 0) return null;
  return `Metadata shortened for display: ${reasons.join("; ")}.`;
}
