import { describe, expect, it } from "vitest";
import {
  HASH_TRUNCATION,
  dfmToAp3x,
  formatAgeLong,
  formatAgeShort,
  formatAmount,
  formatAp3x,
  formatBillionsAp3x,
  formatBlockHeight,
  formatCompact,
  formatCompactAp3x,
  formatDecentralization,
  formatFee,
  formatInteger,
  formatKB,
  formatMarginPercent,
  formatPercent,
  formatRhoTau,
  formatUsd,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcTime,
  parseDecimal,
  parseDfm,
  parseTimestamp,
  utcDateAndTime,
  truncateHash,
  visibleText,
  visibleTextOrNull,
} from "./format";

// 45 billion AP3X: far beyond Number.MAX_SAFE_INTEGER in DFM.
const HUGE_DFM = "45000000000000000";

describe("parseDfm", () => {
  it("reads integer strings and bigints, including negatives", () => {
    expect(parseDfm("1500000")).toBe(1_500_000n);
    expect(parseDfm(" -2500000 ")).toBe(-2_500_000n);
    expect(parseDfm(12n)).toBe(12n);
    expect(parseDfm("9007199254740993")).toBe(9_007_199_254_740_993n);
  });

  it("rejects anything that is not a whole DFM amount", () => {
    for (const bad of ["", "1.5", "abc", "1e6", "0x10", "1 000", null, undefined, 5]) {
      expect(parseDfm(bad)).toBeNull();
    }
  });
});

