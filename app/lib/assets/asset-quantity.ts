// Token quantities are integers of up to 20 digits (db-sync's word64type; a mint
// or burn is an int65type), so they travel as decimal strings and are never made
// into JavaScript numbers. A token's decimals (CIP-68 metadata) only say where the
// point goes when the quantity is shown: 1234567 with 6 decimals is 1.234567.

const INTEGER = /^-?\d+$/;
/** The most decimals a token may claim and still be shown with them (CIP-68 and the registry use ≤ 19 in practice). */
const MAX_DECIMALS = 19;

/** Groups the digits of a non-negative integer string in threes with commas. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * The quantity as a reader sees it: grouped digits, the point placed by the
 * token's decimals where known and sensible, trailing zeros of the fraction
 * kept off. An exact integer otherwise.
 */
export function formatAssetQuantity(quantity: string, decimals: number | null | undefined): string {
  if (!INTEGER.test(quantity)) throw new Error(`not an integer quantity: ${quantity}`);
  const negative = quantity.startsWith("-");
  const digits = (negative ? quantity.slice(1) : quantity).replace(/^0+(?=\d)/, "");
  const sign = negative && digits !== "0" ? "-" : "";
  const places = decimals !== null && decimals !== undefined && Number.isInteger(decimals) && decimals > 0 && decimals <= MAX_DECIMALS ? decimals : 0;
  if (places === 0) return sign + grouped(digits);
  const padded = digits.padStart(places + 1, "0");
  const whole = padded.slice(0, padded.length - places);
  const fraction = padded.slice(padded.length - places).replace(/0+$/, "");
  return sign + grouped(whole) + (fraction ? `.${fraction}` : "");
}

/**
 * A quantity as a change (a mint or burn, a transaction's net effect on a token): '+' before
 * a gain, the typographic minus '−' before a loss (as the transaction page's balance writes
 * refunds), nothing before zero.
 */
export function formatAssetChange(quantity: string, decimals: number | null | undefined): string {
  const formatted = formatAssetQuantity(quantity, decimals);
  if (formatted.startsWith("-")) return `−${formatted.slice(1)}`;
  return formatted === "0" ? formatted : `+${formatted}`;
}
