// The Content-Security-Policy of every HTML response (ADR 002): scripts
// only with this response's nonce, styles only from our own files, no plugins,
// no <base>, never framed.
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Dev only: Vite injects <style> tags and talks to its HMR socket.
    "style-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    // Pool icons come from https URLs found on chain.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The headers every response carries, HTML or not. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
