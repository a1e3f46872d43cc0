// @ts-check
// A PostgreSQL server that speaks just enough of the wire protocol for the
// `postgres` driver's repros: it opens every connection without a password and
// answers every statement, simple or extended, with success and no rows. It
// keeps the server side of each connection so a repro can close one.
import net from "node:net";
import { once } from "node:events";

/** One backend message: its type byte, its length and its body. */
const message = (/** @type {string} */ type, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const READY = message("Z", Buffer.from("I"));
const STARTED = Buffer.concat([message("R", Buffer.alloc(4)), READY]);
// The answer to each frontend message of the extended and simple protocols.
const ANSWERS = /** @type {Record<string, Buffer>} */ ({
  P: message("1"),
  B: message("2"),
  D: Buffer.concat([message("t", Buffer.alloc(2)), message("n")]),
  E: message("C", Buffer.from("OK\0")),
  S: READY,
  Q: Buffer.concat([message("C", Buffer.from("OK\0")), READY]),
});

/** Starts the stub on a free port of 127.0.0.1. */
export async function startWireProtocolStub() {
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
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      /** @type {Buffer[]} */
      const answers = [];
      while (pending.length >= 5 && pending.length >= pending.readUInt32BE(1) + 1) {
        const answer = ANSWERS[String.fromCharCode(pending.readUInt8(0))];
        if (answer) answers.push(answer);
        pending = pending.subarray(pending.readUInt32BE(1) + 1);
      }
      if (answers.length) socket.write(Buffer.concat(answers));
    });
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  return { port, serverSides, close: () => server.close() };
}
