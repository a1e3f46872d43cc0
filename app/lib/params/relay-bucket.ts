/** A country or provider name is at most this long (the longest ASN organisation names are ~100). */
export const RELAY_BUCKET_MAX_LENGTH = 200;

/**
 * The country or provider a relay-list URL names (the router has decoded it), or
 * null when it cannot name one (empty, too long, or with control characters):
 * such a name lists no relays rather than being an error (spec §7: unknown → []).
 */
export function relayBucketParam(raw: string | undefined): string | null {
  if (raw === undefined || raw.length === 0 || raw.length > RELAY_BUCKET_MAX_LENGTH) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  return raw;
}
