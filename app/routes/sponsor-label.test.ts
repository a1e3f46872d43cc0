import { afterAll, describe, expect, it, vi } from "vitest";
import type { PoolLabel } from "../lib/domain";

// 'Brought to you by' names the sponsor by the label the root loader reads
// (app/root.tsx). The data source is stood in for: answering, then down, as
// when a page turns into the 503 page. The label is kept a minute, so the
// clock moves past that between the two.
const source = vi.hoisted(() => ({ up: true, label: { ticker: "PRIME", name: "Prime Pool" } as PoolLabel }));
vi.mock("../api/section.server", () => ({
  section: async (_network: string, read: (api: unknown) => Promise<unknown>, options: { unavailable?: unknown } = {}) =>
    source.up ? read({ getStakePoolLabel: async () => source.label }) : ("unavailable" in options ? options.unavailable : null),
}));
vi.mock("../api/data-tip.server", () => ({ dataTip: async () => null }));

vi.useFakeTimers({ toFake: ["Date"] });
const { loader: rootLoader } = await import("../root");
afterAll(() => {
  vi.useRealTimers();
});

type RootData = { sponsorLabel: PoolLabel | null };
const load = async () =>
  (await (rootLoader as (args: unknown) => Promise<RootData>)({ request: new Request("http://explorer.test/blocks"), params: {}, context: {} }))
    .sponsorLabel;

describe("the sponsor's name", () => {
  it("stays the label last read while the data source cannot answer (the 503 page's sidebar)", async () => {
    expect(await load()).toEqual(source.label);
    source.up = false;
    vi.advanceTimersByTime(61_000);
    expect(await load()).toEqual(source.label);
  });

  it("is gone once the source answers that the pool has no label", async () => {
    source.up = true;
    source.label = null as unknown as PoolLabel;
    vi.advanceTimersByTime(61_000);
    expect(await load()).toBeNull();
  });
});