describe("parseDecimal", () => {
  it("reads numbers through their shortest text, exactly", () => {
    expect(parseDecimal(1.005)).toEqual({ units: 1005n, scale: 3 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal("-0.25")).toEqual({ units: -25n, scale: 2 });
  });

  it("rejects non-finite and non-numeric input", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "", ".", "1,000", "12abc", "1e999999", null, {}]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
});

describe("dfmToAp3x", () => {
  it("divides by 1,000,000 exactly and trims trailing zeros", () => {
    expect(dfmToAp3x("1500000")).toBe("1.5");
    expect(dfmToAp3x("1")).toBe("0.000001");
    expect(dfmToAp3x("-2500000")).toBe("-2.5");
    expect(dfmToAp3x("0")).toBe("0");
    expect(dfmToAp3x("1000000")).toBe("1");
    expect(dfmToAp3x(-1n)).toBe("-0.000001");
  });

  it("keeps every digit of amounts beyond 2^53 and does not group them", () => {
    expect(dfmToAp3x(HUGE_DFM)).toBe("45000000000");
    expect(dfmToAp3x("9007199254740993")).toBe("9007199254.740993");
  });

  it("returns N/A for invalid input", () => {
    expect(dfmToAp3x("1.5")).toBe("N/A");
    expect(dfmToAp3x("")).toBe("N/A");
  });
});

describe("formatAp3x", () => {
  it("groups thousands and shows up to 6 decimals", () => {
    expect(formatAp3x("1234567891234")).toBe("1,234,567.891234");
    expect(formatAp3x("1000000000")).toBe("1,000");
    expect(formatAp3x(HUGE_DFM)).toBe("45,000,000,000");
  });

  it("rounds half-up, away from zero, to the requested decimals", () => {
    expect(formatAp3x("1234567891234", { decimals: 2 })).toBe("1,234,567.89");
    expect(formatAp3x("1005000", { decimals: 2 })).toBe("1.01");
    expect(formatAp3x("1004999", { decimals: 2 })).toBe("1");
    expect(formatAp3x("-1005000", { decimals: 2 })).toBe("-1.01");
    expect(formatAp3x("999995000", { decimals: 2 })).toBe("1,000");
    expect(formatAp3x("500000", { decimals: 0 })).toBe("1");
  });

  it("never shows a negative zero", () => {
    expect(formatAp3x("-4000", { decimals: 2 })).toBe("0");
  });

  it("pads to minDecimals", () => {
    expect(formatAp3x("1500000", { decimals: 6, minDecimals: 2 })).toBe("1.50");
    expect(formatAp3x("1234567", { decimals: 6, minDecimals: 2 })).toBe("1.234567");
  });

  it("returns N/A for invalid input", () => {
    expect(formatAp3x("twelve")).toBe("N/A");
  });
});

describe("formatAmount", () => {
  it("shows every DFM: always 6 decimals, so amounts in one column have one shape", () => {
    const column = ["552856635570", "0", "4999495410855", "1500000"].map(formatAmount);
    expect(column).toEqual(["552,856.635570", "0.000000", "4,999,495.410855", "1.500000"]);
    for (const text of column) expect(text).toMatch(/^[\d,]+\.\d{6}$/);
    expect(formatAmount("-1")).toBe("-0.000001");
    expect(formatAmount(HUGE_DFM)).toBe("45,000,000,000.000000");
    expect(formatAmount("1.5")).toBe("N/A");
  });
});

describe("formatFee", () => {
  it("uses fixed decimals: 2 dashboard, 3 lists, 6 detail", () => {
    expect(formatFee("170000", 3)).toBe("0.170");
    expect(formatFee("170000", 2)).toBe("0.17");
    expect(formatFee("170000", 6)).toBe("0.170000");
    expect(formatFee("0", 2)).toBe("0.00");
    expect(formatFee("1234567", 2)).toBe("1.23");
    expect(formatFee("1235000", 2)).toBe("1.24");
    expect(formatFee("1000000000", 3)).toBe("1,000.000");
  });

  it("returns N/A for invalid input", () => {
    expect(formatFee("x", 3)).toBe("N/A");
  });
});

describe("formatCompact", () => {
  it("switches suffix at 1e3, 1e6 and 1e9", () => {
    expect(formatCompact(999)).toBe("999");
    expect(formatCompact(1000)).toBe("1.00K");
    expect(formatCompact("1234")).toBe("1.23K");
    expect(formatCompact(999_000)).toBe("999.00K");
    expect(formatCompact(1_000_000)).toBe("1.00M");
    expect(formatCompact(1_000_000_000)).toBe("1.00B");
    expect(formatCompact("2500000000")).toBe("2.50B");
  });

  it("stays in billions above 1e12", () => {
    expect(formatCompact(1234e9)).toBe("1,234.00B");
  });

  it("gives decimals only to non-integers below 1000", () => {
    expect(formatCompact(0)).toBe("0");
    expect(formatCompact(12.5)).toBe("12.50");
    expect(formatCompact(-42)).toBe("-42");
  });

  it("rounds half-up and moves to the next suffix when rounding reaches 1000", () => {
    expect(formatCompact(1235)).toBe("1.24K");
    expect(formatCompact(1.005)).toBe("1.01");
    expect(formatCompact(999_999)).toBe("1.00M");
    expect(formatCompact(999.999)).toBe("1.00K");
    expect(formatCompact(-1235)).toBe("-1.24K");
  });

  it("honours a custom number of decimals", () => {
    expect(formatCompact(1_234_567, 1)).toBe("1.2M");
  });

  it("handles bigints beyond 2^53 exactly", () => {
    expect(formatCompact(9_007_199_254_740_993n)).toBe("9,007,199.25B");
  });

  it("returns N/A for invalid input", () => {
    expect(formatCompact("abc")).toBe("N/A");
    expect(formatCompact(Number.NaN)).toBe("N/A");
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe("N/A");
  });
});

describe("formatCompactAp3x", () => {
  it("converts DFM to AP3X before choosing the suffix", () => {
    expect(formatCompactAp3x(HUGE_DFM)).toBe("45.00B");
    expect(formatCompactAp3x("999000000")).toBe("999");
    expect(formatCompactAp3x("1000000000")).toBe("1.00K");
    expect(formatCompactAp3x("1500000")).toBe("1.50");
    expect(formatCompactAp3x("123456789012345678")).toBe("123.46B");
    expect(formatCompactAp3x("-2500000000000")).toBe("-2.50M");
  });

  it("returns N/A for invalid input", () => {
    expect(formatCompactAp3x("1.5")).toBe("N/A");
  });
});

describe("formatPercent", () => {
  it("shows one decimal by default, rounded half-up", () => {
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(12.35)).toBe("12.4%");
    expect(formatPercent("45.67")).toBe("45.7%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(-3.25)).toBe("-3.3%");
    expect(formatPercent(12.345, 2)).toBe("12.35%");
  });

  it("returns N/A for invalid input", () => {
    expect(formatPercent(Number.NaN)).toBe("N/A");
    expect(formatPercent("n/a")).toBe("N/A");
  });
});

describe("formatMarginPercent", () => {
  it("multiplies the fraction by 100 with one decimal", () => {
    expect(formatMarginPercent(0.035)).toBe("3.5%");
    expect(formatMarginPercent(0.07)).toBe("7.0%");
    expect(formatMarginPercent("0.0125")).toBe("1.3%");
    expect(formatMarginPercent(1)).toBe("100.0%");
    expect(formatMarginPercent(0)).toBe("0.0%");
  });

  it("returns N/A for invalid input", () => {
    expect(formatMarginPercent("")).toBe("N/A");
  });
});

describe("formatRhoTau and formatDecentralization", () => {
  it("shows rho and tau with 8 decimals", () => {
    expect(formatRhoTau("0.003")).toBe("0.00300000");
    expect(formatRhoTau(0.2)).toBe("0.20000000");
    expect(formatRhoTau("0.000000015")).toBe("0.00000002");
    expect(formatRhoTau("x")).toBe("N/A");
  });

  it("shows decentralization with 1 decimal", () => {
    expect(formatDecentralization(0)).toBe("0.0");
    expect(formatDecentralization("0.75")).toBe("0.8");
    expect(formatDecentralization(Number.NaN)).toBe("N/A");
  });
});

describe("formatKB", () => {
  it("divides bytes by 1024", () => {
    expect(formatKB(1024, 1)).toBe("1.0 KB");
    expect(formatKB(12_595, 1)).toBe("12.3 KB");
    expect(formatKB(12_595, 2)).toBe("12.30 KB");
    expect(formatKB(0, 2)).toBe("0.00 KB");
    // 1587.2 bytes = 1.55 KB exactly, which rounds up.
    expect(formatKB(1587.2, 1)).toBe("1.6 KB");
  });

  it("returns N/A for invalid input", () => {
    expect(formatKB(Number.NaN, 1)).toBe("N/A");
  });
});

describe("formatBillionsAp3x", () => {
  it("shows AP3X in billions with 1 decimal", () => {
    expect(formatBillionsAp3x("1200000000000000")).toBe("1.2B");
    expect(formatBillionsAp3x(HUGE_DFM)).toBe("45.0B");
    expect(formatBillionsAp3x("1250000000000000")).toBe("1.3B");
    expect(formatBillionsAp3x("0")).toBe("0.0B");
    expect(formatBillionsAp3x("oops")).toBe("N/A");
  });
});

describe("formatUsd", () => {
  it("shows dollars with 4, 3 or 2 decimals", () => {
    expect(formatUsd(1234.5678, 4)).toBe("$1,234.5678");
    expect(formatUsd(0.1234, 3)).toBe("$0.123");
    expect(formatUsd(0.1235, 3)).toBe("$0.124");
    expect(formatUsd(1234.5, 2)).toBe("$1,234.50");
    expect(formatUsd(-1.5, 2)).toBe("-$1.50");
  });

  it("returns N/A for invalid input", () => {
    expect(formatUsd(Number.NaN, 2)).toBe("N/A");
  });
});

describe("formatBlockHeight", () => {
  it("is '#' and the grouped height on every page", () => {
    expect(formatBlockHeight(74_330)).toBe("#74,330");
    expect(formatBlockHeight("2894")).toBe("#2,894");
    expect(formatBlockHeight(0)).toBe("#0");
    expect(formatBlockHeight("tip")).toBe("N/A");
  });
});

describe("formatInteger", () => {
  it("groups thousands", () => {
    expect(formatInteger(21_600)).toBe("21,600");
    expect(formatInteger(999)).toBe("999");
    expect(formatInteger("1234567")).toBe("1,234,567");
    expect(formatInteger(-1000)).toBe("-1,000");
    expect(formatInteger(12_345_678_901_234_567_890n)).toBe("12,345,678,901,234,567,890");
    expect(formatInteger(1234.5)).toBe("1,235");
    expect(formatInteger("many")).toBe("N/A");
  });
});

describe("truncateHash", () => {
  const hash = "abcdef0123456789abcdef0123456789";

  it("keeps the first characters and adds an ellipsis only when longer", () => {
    expect(truncateHash(hash)).toBe("abcdef0123456789...");
    expect(truncateHash(hash, HASH_TRUNCATION.dashboardBlock)).toBe("abcdef01...");
    expect(truncateHash(hash, HASH_TRUNCATION.dashboardTx)).toBe("abcdef012345...");
    expect(truncateHash("abcdef0123456789")).toBe("abcdef0123456789");
    expect(truncateHash("abcdef0123456789x")).toBe("abcdef0123456789...");
    expect(truncateHash("")).toBe("");
    expect(truncateHash(null)).toBe("N/A");
  });

  it("uses the spec's truncation lengths", () => {
    expect(HASH_TRUNCATION).toEqual({ dashboardBlock: 8, dashboardTx: 12, dashboardPool: 12, default: 16 });
  });
});

describe("UTC dates", () => {
  const ms = Date.UTC(2026, 10, 22, 2, 51, 22);

  it("formats in UTC from milliseconds, ISO strings and Dates", () => {
    expect(formatUtcDateTime(ms)).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime("2026-11-22T02:51:22Z")).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime("2026-11-22T04:51:22+02:00")).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime(new Date(ms))).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime(String(ms))).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDate(ms)).toBe("2026-11-22");
    expect(formatUtcTime(ms)).toBe("02:51:22");
  });

  it("writes years before 1000 and after 9999 whole, as ISO 9075 does", () => {
    expect(formatUtcDateTime(Date.UTC(999, 0, 2, 3, 4, 5))).toBe("0999-01-02 03:04:05 UTC");
    expect(formatUtcDate(Date.UTC(10000, 11, 31))).toBe("10000-12-31");
  });

  it("reads ISO strings without a zone as UTC, not the machine's zone", () => {
    expect(formatUtcDateTime("2026-11-22T02:51:22")).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime("2026-11-22 02:51:22.123456")).toBe("2026-11-22 02:51:22 UTC");
    expect(formatUtcDateTime("2026-11-22 23:30:00-05")).toBe("2026-11-23 04:30:00 UTC");
  });

  it("reads every field and zone as the platform's ISO parser does, and writes what toISOString writes", () => {
    // A spread of dates (leap days, the ends of months and years, 24:00, years before 100)
    // in the zone forms the chain's text comes in; the platform reads the same text as the oracle.
    const dates = ["2024-02-29", "2023-02-28", "2000-02-29", "1999-12-31", "2026-04-30", "0050-06-15", "2026-11-22"];
    const times = ["00:00:00", "23:59:59.999", "12:34:56.7", "24:00:00", "02:51:22.123456"];
    const zones = ["Z", "+05:30", "-08:00", "+14:00", "-12:00"];
    for (const date of dates) {
      for (const time of times) {
        for (const zone of zones) {
          const text = `${date}T${time}${zone}`;
          const expected = Date.parse(`${date}T${time.slice(0, 12).padEnd(time.includes(".") ? 12 : 8, "0")}${zone}`);
          expect(parseTimestamp(text), text).toBe(expected);
          const iso = new Date(expected).toISOString();
          expect(utcDateAndTime(text), text).toEqual([iso.slice(0, 10), iso.slice(11, 19)]);
        }
      }
    }
  });

  it("returns N/A for invalid dates", () => {
    for (const bad of ["", "yesterday", "2026-02-30T00:00:00Z", "2026-13-01", "2023-02-29", "2026-11-22T25:00:00Z", Number.NaN, new Date("x"), 9e15]) {
      expect(formatUtcDateTime(bad)).toBe("N/A");
    }
    expect(formatUtcDate("nope")).toBe("N/A");
    expect(formatUtcTime("nope")).toBe("N/A");
    expect(parseTimestamp(undefined)).toBeNull();
  });
});

