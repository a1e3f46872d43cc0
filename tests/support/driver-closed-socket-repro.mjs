// @ts-check
// The `postgres` driver's closed-socket defect (porsager/postgres 1066, 1154, 1208),
// reproduced without a database: a server that speaks just enough of the protocol
// to open connections (wire-protocol-stub.mjs), which this repro then closes. Run
// as a child process (a crash here must not end the test runner):
//
//   node tests/support/driver-closed-socket-repro.mjs <the driver's src/index.js>
//
// A reserved connection whose server went away is asked one more small statement
// (a statement-timeout reset after a failure does exactly this): the driver
// queues the write for setImmediate on a connection with no socket. Prints one
// JSON line with what the statement got and whether the pool serves again after;
// unpatched, the process ends with the driver's TypeError instead.
import net from "node:net";
import { once } from "node:events";
import { pathToFileURL } from "node:url";
import { startWireProtocolStub } from "./wire-protocol-stub.mjs";

const driverPath = process.argv[2];
if (!driverPath) throw new Error("usage: driver-closed-socket-repro.mjs <the driver's src/index.js>");
const { default: postgres } = await import(pathToFileURL(driverPath).href);

const { port, serverSides, close } = await startWireProtocolStub();

/** @type {net.Socket[]} */
const clientSides = [];
const options = {
  host: "127.0.0.1",
  port,
  max: 1,
  fetch_types: false,
  connect_timeout: 2,
  backoff: () => 0,
  onnotice: () => {},
  // The driver's own socket, kept so a case can close it from the client side.
  socket: async () => {
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    clientSides.push(socket);
    return socket;
  },
};

/** @param {Promise<unknown>} promise @param {number} ms */
function settle(promise, ms) {
  return Promise.race([
    promise.then(
      () => "resolved",
      (/** @type {any} */ error) => `rejected ${error?.code ?? error?.message}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve("pending"), ms)),
  ]);
}

/** @type {Record<string, unknown>} */
const results = {};

const sql = postgres(options);
await sql.unsafe("SELECT 1");
const reserved = await sql.reserve();
const closed = once(/** @type {net.Socket} */ (clientSides.at(-1)), "close");
serverSides.at(-1)?.destroy();
await closed;
results.statement = await settle(reserved.unsafe("SET statement_timeout = 0"), 500);
reserved.release();
// The pool's one connection must not stay dead after it went back to the pool.
const next = [];
for (let i = 0; i < 3; i++) next.push(await settle(sql.unsafe("SELECT 1"), 1_000));
results.afterwards = next;
await sql.end({ timeout: 0 });

close();
console.log(JSON.stringify(results));
process.exit(0);
