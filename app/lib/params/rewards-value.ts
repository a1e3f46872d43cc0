import { parseDecimal } from "../formats/format";
import { INT4_MAX } from "./integers";
import { ParamError } from "./param-error";

export type RewardsValueRequest = { rewardsAP3X: string; epoch: number; currency: "usd" };

// Longer text is no amount (the price lookup multiplies up to 30 whole and 18 fraction digits).
const MAX_AMOUNT_LENGTH = 60;
const AMOUNT_DIGITS = /^\d{1,30}(\.\d{1,18})?$/;
// The document allows no other property (additionalProperties: false): a misspelt one is refused, not ignored.
const PROPERTIES = new Set(["rewardsAP3X", "epoch", "currency"]);

/**
 * The JSON body of POST calculate-rewards-value (spec §7): rewardsAP3X a
 * non-negative amount of coins as a decimal string or number (absent: 1, the
 * unit price), epoch an epoch number, currency 'usd', and no other property. Anything else is a 400.
 */
export function parseRewardsValueRequest(text: string): RewardsValueRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ParamError("the body must be JSON", 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ParamError("the body must be a JSON object", 400);
  const extra = Object.keys(body).find((key) => !PROPERTIES.has(key));
  if (extra !== undefined) throw new ParamError(`unknown property ${JSON.stringify(extra)}: the body takes rewardsAP3X, epoch and currency`, 400, extra);
  const { rewardsAP3X, epoch, currency } = body as Record<string, unknown>;
  if (currency !== "usd") throw new ParamError("currency must be 'usd'", 400);
  if (typeof epoch !== "number" || !Number.isInteger(epoch) || epoch < 0 || epoch > INT4_MAX) {
    throw new ParamError("epoch must be an epoch number", 400);
  }
  return { rewardsAP3X: rewardsAP3X === undefined ? "1" : coinAmount(rewardsAP3X), epoch, currency };
}

/** Plain decimal text ("1.5", never "1.5e3" or "-0"), so the data layer reads it exactly. */
function coinAmount(value: unknown): string {
  const text = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : null;
  const decimal = text !== null && text.length <= MAX_AMOUNT_LENGTH ? parseDecimal(text) : null;
  if (decimal === null || decimal.units < 0n || (typeof value === "string" && !/^\d*\.?\d*$/.test(text ?? ""))) {
    throw new ParamError("rewardsAP3X must be a non-negative amount of coins", 400);
  }
  const digits = decimal.units.toString().padStart(decimal.scale + 1, "0");
  const whole = digits.slice(0, digits.length - decimal.scale);
  const fraction = digits.slice(digits.length - decimal.scale).replace(/0+$/, "");
  const amount = fraction ? `${whole}.${fraction}` : whole;
  if (!AMOUNT_DIGITS.test(amount)) throw new ParamError("rewardsAP3X has too many digits", 400);
  return amount;
}
