import { LOOK_ALIKE_REASONS, type LookAlikeReason, type LookAlikeWarning, type PoolLabel } from "../domain";

// Look-alike pools (issue 14): a delegator picks a pool by its ticker and name, and
// both are free text the operator registers, so a pool can pose as another one with
// letters of another alphabet that look the same, characters that do not show, or
// simply the same ticker. These rules flag such labels; they never hide a pool.
//
// Who is the imitator? When two labels read the same, the one written in plain
// text is taken as the genuine one and only the other, "disguised" one (letters of
// Cyrillic, Greek… standing in for Latin ones, compatibility forms, invisible
// characters) is flagged: the demo chain's Cyrillic "РRIМЕ" is flagged, its house
// pool "PRIME" is not. When both are plain (PR1ME and PRIME, Prime and prime) or
// both disguised, we cannot tell which came first from the label alone, so both
// carry the warning, each naming the other.

/** The user-facing sentence for each reason (list, search and detail page). */
export const LOOK_ALIKE_REASON_TEXT: Record<LookAlikeReason, string> = {
  confusable: "Its ticker or name looks like another pool's.",
  "mixed-scripts": "Its ticker or name mixes letters of different alphabets.",
  invisible: "Its ticker or name contains invisible or direction-changing characters.",
  "duplicate-ticker": "Another active pool has the same ticker.",
};

// Letters of other alphabets drawn like Latin ones, by case: the upper-case twin
// decides (Cyrillic "Н" reads H although "н" does not read h), so the map is
// applied before case folding. A short list of the twins seen in spoofing, not
// Unicode's whole confusables table.
const TWINS: Record<string, string> = {
  // Cyrillic
  "\u0410": "A", "\u0412": "B", "\u0421": "C", "\u0415": "E", "\u041D": "H", "\u0406": "I", "\u0408": "J",
  "\u041A": "K", "\u041C": "M", "\u041E": "O", "\u0420": "P", "\u0405": "S", "\u0422": "T", "\u0425": "X",
  "\u0423": "Y", "\u0430": "a", "\u0441": "c", "\u0501": "d", "\u0435": "e", "\u04BB": "h", "\u0456": "i",
  "\u0458": "j", "\u04CF": "l", "\u043E": "o", "\u0440": "p", "\u0455": "s", "\u0445": "x", "\u0443": "y",
  // Greek
  "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H", "\u0399": "I", "\u039A": "K",
  "\u039C": "M", "\u039D": "N", "\u039F": "O", "\u03A1": "P", "\u03A4": "T", "\u03A5": "Y", "\u03A7": "X",
  "\u03B1": "a", "\u03BF": "o", "\u03C1": "p", "\u03BD": "v",
};
// Within Latin, after case folding: I, l, 1 and | are one stroke, 0 is O.
const STROKES = /[l1|]/g;

// Format characters (zero-width space and joiners, bidi embeddings, overrides and
// isolates U+202A–202E / U+2066–2069, BOM…) plus the blank Hangul fillers that
// render as nothing. A joiner between two emoji builds one emoji: not hidden.
const INVISIBLE = /\p{Cf}|[\u034F\u115F\u1160\u3164\uFFA0]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE, "gu");
const EMOJI_JOINER = /(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

// The scripts that have Latin twins: a word mixing two of them is what a spoofer
// writes; a word mixing other scripts (kanji with kana, Latin with digits or
// emoji) is ordinary writing.
const TWIN_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];
const NON_LATIN_TWIN_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;

/** Whether the text holds characters that do not show. */
export function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text.replace(EMOJI_JOINER, "$1"));
}

/** Whether one word of the text has letters of two scripts that have Latin twins. */
export function hasMixedScripts(text: string): boolean {
  return text
    .normalize("NFKC")
    .split(/\s+/u)
    .some((word) => TWIN_SCRIPTS.filter((script) => script.test(word)).length > 1);
}

