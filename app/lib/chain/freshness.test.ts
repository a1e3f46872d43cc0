import { describe, expect, it } from "vitest";
import { formatAgeShort } from "../formats/format";
import { freshnessAge } from "./freshness";

describe("freshnessAge", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("counts seconds under a minute", () => {
    expect(freshnessAge(secondsAgo(0), now)).toBe("0 s ago");
    expect(freshnessAge(secondsAgo(12), now)).toBe("12 s ago");
    expect(freshnessAge(secondsAgo(59.9), now)).toBe("59 s ago");
  });

  it("reads a tip ahead of the reader's clock as 0 s, never negative", () => {
    expect(freshnessAge(secondsAgo(-5), now)).toBe("0 s ago");
  });

  it("from a minute on, is the dashboard's short age", () => {
    for (const seconds of [60, 119, 120, 3599, 3600, 7200, 86_400, 3 * 86_400]) {
      expect(freshnessAge(secondsAgo(seconds), now)).toBe(formatAgeShort(secondsAgo(seconds), now));
    }
    expect(freshnessAge(secondsAgo(60), now)).toBe("1 min ago");
    expect(freshnessAge(secondsAgo(7200), now)).toBe("2 hrs ago");
  });

  it("answers N/A for an unreadable time", () => {
    expect(freshnessAge("not a time", now)).toBe("N/A");
  });
});
