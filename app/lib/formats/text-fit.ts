// The widest a character may be, in ch (the width of '0' in the same font),
// whatever the visitor's font: bold capitals such as 'W' or 'M' stay under 1.6ch,
// CJK and other wide letters under 2ch, emoji (outside the BMP) under 4ch.
const ASCII_CH = 1.6;
const BMP_CH = 2;
const ASTRAL_CH = 4;

/**
 * Whether `text` may be wider than `widthCh` (a CSS max-width in ch that cuts it
 * with an ellipsis): false only when it fits in any font, so a title repeating
 * the whole text is needed only where this is true.
 */
export function mayOverflow(text: string, widthCh: number): boolean {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width += code < 0x80 ? ASCII_CH : code <= 0xffff ? BMP_CH : ASTRAL_CH;
    if (width > widthCh) return true;
  }
  return false;
}

/** A figure's number and what follows it ('1,234.5', ' AP3X (est.)'). */
export function splitFigure(text: string): { number: string; rest: string } {
  const space = text.indexOf(" ");
  return space < 0 ? { number: text, rest: "" } : { number: text.slice(0, space), rest: text.slice(space) };
}

/**
 * How long a figure's number is, in the steps by which a stat card shrinks it to
 * fit its width (the longest step the smallest type), so that it never needs to
 * break inside its digits ('7,049,755,242.3477 / 70 AP3X' reads as two numbers).
 */
export type FigureLength = "short" | "long" | "longer" | "longest";

export function figureLength(number: string): FigureLength {
  const characters = Array.from(number).length;
  if (characters <= 12) return "short";
  if (characters <= 15) return "long";
  return characters <= 19 ? "longer" : "longest";
}
