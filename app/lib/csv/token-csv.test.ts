import { describe, expect, it } from "vitest";
import { csvLine } from "./csv";
import { addressTokenCsvRow, addressTokensCsvFileName, holderCsvRow, holdersCsvFileName } from "./token-csv";

const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");
const asset = (displayName: string | null, assetName: string, ticker: string | null = null) => ({
  unit: `${"ab".repeat(28)}${assetName}`,
  policyId: "ab".repeat(28),
  assetName,
  fingerprint: "asset1qqqq",
  displayName,
  ticker,
  decimals: 6,
  quantity: "1234567",
});

describe("the token CSVs", () => {
  it("write a hostile name inert: a formula start neutralised, a hidden-character name as its hex", () => {
    expect(csvLine(addressTokenCsvRow(asset("=HYPERLINK(\"http://x\")", hexOf("X"), "+SUM")))).toBe(
      `"'=HYPERLINK(""http://x"")",'+SUM,asset1qqqq,${"ab".repeat(28)},58,1234567,6\r\n`,
    );
    const rtl = hexOf("Invoice\u202egnp.exe");
    expect(csvLine(addressTokenCsvRow(asset("Invoice\u202egnp.exe", rtl)))).toBe(`${rtl},,asset1qqqq,${"ab".repeat(28)},${rtl},1234567,6\r\n`);
  });

  it("keep quantities exact integers, and the holder's rank and share", () => {
    expect(csvLine(holderCsvRow({ rank: 3, address: "addr1x", stakeAddress: null, quantity: "18446744073709551615", sharePercent: "12.5" }))).toBe(
      "3,addr1x,,18446744073709551615,12.5\r\n",
    );
  });

  it("name files by the id's first characters and the network", () => {
    expect(holdersCsvFileName("asset1abcdefghijk", "mainnet")).toBe("token-holders-abcdefgh-mainnet.csv");
    expect(addressTokensCsvFileName("stake_test1uqxyz12345", "testnet")).toBe("tokens-uqxyz123-testnet.csv");
  });
});
