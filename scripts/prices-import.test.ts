import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { averageByEpoch, epochRanges, parseArguments, parseMarketChart, parsePriceCsv, PriceInputError } from "./prices/core.mjs";
import { importPrices } from "./prices/database.mjs";
import { openEmptyPglite } from "../tests/support/test-chains.mjs";

// prices:import: the pure core (CSV, price service answer, epochs, averages)
// without a database; the database part on PGlite through the same SQL; the
// command itself as a child process for what it checks before connecting.
const DAY = 86_400_000;
const GENESIS = Date.parse("2024-01-01T00:00:00Z");
// Four epochs of five days with their first blocks a little after each boundary.
const STARTS = [0, 1, 2, 3].map((epoch) => ({ epoch, start: GENESIS + epoch * 5 * DAY + 20_000 }));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let dir: string;
let server: Server;
let serverUrl: string;
let answer: unknown;
let requests = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "prices-import-"));
  server = createServer((_request, response) => {
    requests += 1;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/coins/ada/market_chart`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("the price file", () => {
  it("reads epoch,usd and date,usd (either column order, blank lines skipped)", () => {
    const byEpoch = parsePriceCsv("epoch,usd\n10,0.25\n\n11,1.5\n", "a.csv");
    expect(byEpoch.epochPoints.map((p) => [p.epoch, p.units])).toEqual([
      [10, 250_000_000_000n],
      [11, 1_500_000_000_000n],
    ]);
    const byDate = parsePriceCsv("USD,Date\r\n0.3,2024-01-02\r\n", "b.csv");
    expect(byDate.datedPoints).toEqual([{ time: Date.parse("2024-01-02T00:00:00Z"), units: 300_000_000_000n }]);
  });

  it("names the line of what is malformed", () => {
    expect(() => parsePriceCsv("epoch,usd\n1,0.2\n2,abc\n", "p.csv")).toThrow(/^p\.csv:3: usd "abc"/);
    expect(() => parsePriceCsv("epoch,usd\n1,0.2,9\n", "p.csv")).toThrow(/^p\.csv:2: expected 2 columns/);
    expect(() => parsePriceCsv("date,usd\n2024-13-45,0.2\n", "p.csv")).toThrow(/^p\.csv:2: date/);
    expect(() => parsePriceCsv("\nday,price\n", "p.csv")).toThrow(/^p\.csv:2: the header/);
    expect(() => parsePriceCsv("epoch,usd\n-1,0.2\n", "p.csv")).toThrow(PriceInputError);
    expect(() => parsePriceCsv("epoch,usd\n1,-0.2\n", "p.csv")).toThrow(PriceInputError);
  });

  it("refuses networks other than mainnet and testnet, and needs an input", () => {
    expect(() => parseArguments(["--network", "preprod", "--database-url", "postgres://x/y", "--csv", "f"])).toThrow(/--network/);
    expect(() => parseArguments(["--network", "mainnet", "--database-url", "postgres://x/y"])).toThrow(/--csv/);
    expect(parseArguments(["--network", "testnet", "--database-url", "postgres://x/y", "--url", "http://h/p"])).toEqual({
      network: "testnet",
      databaseUrl: "postgres://x/y",
      csv: null,
      url: "http://h/p",
    });
  });
});

describe("epochs and averages", () => {
  it("maps each dated price to the epoch whose time holds it and averages exactly", () => {
    const dated = parsePriceCsv(
      `date,usd\n${iso(GENESIS + DAY)},0.1\n${iso(GENESIS + 2 * DAY)},0.1\n${iso(GENESIS + 3 * DAY)},0.2\n${iso(GENESIS + 6 * DAY)},0.5\n${iso(GENESIS - DAY)},9\n${iso(GENESIS + 40 * DAY)},9\n`,
      "d.csv",
    );
    const { prices, unplaced } = averageByEpoch(dated, STARTS);
    // (0.1 + 0.1 + 0.2) / 3 = 0.1333… → 8 places; the day before the first block and one after the last epoch have none.
    expect([...prices]).toEqual([
      [0, "0.13333333"],
      [1, "0.50000000"],
    ]);
    expect(unplaced).toBe(2);
  });

  it("lets a price given by epoch win over dated ones of the same epoch", () => {
    const { prices } = averageByEpoch(
      { epochPoints: parsePriceCsv("epoch,usd\n1,2\n", "e").epochPoints, datedPoints: parsePriceCsv(`date,usd\n${iso(GENESIS + 6 * DAY)},0.5\n`, "d").datedPoints },
      STARTS,
    );
    expect(prices.get(1)).toBe("2.00000000");
  });

  it("reads the market_chart shape and refuses anything else", () => {
    expect(parseMarketChart({ prices: [[GENESIS, 0.123456789012345]] }, "u")).toEqual([{ time: GENESIS, units: 123_456_789_012n }]);
    expect(() => parseMarketChart({ price: [] }, "u")).toThrow(/no "prices" array/);
    expect(() => parseMarketChart({ prices: [[GENESIS, "1"]] }, "u")).toThrow(/prices\[0\]/);
  });

  it("writes epoch lists as ranges", () => {
    expect(epochRanges([0, 1, 2, 5, 7, 8])).toBe("0–2, 5, 7–8");
  });
});

describe("the database part (PGlite, the command's SQL)", () => {
  it("upserts the averages, changes nothing on a re-run, and reports the epochs without a price", async () => {
    const { db, dispose } = openEmptyPglite("prime-prices-");
    try {
      await db.exec(`
        CREATE TABLE block (id serial PRIMARY KEY, epoch_no integer, time timestamp without time zone NOT NULL);
        CREATE SCHEMA explorer;
        CREATE TABLE explorer.epoch_price (epoch_no integer PRIMARY KEY, usd numeric(20,8) NOT NULL);`);
      for (const { epoch, start } of STARTS) {
        for (const offset of [0, DAY, 4 * DAY]) {
          await db.query("INSERT INTO block (epoch_no, time) VALUES ($1, $2::timestamptz AT TIME ZONE 'UTC')", [epoch, new Date(start + offset).toISOString()]);
        }
      }
      await db.query("INSERT INTO block (epoch_no, time) VALUES (NULL, $1::timestamptz AT TIME ZONE 'UTC')", [new Date(GENESIS - DAY).toISOString()]);
      const query = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows as Record<string, unknown>[];

      // Epoch 0 from the file by epoch; epoch 2 from the service, two points averaged.
      answer = { prices: [[GENESIS + 11 * DAY, 0.4], [GENESIS + 12 * DAY, 0.5]] };
      const response = await fetch(serverUrl);
      const points = {
        epochPoints: parsePriceCsv("epoch,usd\n0,0.25\n", "e.csv").epochPoints,
        datedPoints: parseMarketChart(await response.json(), serverUrl),
      };
      const first = await importPrices(query, points);
      expect(first).toEqual({ priced: 2, written: [0, 2], unplaced: 0, missing: [1, 3] });
      const stored = await query(`SELECT epoch_no AS "epoch", usd::text AS "usd" FROM explorer.epoch_price ORDER BY epoch_no`);
      expect(stored).toEqual([
        { epoch: 0, usd: "0.25000000" },
        { epoch: 2, usd: "0.45000000" },
      ]);

      const again = await importPrices(query, points);
      expect(again.written).toEqual([]);
      expect(await query(`SELECT epoch_no AS "epoch", usd::text AS "usd" FROM explorer.epoch_price ORDER BY epoch_no`)).toEqual(stored);

      const corrected = await importPrices(query, { epochPoints: parsePriceCsv("epoch,usd\n0,0.26\n3,1\n", "e.csv").epochPoints, datedPoints: [] });
      expect(corrected).toEqual({ priced: 2, written: [0, 3], unplaced: 0, missing: [1] });
    } finally {
      await dispose();
    }
  }, 60_000);
});

describe("the command", () => {
  const run = (args: string[]) =>
    new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(process.execPath, ["scripts/prices-import.mjs", ...args], { timeout: 30_000 }, (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stderr }),
      );
    });
  // Nothing listens here: the command must fail before it connects.
  const unreachable = "postgres://nobody@127.0.0.1:1/none";

  it("exits non-zero with the line number of a malformed file, before touching the database", async () => {
    const file = join(dir, "prices.csv");
    writeFileSync(file, "epoch,usd\n1,0.3\n2,0.4\n3,zero\n");
    const { code, stderr } = await run(["--network", "mainnet", "--database-url", unreachable, "--csv", file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}:4: usd "zero"`);
  });

  it("refuses a network other than mainnet or testnet", async () => {
    const { code, stderr } = await run(["--network", "preview", "--database-url", unreachable, "--csv", "x.csv"]);
    expect(code).toBe(2);
    expect(stderr).toContain("--network must be one of mainnet, testnet");
  });

  it("asks the price service and refuses an answer that is not the history shape", async () => {
    answer = { error: "rate limited" };
    const before = requests;
    const { code, stderr } = await run(["--network", "testnet", "--database-url", unreachable, "--url", serverUrl]);
    expect(requests).toBe(before + 1);
    expect(code).toBe(2);
    expect(stderr).toContain('no "prices" array');
  });
});
