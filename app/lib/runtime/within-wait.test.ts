import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withinWait } from "./within-wait";

// The clock is vitest's: each case says when the answer comes, not how fast the machine is.
describe("withinWait", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answerAt = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it("gives an answer that comes within the wait", async () => {
    const waited = withinWait(answerAt(100, "label"), 250);
    await vi.advanceTimersByTimeAsync(100);
    await expect(waited).resolves.toBe("label");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives null at the deadline, and the late answer stays the caller's to hand on", async () => {
    const answer = answerAt(2_000, { rows: [1, 2] });
    let settled = false;
    const waited = withinWait(answer, 1_500).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Null, not the answer awaited in its place (an async function would adopt a returned promise).
    await expect(waited).resolves.toBeNull();
    const handedOn = (await waited) ?? answer;
    expect(handedOn).toBe(answer);
    await vi.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toEqual({ rows: [1, 2] });
  });

  it("rejects with a failure within the wait", async () => {
    const failing = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("source down")), 10));
    const waited = withinWait(failing, 250);
    const outcome = expect(waited).rejects.toThrow("source down");
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
    expect(vi.getTimerCount()).toBe(0);
  });
});
