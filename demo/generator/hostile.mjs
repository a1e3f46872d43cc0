// @ts-check
// Hostile on-chain and off-chain text, on purpose: every screen must show it as
// text and never follow a non-http(s) link from it.

export const SCRIPT_TAG = "<script>alert(1)</script>";
export const IMG_ONERROR = "<img src=x onerror=alert(document.domain)>";
export const RIGHT_TO_LEFT_OVERRIDE = "\u202E";

export const HOSTILE_URLS = {
  javascript: "javascript:alert(document.cookie)",
  javascriptObfuscated: " \tJaVaScRiPt:alert(1)",
  data: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  vbscript: 'vbscript:msgbox("pool")',
};

// Latin capitals and the Cyrillic letters that look the same.
const CYRILLIC_LOOKALIKES = /** @type {Record<string, string>} */ ({
  A: "\u0410", B: "\u0412", C: "\u0421", E: "\u0415", H: "\u041D", K: "\u041A", M: "\u041C",
  O: "\u041E", P: "\u0420", T: "\u0422", X: "\u0425", Y: "\u0423",
  a: "\u0430", c: "\u0441", e: "\u0435", o: "\u043E", p: "\u0440", x: "\u0445", y: "\u0443",
});

/**
 * The same text with every letter that has a Cyrillic twin swapped for it: reads the
 * same, compares different.
 * @param {string} text
 */
export function cyrillicLookalike(text) {
  const swapped = [...text].map((ch) => CYRILLIC_LOOKALIKES[ch] ?? ch).join("");
  if (swapped === text) throw new Error(`no look-alike letters in ${JSON.stringify(text)}`);
  return swapped;
}

/**
 * A description of about `bytes` UTF-8 bytes: prose with markup sprinkled in.
 * @param {number} bytes
 */
export function hugeDescription(bytes) {
  const sentence =
    "This pool has a very long description that no screen should let overflow its layout. " +
    `${SCRIPT_TAG} ${IMG_ONERROR} <b>bold</b> <a href="javascript:alert(2)">link</a> ` +
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt. ";
  let text = "";
  while (Buffer.byteLength(text) + sentence.length < bytes) text += sentence;
  return text + "x".repeat(bytes - Buffer.byteLength(text));
}

/**
 * A string of exactly `length` characters (ASCII), with markup and control-looking
 * text in it, for the 16 KB metadata string.
 * @param {number} length
 */
export function longMetadataString(length) {
  const piece = `${SCRIPT_TAG} 0123456789 abcdefghijklmnopqrstuvwxyz <div style="position:fixed;inset:0">overlay</div> `;
  let text = "";
  while (text.length < length) text += piece;
  return text.slice(0, length);
}

/**
 * An object nested `depth` levels deep: {"level":1,"next":{"level":2,"next":…}}.
 * @param {number} depth
 * @returns {import("./cbor.mjs").MetadataValue}
 */
export function deeplyNested(depth) {
  /** @type {import("./cbor.mjs").MetadataValue} */
  let value = { level: depth, text: "bottom <script>alert('deep')</script>" };
  for (let level = depth - 1; level >= 1; level--) value = { level, next: value };
  return value;
}
