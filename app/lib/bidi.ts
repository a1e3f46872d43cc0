// Text from the chain may carry bidirectional controls (a right-to-left
// override in a pool ticker, spec'd as hostile demo data). Joined into a
// longer label, an override left open would reorder everything after it.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/**
 * The text as a directional isolate when it holds bidi controls, so that
 * whatever it opens ends with it; plain text is returned as it is.
 */
export function isolateBidi(text: string): string {
  return BIDI_CONTROLS.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}
