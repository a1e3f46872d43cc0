import { describe, expect, it } from "vitest";
import { nextBatchBlocks } from "./address-index.server";

// A pass given `batchMs` sizes each batch by the last one's pace (ADR 006, "Catch-up cost").
describe("nextBatchBlocks", () => {
  it("scales the last batch to the time a batch should take", () => {
    expect(nextBatchBlocks(1_000, 2_000, 500)).toBe(250);
    expect(nextBatchBlocks(1_000, 1_000, 3_000)).toBe(3_000);
  });

  it("grows at most sixteenfold, however quick the last batch was", () => {
    expect(nextBatchBlocks(1_000, 0, 15_000)).toBe(16_000);
    expect(nextBatchBlocks(1_000, 10, 15_000)).toBe(16_000);
  });

  it("never goes below one block", () => {
    expect(nextBatchBlocks(3, 60_000, 250)).toBe(1);
  });
});