describe("relative ages", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const secondsAgo = (seconds: number) => now - seconds * 1000;

  it("formats the short dashboard age with floors at each boundary", () => {
    expect(formatAgeShort(secondsAgo(0), now)).toBe("Just now");
    expect(formatAgeShort(secondsAgo(59), now)).toBe("Just now");
    expect(formatAgeShort(secondsAgo(60), now)).toBe("1 min ago");
    expect(formatAgeShort(secondsAgo(119), now)).toBe("1 min ago");
    expect(formatAgeShort(secondsAgo(120), now)).toBe("2 mins ago");
    expect(formatAgeShort(secondsAgo(3599), now)).toBe("59 mins ago");
    expect(formatAgeShort(secondsAgo(3600), now)).toBe("1 hr ago");
    expect(formatAgeShort(secondsAgo(7200), now)).toBe("2 hrs ago");
    expect(formatAgeShort(secondsAgo(86_399), now)).toBe("23 hrs ago");
    expect(formatAgeShort(secondsAgo(86_400), now)).toBe("1 day ago");
    expect(formatAgeShort(secondsAgo(3 * 86_400 + 86_399), now)).toBe("3 days ago");
  });

  it("formats the long detail-page age", () => {
    expect(formatAgeLong(secondsAgo(59), now)).toBe("Just now");
    expect(formatAgeLong(secondsAgo(60), now)).toBe("1 minute ago");
    expect(formatAgeLong(secondsAgo(150), now)).toBe("2 minutes ago");
    expect(formatAgeLong(secondsAgo(3600), now)).toBe("1 hour ago");
    expect(formatAgeLong(secondsAgo(5 * 3600), now)).toBe("5 hours ago");
    expect(formatAgeLong(secondsAgo(86_400), now)).toBe("1 day ago");
    expect(formatAgeLong(secondsAgo(10 * 86_400), now)).toBe("10 days ago");
  });

  it("treats future timestamps as just now", () => {
    expect(formatAgeShort(now + 3_600_000, now)).toBe("Just now");
    expect(formatAgeLong(now + 1, now)).toBe("Just now");
  });

  it("accepts ISO strings and returns N/A for invalid input", () => {
    expect(formatAgeShort("2026-11-22T11:00:00Z", now)).toBe("1 hr ago");
    expect(formatAgeShort("garbage", now)).toBe("N/A");
    expect(formatAgeLong(secondsAgo(60), Number.NaN)).toBe("N/A");
  });
});

describe("visibleText", () => {
  it("drops bidi overrides and zero-width characters, keeps the rest", () => {
    expect(visibleText("Trusted \u202elooP ekaF")).toBe("Trusted looP ekaF");
    expect(visibleText("Zero\u200bWidth\u200c Pool\u200d\ufeff")).toBe("ZeroWidth Pool");
    expect(visibleText("RTL\u202e1")).toBe("RTL1");
    expect(visibleText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(visibleText("Рrimе Ехрlоrеr")).toBe("Рrimе Ехрlоrеr");
  });
});

describe("visibleTextOrNull", () => {
  it("is the visible text, or null when nothing of it shows", () => {
    expect(visibleTextOrNull("Z\u200bW")).toBe("ZW");
    for (const blank of [null, undefined, "", "  ", "\u202e\u200b", "\ufeff\u2028"]) expect(visibleTextOrNull(blank)).toBeNull();
  });
});
