#!/usr/bin/env node
// @ts-check
// Where a server's busy time went: a `node --cpu-prof` profile's self time by
// part of the stack (docs/performance-log.md, "Where a request's time goes").
//   node scripts/profile-summary.mjs server.cpuprofile [more.cpuprofile]
import { readFileSync } from "node:fs";

/** @type {Array<[string, (url: string, name: string) => boolean]>} */
const PARTS = [
  ["idle", (_url, name) => name === "(idle)"],
  ["garbage collection", (_url, name) => name === "(garbage collector)"],
  ["V8 and native (program)", (_url, name) => name === "(program)"],
  // Builtins without a script: socket writes (writev), the HTTP parser, string and JSON natives.
  ["native: socket writes, HTTP parsing, builtins", (url) => url === ""],
  ["compression (zlib)", (url) => /node:zlib|\/compression\//.test(url)],
  ["React rendering (react-dom/server)", (url) => /react-dom|\/react\//.test(url)],
  ["React Router", (url) => /react-router|@react-router/.test(url)],
  ["Express and its middleware", (url) => /\/(express|router|body-parser|send|serve-static|finalhandler|on-finished|debug|qs|mime|etag|fresh|vary|path-to-regexp|accepts|negotiator|type-is|content-type|depd|parseurl|encodeurl|escape-html|range-parser)\//.test(url)],
  ["data (postgres driver, PGlite)", (url) => /postgres|pglite|electric-sql/.test(url)],
  ["our code (the server build)", (url) => /build\/server\//.test(url)],
  ["our server (server.mjs, app/server/*.mjs)", (url) => /(^|\/)server\.mjs|app\/server\/[^/]+\.mjs/.test(url)],
  ["Node: HTTP, streams, web Request/Response", (url) => /^node:|undici|internal\//.test(url)],
];

for (const file of process.argv.slice(2)) {
  /** @type {{ nodes: Array<{ id: number, callFrame: { url: string, functionName: string } }>, samples: number[], timeDeltas: number[] }} */
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const partOf = new Map(profile.nodes.map((node) => [node.id, part(node.callFrame.url, node.callFrame.functionName)]));
  /** @type {Map<string, number>} */
  const micros = new Map();
  profile.samples.forEach((id, i) => {
    const name = partOf.get(id) ?? "other";
    micros.set(name, (micros.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const busy = [...micros].filter(([name]) => name !== "idle").reduce((sum, [, us]) => sum + us, 0);
  console.log(`${file}: ${(busy / 1e6).toFixed(1)} s busy of ${([...micros.values()].reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} s`);
  for (const [name, us] of [...micros].filter(([n]) => n !== "idle").sort((a, b) => b[1] - a[1])) {
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
  }
}

/**
 * @param {string} url
 * @param {string} name
 */
function part(url, name) {
  return PARTS.find(([, test]) => test(url, name))?.[0] ?? "other";
}
