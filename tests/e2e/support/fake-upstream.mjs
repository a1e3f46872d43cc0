// @ts-check
// A stand-in for an existing explorer API of the spec §7 shape, so the http
// transport and the loaded screens can be tested without a chain database.
import { createServer } from "node:http";
import { PROTOCOL_PARAMETERS } from "./upstream-fixtures.mjs";

const port = Number(process.argv[2] ?? 3219);

// UPSTREAM_DELAY_MS makes every answer slow, to hold requests in flight.
const delayMs = Number(process.env.UPSTREAM_DELAY_MS ?? 0);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://upstream");
  if (url.pathname === "/healthz") return send(response, 200, { ok: true });
  if (delayMs > 0) return void setTimeout(() => answer(url, response), delayMs);
  answer(url, response);
});

/**
 * @param {URL} url
 * @param {import("node:http").ServerResponse} response
 */
function answer(url, response) {
  const match = /^\/api\/networks\/(mainnet|testnet)\/protocol-parameters$/.exec(url.pathname);
  if (match) return send(response, 200, PROTOCOL_PARAMETERS[/** @type {"mainnet" | "testnet"} */ (match[1])]);
  // A block of another shape: the explorer must refuse it (its 503), not render it.
  if (/^\/api\/networks\/mainnet\/blocks\/[^/]+$/.test(url.pathname)) return send(response, 200, { height: "tall", hash: 7 });
  return send(response, 404, { error: "Not found" });
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function send(response, status, body) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
