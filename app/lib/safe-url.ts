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

export type SocialKind = "twitter" | "github" | "youtube" | "facebook" | "discord" | "telegram" | "twitch";

const SOCIAL_BASE_URLS: Readonly<Record<SocialKind, string>> = {
  twitter: "https://twitter.com/",
  github: "https://github.com/",
  youtube: "https://youtube.com/",
  facebook: "https://facebook.com/",
  discord: "https://discord.gg/",
  telegram: "https://t.me/",
  twitch: "https://twitch.tv/",
};

/**
 * A link to a pool's social account. A handle (one leading '@' dropped) becomes an
 * https link on that service; a value that already starts with "http" must pass
 * {@link safeHttpUrl}; anything else is null.
 */
export function socialUrl(kind: SocialKind, handle: unknown): string | null {
  if (typeof handle !== "string" || !Object.hasOwn(SOCIAL_BASE_URLS, kind)) return null;
  const text = handle.trim();
  if (/^http/i.test(text)) return safeHttpUrl(text);
  const name = text.startsWith("@") ? text.slice(1) : text;
  if (name === "" || CONTROL_CHARACTERS.test(name)) return null;
  return `${SOCIAL_BASE_URLS[kind]}${encodeURIComponent(name)}`;
}