/**
 * What the text reads as: compatibility forms folded (NFKC: full-width and
 * mathematical letters), invisible characters dropped, twins replaced by their
 * Latin letter, case folded, look-alike digits and strokes merged, spaces
 * collapsed. Two texts with the same skeleton
 * are confusable.
 */
export function skeleton(text: string): string {
  const folded = [...text.normalize("NFKC").replace(INVISIBLE_ALL, "")]
    .map((ch) => TWINS[ch] ?? ch)
    .join("")
    .toLowerCase()
    .replace(STROKES, "i")
    .replaceAll("0", "o");
  return folded.replace(/\s+/gu, " ").trim();
}

// Written in a way that only imitation explains when it reads like another label.
function isDisguised(text: string): boolean {
  return hasInvisible(text) || NON_LATIN_TWIN_SCRIPT.test(text) || text.normalize("NFKC") !== text;
}

type Field = "ticker" | "name";
type Finding = { reasons: Set<LookAlikeReason>; imitates: Set<string> };

/**
 * Every pool whose label may be taken for another's, with its warning, keyed by
 * pool id. Pools without a finding are absent. Linear in the number of pools.
 */
export function findLookAlikes(labels: readonly PoolLabel[]): Map<string, LookAlikeWarning> {
  const findings = new Map<string, Finding>();
  const note = (poolId: string, reason: LookAlikeReason, imitated?: string) => {
    let finding = findings.get(poolId);
    if (!finding) findings.set(poolId, (finding = { reasons: new Set(), imitates: new Set() }));
    finding.reasons.add(reason);
    if (imitated) finding.imitates.add(imitated);
  };

  for (const label of labels) {
    for (const text of [label.ticker, label.name]) {
      if (!text) continue;
      if (hasInvisible(text)) note(label.poolId, "invisible");
      if (hasMixedScripts(text)) note(label.poolId, "mixed-scripts");
    }
  }

  for (const field of ["ticker", "name"] as Field[]) {
    for (const group of groupBy(labels, (label) => (label[field] ? skeleton(label[field]) : ""))) {
      for (const label of group) {
        const text = label[field] as string;
        for (const other of group) {
          const otherText = other[field] as string;
          if (other.poolId === label.poolId || otherText === text) continue;
          if (!isDisguised(text) && isDisguised(otherText)) continue;
          note(label.poolId, "confusable", other.poolId);
        }
      }
    }
  }

  // The same ticker is legitimate only once among active pools; a retired pool
  // keeping an active pool's ticker is flagged, the active one is not.
  for (const group of groupBy(labels, (label) => label.ticker?.trim().toLowerCase() ?? "")) {
    for (const label of group) {
      for (const other of group) {
        if (other.poolId !== label.poolId && other.active) note(label.poolId, "duplicate-ticker", other.poolId);
      }
    }
  }

  const byId = new Map(labels.map((label) => [label.poolId, label]));
  const warnings = new Map<string, LookAlikeWarning>();
  for (const [poolId, finding] of findings) {
    warnings.set(poolId, {
      reasons: [...finding.reasons].sort(byReasonOrder),
      imitates: [...finding.imitates].map((id) => {
        const other = byId.get(id);
        return { poolId: id, ticker: other?.ticker ?? null, name: other?.name ?? null };
      }),
    });
  }
  return warnings;
}

const byReasonOrder = (a: LookAlikeReason, b: LookAlikeReason) => LOOK_ALIKE_REASONS.indexOf(a) - LOOK_ALIKE_REASONS.indexOf(b);

// Groups of two or more labels sharing a non-empty key.
function groupBy(labels: readonly PoolLabel[], key: (label: PoolLabel) => string): PoolLabel[][] {
  const groups = new Map<string, PoolLabel[]>();
  for (const label of labels) {
    const k = key(label);
    if (k === "") continue;
    const group = groups.get(k);
    if (group) group.push(label);
    else groups.set(k, [label]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}
