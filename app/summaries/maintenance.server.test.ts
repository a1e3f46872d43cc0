import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/types.server";
import { startSummaryMaintenance } from "./maintenance.server";

// The maintenance loop's own rules that need no chain (the passes themselves are
// tested on the test chain in summaries.server.test.ts).
describe("the summary maintenance loop", () => {
  it("does not report a pass that the shutdown cut short (its database closing) as a failure", async () => {
    let closeUnderIt: ((error: Error) => void) | undefined;
    const closing = {
      kind: "embedded",
      transaction: () => new Promise((_resolve, reject) => (closeUnderIt = reject)),
    } as unknown as Db;
    const logs: string[] = [];
    const loop = startSummaryMaintenance(["mainnet"], () => closing, { intervalMs: 1, log: (message) => logs.push(message) });
    await vi.waitFor(() => expect(closeUnderIt).toBeDefined());
    const stopped = loop.stop();
    closeUnderIt!(new Error("the database is closed"));
    await stopped;
    expect(logs).toEqual([]);
  });
});
