/** A table column's alignment: "end" for numbers (right-aligned in LTR). */
export type Alignment = "start" | "end";

/**
 * The alignment most of a table's columns use: the table's body sets it for
 * every cell, so only the cells of the other columns name an alignment of their
 * own (a list of 100 rows × 11 columns would otherwise name one 1,100 times).
 * A tie, or no columns, is "start".
 */
export function commonAlignment(alignments: ReadonlyArray<Alignment | undefined>): Alignment {
  const ends = alignments.filter((alignment) => alignment === "end").length;
  return ends > alignments.length - ends ? "end" : "start";
}
