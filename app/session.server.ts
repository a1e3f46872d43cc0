import { DEFAULT_NETWORK, parseNetwork, type Network } from "./lib/navigation/network";
import { parseTheme, type Theme } from "./lib/navigation/theme";

// Preferences live in cookies so the server renders the right network and
// theme on the first paint, with or without JavaScript (ADR 001). The
// values are plain words from an allow-list ('network=testnet'), so a cookie
// holding anything else is simply ignored.
const NETWORK_COOKIE = "network";
const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** What reading a preference needs of a request: the page cache asks before any web Request is made. */
export type RequestHead = Pick<Request, "url" | "headers">;

export function readCookie(request: RequestHead, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function serializeCookie(request: Request, name: string, value: string, maxAge: number): string {
  const attributes = [`${name}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (isHttps(request)) attributes.push("Secure");
  return attributes.join("; ");
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function readNetworkCookie(request: RequestHead): Network | null {
  return parseNetwork(readCookie(request, NETWORK_COOKIE));
}

export function writeNetworkCookie(request: Request, network: Network): string {
  return serializeCookie(request, NETWORK_COOKIE, network, ONE_YEAR_SECONDS);
}

export function readThemeCookie(request: RequestHead): Theme | null {
  return parseTheme(readCookie(request, THEME_COOKIE));
}

/** null forgets the choice, so the system's scheme decides again. */
export function writeThemeCookie(request: Request, theme: Theme | null): string {
  return theme === null
    ? serializeCookie(request, THEME_COOKIE, "", 0)
    : serializeCookie(request, THEME_COOKIE, theme, ONE_YEAR_SECONDS);
}

export type NetworkSource = "path" | "query" | "cookie" | "default";

/**
 * The network of one request (ADR 001): the /{network}/ path prefix
 * (routes.ts declares those routes per network), then ?network=, then the
 * cookie, then mainnet.
 */
export function resolveNetwork(request: RequestHead): { network: Network; source: NetworkSource } {
  const url = new URL(request.url);
  const fromPath = parseNetwork(url.pathname.split("/")[1]);
  if (fromPath) return { network: fromPath, source: "path" };
  const fromQuery = parseNetwork(url.searchParams.get("network"));
  if (fromQuery) return { network: fromQuery, source: "query" };
  const fromCookie = readNetworkCookie(request);
  if (fromCookie) return { network: fromCookie, source: "cookie" };
  return { network: DEFAULT_NETWORK, source: "default" };
}

/**
 * Preference forms are posted from our own pages only: another site must not
 * switch a visitor's network or theme. Browsers send Origin on POST (and
 * Sec-Fetch-Site); a mismatch is a 400 before anything is saved.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  const sameOrigin = origin === null || origin === new URL(request.url).origin;
  if (!sameOrigin || site === "cross-site") {
    throw new Response("Cross-site form posts are not accepted", { status: 400 });
  }
}
