// @ts-check
// The `postgres` driver's connection queues under sustained load, measured
// without a database (wire-protocol-stub.mjs answers every statement at once, so
// the driver's own work is all there is to see). Run as a child process:
//
//   node tests/support/driver-queue-throughput-repro.mjs <the driver's src/index.js> [windows] [queries per window]
//
// The load: a pool of 10, 8 loops each awaiting three statements in
// parallel. A sixth of a window first warms the JIT; then prints one JSON line
// with each window's queries per second of wall time and per second of this
// process's CPU time. CPU time is the figure that holds on a busy machine, where
// wall time also counts the time other processes had the cores; a window's CPU
// figure is that of its fastest sixth, since another process on the machine can
// only make a stretch slower. Last, the pool that served every window and a new
// pool take turns, a stretch each: the aged pool's rate against the new one's is
// the figure a busy machine cannot move, since its load weighs on both alike.
// Beside the rates, the work itself, counted rather than timed: the queue slots
// the driver's searches pass over per query (Array indexOf: in the driver only its
// queues' remove() calls it), which no load on the machine can change.
import { pathToFileURL } from "node:url";
import { startWireProtocolStub } from "./wire-protocol-stub.mjs";

const [driverPath, windowsArg = "4", perWindowArg = "30000"] = process.argv.slice(2);
if (!driverPath) throw new Error("usage: driver-queue-throughput-repro.mjs <the driver's src/index.js> [windows] [queries per window]");
const { default: postgres } = await import(pathToFileURL(driverPath).href);

const stub = await startWireProtocolStub();

// Slots passed over by every array search from here on: the driver's queue.remove().
let slotsScanned = 0;
const indexOf = Array.prototype.indexOf;
/**
 * @this {unknown[]}
 * @param {unknown} item
 * @param {number} [from]
 */
Array.prototype.indexOf = function countedIndexOf(item, from = 0) {
  const at = indexOf.call(this, item, from);
  slotsScanned += (at === -1 ? this.length : at + 1) - Math.max(0, from);
  return at;
};
/** A pool of the size on the stub. */
const pool = () => postgres({ host: "127.0.0.1", port: stub.port, max: 10, fetch_types: false, onnotice: () => {} });
const LOOPS = 8;
const STRETCHES = 6;
const perStretch = Math.ceil(Number(perWindowArg) / STRETCHES);

/**
 * `perStretch` queries under the load on `sql`; their count, wall seconds and CPU seconds.
 * @param {ReturnType<typeof pool>} sql
 */
async function stretch(sql) {
  let queries = 0;
  const scannedBefore = slotsScanned;
  const wallStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (queries < perStretch) {
        queries += 3;
        await Promise.all([sql`select 1`, sql`select 2`, sql`select 3`]);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuStarted);
  return { queries, wallSeconds: (performance.now() - wallStarted) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, slots: slotsScanned - scannedBefore };
}

/** @param {{ queries: number, slots: number }[]} stretches */
const slotsPerQuery = (stretches) => stretches.reduce((sum, s) => sum + s.slots, 0) / stretches.reduce((sum, s) => sum + s.queries, 0);

/** @param {{ queries: number, cpuSeconds: number }[]} stretches */
const fastest = (stretches) => Math.round(Math.max(...stretches.map((s) => s.queries / s.cpuSeconds)));

const aged = pool();
await stretch(aged); // the JIT's warm-up
const windows = [];
for (let window = 0; window < Number(windowsArg); window++) {
  const stretches = [];
  for (let i = 0; i < STRETCHES; i++) stretches.push(await stretch(aged));
  const queries = stretches.reduce((sum, s) => sum + s.queries, 0);
  const wallSeconds = stretches.reduce((sum, s) => sum + s.wallSeconds, 0);
  windows.push({ queries, perSecond: Math.round(queries / wallSeconds), perCpuSecond: fastest(stretches), slotsPerQuery: slotsPerQuery(stretches) });
}
// The pool that served every window against a new one, stretch by stretch in
// turn: the machine's load at the end weighs on both alike.
const fresh = pool();
const agedTurns = [];
const freshTurns = [];
for (let i = 0; i < STRETCHES; i++) {
  agedTurns.push(await stretch(aged));
  freshTurns.push(await stretch(fresh));
}
await Promise.all([aged.end({ timeout: 0 }), fresh.end({ timeout: 0 })]);
stub.close();
console.log(
  JSON.stringify({
    windows,
    agedPerCpuSecond: fastest(agedTurns),
    freshPerCpuSecond: fastest(freshTurns),
    agedSlotsPerQuery: slotsPerQuery(agedTurns),
    freshSlotsPerQuery: slotsPerQuery(freshTurns),
  }),
);
