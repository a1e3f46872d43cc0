import { entityHref } from "../navigation/hrefs";
import type { Network } from "../navigation/network";

// The token downloads' and the token image's URLs: one place, so the page and
// the tests link the same files.

/** Every holder of a token, largest first (streamed by app/routes/csv/token-holders.ts). */
export function holdersCsvHref(fingerprint: string, network: Network): string {
  return `${entityHref("token", fingerprint)}/holders.csv?network=${network}`;
}

/** Every token an address holds (payment or stake), largest first. */
export function addressTokensCsvHref(address: string, network: Network): string {
  return `${entityHref("address", address)}/tokens.csv?network=${network}`;
}

/** The query that asks the token page to show its (remote) image: only on the reader's request. */
export const SHOW_IMAGE_PARAM = "image";
export const SHOW_IMAGE_VALUE = "show";
