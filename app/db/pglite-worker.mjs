// @ts-check
// One embedded PostgreSQL (PGlite) in a worker thread, served over the
// PostgreSQL wire protocol on a private unix socket, so the server's main thread
// never runs a query and talks to it through the same `postgres` driver as to a
// real PostgreSQL (ADR 003). Plain JavaScript: it runs as is under vitest, dev
// and the production server (the Dockerfile copies it next to the bundle).
//
// PGlite is one backend session, so this serves ONE connection at a time; a
// second connection waits until the first closes. Socket traffic and commands
// from the main thread run one after another through `serial`.
import { rmSync } from "node:fs";
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** @type {{ dataDir: string | null; socketPath: string; extensions: string[]; buffersMb: { sharedBuffers: number, maintenanceWorkMem: number } }} */
const { dataDir, socketPath, extensions, buffersMb } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

// What a PostgreSQL server would take from the startup message; PGlite ignores
// startup parameters, and DISCARD ALL resets them, so they are set here.
const SESSION = "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET bytea_output = 'hex'; SET IntervalStyle = 'postgres'";
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** @type {Record<string, unknown>} */
const loaded = {};
for (const name of extensions) {
  const module = await import(`@electric-sql/pglite/contrib/${name}`);
  loaded[name] = module[name];
}
// PostgreSQL's defaults size its buffers for a server of its own: PGlite touches all
// of shared_buffers (128 MB) at start, per network, and the pages of a demo chain
// fit in far less. The figures are part of the node's memory budget
// (app/lib/runtime/memory-budget.mjs, PGLITE_BUFFERS_MB; docs/performance.md, "Memory").
const BUFFERS = ["-c", `shared_buffers=${buffersMb.sharedBuffers}MB`, "-c", `maintenance_work_mem=${buffersMb.maintenanceWorkMem}MB`];
const pg = await PGlite.create(dataDir ?? undefined, {
  extensions: /** @type {any} */ (loaded),
  startParams: [...PGlite.defaultStartParams, ...BUFFERS],
});
await pg.exec(SESSION);

let tail = Promise.resolve();
/** Runs `task` after everything queued before it; PGlite must never interleave. */
function serial(/** @type {() => Promise<unknown>} */ task) {
  const result = tail.then(task);
  tail = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/** @type {net.Socket | null} */
let current = null;
/** @type {net.Socket[]} */
const waiting = [];

const server = net.createServer((socket) => {
  socket.on("error", () => socket.destroy());
  if (current) {
    socket.pause();
    waiting.push(socket);
    socket.once("close", () => {
      const index = waiting.indexOf(socket); // gave up waiting
      if (index >= 0) waiting.splice(index, 1);
    });
  } else {
    attach(socket);
  }
});
rmSync(socketPath, { force: true }); // left behind by a terminated predecessor
server.listen(socketPath, () => port.postMessage({ type: "ready" }));

function attach(/** @type {net.Socket} */ socket) {
  current = socket;
  let buffer = Buffer.alloc(0);
  let started = false;
  socket.on("data", (data) => {
    buffer = buffer.length === 0 ? data : Buffer.concat([buffer, data]);
    void serial(async () => {
      while (!socket.destroyed) {
        const length = messageLength(buffer, started);
        if (length === 0 || buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (!started) {
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST) {
            socket.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) {
            // No backend process to signal: the main thread restarts this worker instead.
            socket.destroy();
            return;
          }
          started = code === PROTOCOL_3;
        }
        try {
          await pg.execProtocolRawStream(new Uint8Array(message), {
            // The chunk is a view into PGlite's memory: copy before the socket buffers it.
            onRawData: (chunk) => socket.write(Buffer.from(chunk)),
          });
        } catch (error) {
          // PGlite itself failed (not an SQL error, which is an ErrorResponse):
          // drop the connection and let the main thread start a fresh worker.
          socket.destroy();
          port.postMessage({ type: "fatal", message: String(error) });
          return;
        }
      }
    });
  });
  socket.once("close", () => {
    void serial(async () => {
      // The next connection must not inherit this one's transaction, prepared
      // statements or settings: the session outlives the connection.
      if (pg.isInTransaction()) await pg.exec("ROLLBACK");
      await pg.exec("DISCARD ALL"); // alone: not allowed in a multi-statement (implicit transaction) string
      await pg.exec(SESSION);
    })
      .catch((error) => port.postMessage({ type: "fatal", message: String(error) }))
      .finally(() => {
        current = null;
        const next = waiting.shift();
        if (next) {
          attach(next);
          next.resume();
        }
      });
  });
}

/** Bytes of the next whole message: startup messages have no type byte. */
function messageLength(/** @type {Buffer} */ buffer, /** @type {boolean} */ started) {
  if (!started) return buffer.length >= 4 ? buffer.readInt32BE(0) : 0;
  return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : 0;
}

port.on("message", (/** @type {{ type: string; id: number; sql?: string; csv?: string }} */ command) => {
  const done = (/** @type {unknown} */ error) =>
    port.postMessage({ type: "done", id: command.id, ...(error === undefined ? {} : { error: errorFields(error) }) });
  if (command.type === "copy") {
    // Bulk load without the wire protocol (COPY FROM STDIN is not served here).
    const blob = new Blob([command.csv ?? ""]);
    void serial(() => pg.query(/** @type {string} */ (command.sql), [], { blob })).then(() => done(undefined), done);
  } else if (command.type === "close") {
    server.close();
    for (const socket of [current, ...waiting]) socket?.destroy();
    void serial(() => pg.close()).then(() => done(undefined), done).finally(() => {
      rmSync(socketPath, { force: true });
      port.close();
    });
  }
});

/** An error as plain data: the structured clone drops an Error's own fields. */
function errorFields(/** @type {any} */ error) {
  const fields = { message: String(error?.message ?? error) };
  for (const key of ["code", "detail", "hint", "position", "where", "schema", "table", "column"]) {
    if (error?.[key] !== undefined) Object.assign(fields, { [key]: error[key] });
  }
  return fields;
}
