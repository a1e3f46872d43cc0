// The headers a 304 repeats from the answer it stands for (RFC 9110 §15.4.5);
// never a Content-Security-Policy: a kept page keeps the policy of its own nonce.
const REPEATED = ["Cache-Control", "ETag", "Vary", "Content-Location", "Expires"];

/** The headers of a 304 Not Modified for an answer with these headers. */
export function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(REPEATED.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]!]));
}

/** A 304 Not Modified for an answer with these headers. */
export function notModified(headers: Record<string, string>): Response {
  return new Response(null, { status: 304, headers: notModifiedHeaders(headers) });
}
