import type { IncomingMessage } from "node:http";

/**
 * A request's target as a URL, from its path and query alone: the Host header
 * is anyone's text, and no answer of ours depends on it. Null for a target that
 * does not read as one (React Router answers those).
 */
export function targetUrl(req: IncomingMessage): URL | null {
  return URL.parse(`http://localhost${req.url ?? "/"}`);
}
