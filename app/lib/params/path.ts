import { ParamError } from "./param-error";

/**
 * A request path that decodes: a stray `%` or escaped bytes that are not UTF-8
 * (`/stakepools/%`, `/blocks/%E0%A4%A`) name nothing and are the link's fault (400).
 */
export function assertDecodablePath(pathname: string): void {
  // The decoded value is tested, not dropped: the bundler takes an unused
  // decodeURIComponent call for pure and removed it, and the check with it.
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = null;
  }
  if (decoded === null) throw new ParamError("The link has a malformed percent-encoding: a % must be followed by two hex digits that spell UTF-8", 400);
}
