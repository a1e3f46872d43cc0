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
