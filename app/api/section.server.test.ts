import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDatabases, configureDatabases } from "../db/db.server";
import { DataSourceUnavailableError, rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import { explorerApi } from "./explorer-api.server";
import { section } from "./section.server";

// Nothing listens on port 9: every query is refused at once, as in an outage.
const REFUSED = "postgres://postgres@127.0.0.1:9/none";

describe("section", () => {
  it("shows the placeholder when the source is unavailable, and logs the outage", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = async () => {
      throw new DataSourceUnavailableError("connection refused", { sourceDown: true });
    };
    expect(await section("mainnet", down)).toBeNull();
    expect(await section("mainnet", down, { unavailable: { ok: false } })).toEqual({ ok: false });
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith("data source unavailable: connection refused");
  });

  it("rethrows a bug, so the page shows its 500 instead of an empty section", async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'height')");
    await expect(
      section("mainnet", async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });

  it("tries an unavailable read again when asked, a bug never", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new DataSourceUnavailableError("timed out");
      return ["relay"];
    };
    expect(await section("mainnet", flaky, { unavailable: [], attempts: 2 })).toEqual(["relay"]);
    expect(calls).toBe(2);
    expect(log).not.toHaveBeenCalled();

    calls = 0;
    const broken = async () => {
      calls += 1;
      throw new RangeError("bug");
    };
    await expect(section("mainnet", broken, { unavailable: [], attempts: 3 })).rejects.toThrow(RangeError);
    expect(calls).toBe(1);
  });

  describe("over a database that refuses", () => {
    beforeAll(() => {
      configureDatabases({ databaseUrlMainnet: REFUSED, databaseUrlTestnet: REFUSED, queryTimeoutMs: 1_000 });
    });
    afterAll(() => closeDatabases());

    it("gets its placeholder from the api it hands the read, where the page's own api answers the 503 page", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect(await section("testnet", (api) => api.listBlocks({ limit: 1, offset: 0 }))).toBeNull();
      // The same read through the page's api is the whole page's 503, inside a section too.
      const page = explorerApi("testnet");
      await expect(page.listBlocks({ limit: 1, offset: 0 })).rejects.toMatchObject({ init: { status: 503 } });
      await expect(section("testnet", () => page.listBlocks({ limit: 1, offset: 0 }))).rejects.toMatchObject({ init: { status: 503 } });
    });

    it("answers each caller of a read the process shares in its own way, whoever started it", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      // The shell's sponsor label (a section) starts the pool label index; the
      // pool page's own read joins it before it fails: the page's 503, the
      // section's placeholder, never the raw failure (a 500) for either.
      const label = section("testnet", (api) => api.getStakePoolLabel("pool1x"));
      const pool = explorerApi("testnet").getStakePool("pool1x");
      await expect(pool).rejects.toMatchObject({ init: { status: 503 } });
      expect(await label).toBeNull();
      const started = explorerApi("testnet").getStakePool("pool1x");
      const joined = explorerApi("testnet", rethrowUnavailable).getStakePoolLabel("pool1x");
      await expect(joined).rejects.toBeInstanceOf(DataSourceUnavailableError);
      await expect(started).rejects.toMatchObject({ init: { status: 503 } });
    });
  });
});
