import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainForSuite } from "../../tests/support/chain-under-test";
import { closeServer } from "../../tests/support/close-server";
import { cutNewestBlocks, replaySomeCutBlocks } from "../../tests/support/cut-blocks";
import { TEST_CHAIN_NOW } from "../../tests/support/test-chains.mjs";
import type { Db } from "../db/db.server";
import { inProcessTransport } from "../api/in-process.server";
import { contractTipSource, startTipWatch, type TipWatch } from "../api/tip-watch.server";
import { createEventStreams, eventStreamOf, type EventStreams } from "./event-streams.server";

// The live stream end to end on the test chain: the process's watch reads the
// chain's own tables while the test writes new blocks into them (the blocks cut
// off the chain's top at the start, arriving again one by one) and rolls it back,
// and clients on a real socket drop, reconnect with Last-Event-ID and count what
// they get.

const CUT = 8;

let db: Db;
let tip: number;
chainForSuite({ network: "mainnet", now: Date.parse(TEST_CHAIN_NOW), name: "live_stream" }, async (opened) => {
  db = opened;
  await cutNewestBlocks(db, CUT);
  tip = (await db.query<{ height: number }>(`SELECT max(block_no) AS height FROM block`))[0]!.height;
});

let server: Server;
let streams: EventStreams;
let watch: TipWatch | undefined;
let port: number;
beforeAll(async () => {
  const source = contractTipSource(() => inProcessTransport("mainnet", db));
  streams = createEventStreams({ max: 10, watch: (_network, deliver) => (watch = startTipWatch({ source, onEvents: deliver, intervalMs: 20 })) });
  server = createServer((req, res) => streams.answer(req, res, eventStreamOf(req)!, false));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  streams?.close();
  await closeServer(server);
});

type Event = { type: string; id: string | null; data: { height?: number; tip?: { height: number }; rolledBackFrom?: number } };
type Client = { events: Event[]; response: IncomingMessage; lastId: () => string | null };

/** An EventSource's reading of the stream: its events as they come, and the last id it saw. */
function connect(headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/networks/mainnet/events", headers }, (response) => {
      const events: Event[] = [];
      let lastId: string | null = null;
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const fields = new Map(buffer.slice(0, end).split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trimStart()]));
          buffer = buffer.slice(end + 2);
          if (fields.has("id")) lastId = fields.get("id")!;
          if (fields.has("event")) events.push({ type: fields.get("event")!, id: fields.get("id") ?? null, data: JSON.parse(fields.get("data")!) });
        }
      });
      resolve({ events, response, lastId: () => lastId });
    });
    req.on("error", reject);
    req.end();
  });
}

const blocksOf = (client: Client) => client.events.filter((event) => event.type === "block").map((event) => event.data.height);

/** Re-forks the chain above `height`: the blocks above it are replaced by as many with other hashes. */
async function forkAbove(height: number) {
  await db.exec(`
    CREATE TEMP TABLE fork AS SELECT * FROM block WHERE block_no > ${height};
    DELETE FROM block WHERE block_no > ${height};
    UPDATE fork SET hash = sha256(hash);
    INSERT INTO block SELECT * FROM fork;
    DROP TABLE fork;`);
}

describe("the live stream on the test chain", () => {
  it("announces each new block once, in order; a client that dropped for 3 blocks gets exactly those on reconnecting", async () => {
    const steady = await connect();
    const dropping = await connect();
    // The watch's first reading is what it announces new blocks against.
    await watch!.ready;
    await replaySomeCutBlocks(db, 1);
    await expect.poll(() => blocksOf(dropping), { timeout: 10_000 }).toEqual([tip + 1]);
    const lastSeen = dropping.lastId();
    expect(lastSeen).toMatch(new RegExp(`^${tip + 1}\\.[0-9a-f]{64}$`));
    dropping.response.destroy();

    for (let block = 0; block < 3; block += 1) await replaySomeCutBlocks(db, 1);
    await expect.poll(() => blocksOf(steady), { timeout: 10_000 }).toEqual([tip + 1, tip + 2, tip + 3, tip + 4]);

    const resumed = await connect({ "Last-Event-ID": lastSeen! });
    await expect.poll(() => blocksOf(resumed), { timeout: 10_000 }).toEqual([tip + 2, tip + 3, tip + 4]);
    // Each with the id a next reconnection would resume from, and nothing else.
    expect(resumed.events.map((event) => event.id?.split(".")[0])).toEqual([`${tip + 2}`, `${tip + 3}`, `${tip + 4}`]);
    expect(resumed.events.every((event) => event.type === "block")).toBe(true);
    resumed.response.destroy();
  });

  it("announces a rollback to the newest shared block, then the other fork's blocks; a client left on the old fork is reset", async () => {
    const watching = await connect();
    await expect.poll(() => streams.open()).toBeGreaterThan(0);
    await replaySomeCutBlocks(db, 1);
    await expect.poll(() => blocksOf(watching), { timeout: 10_000 }).toEqual([tip + 5]);
    const onOldFork = watching.lastId()!;

    await forkAbove(tip + 3);
    await expect.poll(() => watching.events.length, { timeout: 10_000 }).toBe(4);
    expect(watching.events.slice(1).map((event) => [event.type, event.data.tip?.height ?? event.data.height])).toEqual([
      ["rollback", tip + 3],
      ["block", tip + 4],
      ["block", tip + 5],
    ]);
    expect(watching.events[1]!.data.rolledBackFrom).toBe(tip + 5);
    expect(watching.events[3]!.id).not.toBe(onOldFork);

    const stale = await connect({ "Last-Event-ID": onOldFork });
    await expect.poll(() => stale.events.map((event) => event.type), { timeout: 10_000 }).toEqual(["reset"]);
    expect(stale.events[0]!.data.tip?.height).toBe(tip + 5);
  });
});
