// @ts-check
// The `postgres` driver's closed-socket defect (porsager/postgres 1066, 1154, 1208),
// reproduced without a database: a server that speaks just enough of the protocol
// to open connections, then closes them. Run as a child process (a crash here must
// not end the test runner):
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

const driverPath = process.argv[2];
if (!driverPath) throw new Error("usage: driver-closed-socket-repro.mjs <the driver's src/index.js>");
const { default: postgres } = await import(pathToFileURL(driverPath).href);

/** One backend message: its type byte, its length and its body. */
const message = (/** @type {string} */ type, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const READY = message("Z", Buffer.from("I"));
const STARTED = Buffer.concat([message("R", Buffer.alloc(4)), READY]);
// The answer to each frontend message of the extended and simple protocols: every
// statement succeeds and returns no rows.
const ANSWERS = /** @type {Record<string, Buffer>} */ ({
  P: message("1"),
  B: message("2"),
  D: Buffer.concat([message("t", Buffer.alloc(2)), message("n")]),
  E: message("C", Buffer.from("OK\0")),
  S: READY,
  Q: Buffer.concat([message("C", Buffer.from("OK\0")), READY]),
});

/** @type {net.Socket[]} */
const serverSides = [];
const server = net.createServer((socket) => {
  serverSides.push(socket);
  let started = false;
  let pending = Buffer.alloc(0);
  socket.on("data", (data) => {
    if (!started) {
      started = true;
      socket.write(STARTED);
      return;
    }
    pending = Buffer.concat([pending, data]);
    while (pending.length >= 5 && pending.length >= pending.readUInt32BE(1) + 1) {
      const type = String.fromCharCode(pending.readUInt8(0));
      pending = pending.subarray(pending.readUInt32BE(1) + 1);
      const answer = ANSWERS[type];
      if (answer) socket.write(answer);
    }
  });
  socket.on("error", () => {});
});
server.listen(0, "127.0.0.1");
await once(server, "listening");
const address = /** @type {net.AddressInfo} */ (server.address());

/** @type {net.Socket[]} */
const clientSides = [];
const options = {
  host: "127.0.0.1",
  port: address.port,
  max: 1,
  fetch_types: false,
  connect_timeout: 2,
  backoff: () => 0,
  onnotice: () => {},
  // The driver's own socket, kept so a case can close it from the client side.
  socket: async () => {
    const socket = net.connect(address.port, "127.0.0.1");
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

server.close();
console.log(JSON.stringify(results));
process.exit(0);
