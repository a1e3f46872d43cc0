// The headers a 304 repeats from the answer it stands for (RFC 9110 §15.4.5);
// never a Content-Security-Policy: a kept page keeps the policy of its own nonce.
const REPEATED = ["Cache-Control", "ETag", "Vary", "Content-Location", "Expires"];

/** A 304 Not Modified for an answer with these headers. */
export function notModified(headers: Record<string, string> | Headers): Response {
  const from = headers instanceof Headers ? headers : new Headers(headers);
  const kept = new Headers();
  for (const name of REPEATED) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}
