/** Guards for links built from pool metadata, which anyone can register. */

const ALLOWED_PROTOCOLS = new Set(["http:", "https:"]);
// C0 and C1 control characters: browsers silently drop some of them, which lets
// "java\tscript:" slip past naive checks.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** The normalised URL when `raw` is an absolute http(s) URL; null for anything else. */
export function safeHttpUrl(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text === "" || CONTROL_CHARACTERS.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) && url.hostname !== "" ? url.href : null;
}
