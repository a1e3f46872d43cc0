// Expected texts worked out from the spec's rules (§9 formats), independently of
// app/lib/formats/format.ts, so a screen test fails when the app formats a value wrongly.

export type Network = "mainnet" | "testnet";

export const COIN: Record<Network, string> = { mainnet: "AP3X", testnet: "tAP3X" };

export const DFM = 1_000_000n;
export const grouped = (n: bigint | number) => n.toLocaleString("en-US");

/** A block height as every page shows it: '#74,520'. */
export const heightText = (height: number) => `#${grouped(height)}`;

/** An amount: every DFM digit shown, always 6 decimals (1,234.500000 AP3X), so a column has one shape. */
export function amountText(dfm: string | bigint, network: Network): string {
  const value = BigInt(dfm);
  const magnitude = value < 0n ? -value : value;
  const fraction = (magnitude % DFM).toString().padStart(6, "0");
  return `${value < 0n ? "-" : ""}${grouped(magnitude / DFM)}.${fraction} ${COIN[network]}`;
}

/** A fee with exactly `decimals` decimals, rounded half-up (spec §9: 3 in lists, 6 on the detail page). */
export function feeText(dfm: string, decimals: 3 | 6, network: Network): string {
  const scale = 10n ** BigInt(6 - decimals);
  const units = (BigInt(dfm) + scale / 2n) / scale;
  const base = 10n ** BigInt(decimals);
  return `${grouped(units / base)}.${(units % base).toString().padStart(decimals, "0")} ${COIN[network]}`;
}

/** A USD price per coin with 3 decimals, rounded half-up from its exact decimal text (spec §9). */
export function usdPerCoinText(price: string): string {
  const [whole = "0", fraction = ""] = price.split(".");
  const hundredMillionths = BigInt(whole + fraction.padEnd(8, "0").slice(0, 8));
  const rounded = (hundredMillionths + 50_000n) / 100_000n;
  return `$${grouped(rounded / 1000n)}.${(rounded % 1000n).toString().padStart(3, "0")}`;
}
