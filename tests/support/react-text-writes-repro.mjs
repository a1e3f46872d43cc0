// @ts-check
// React's Node server renderer (production build) against its renderer for web
// streams ("edge"), on one page: text to escape, characters of two to four bytes,
// more than one write's worth of rows, and a Suspense part that streams in later.
// Run as a child process with NODE_ENV=production (the production builds need
// React's production build; tests run the development one):
//
//   NODE_ENV=production node tests/support/react-text-writes-repro.mjs <react-dom-server.node.production.js>
//
// Prints one JSON line: whether both wrote the same bytes, and what the Node
// renderer handed its destination (text or byte views, how many writes).
import { createRequire } from "node:module";

const nodeBuild = process.argv[2];
if (!nodeBuild) throw new Error("usage: react-text-writes-repro.mjs <react-dom-server.node.production.js>");
const require = createRequire(import.meta.url);
const { createElement, Suspense, use } = require("react");
const node = require(nodeBuild);
const edge = require("react-dom/server.edge");

const laterText = `later ☃ ${"x".repeat(20_000)}`;

/** @param {{ later: Promise<string> }} props */
function Page({ later }) {
  const rows = Array.from({ length: 400 }, (_, index) =>
    createElement(
      "tr",
      { key: index, className: `row-${index}` },
      createElement("td", null, `café ✓ 𝔸 ${index}`),
      createElement("td", { "data-note": `<&>"${index}` }, String(index * 1.5)),
    ),
  );
  const body = createElement(
    "body",
    null,
    createElement("table", null, createElement("tbody", null, rows)),
    createElement(Suspense, { fallback: createElement("p", null, "Loading…") }, createElement(Later, { later })),
  );
  return createElement("html", null, body);
}

/** @param {{ later: Promise<string> }} props */
function Later({ later }) {
  return createElement("div", null, use(later));
}

function deferred() {
  /** @type {(text: string) => void} */
  let settle = () => {};
  const promise = new Promise((resolve) => (settle = resolve));
  return { promise, resolve: () => settle(laterText) };
}

/** @returns {Promise<Array<string | Uint8Array>>} */
async function renderNode() {
  const later = deferred();
  /** @type {Array<string | Uint8Array>} */
  const writes = [];
  await new Promise((done, fail) => {
    const destination = {
      write: (/** @type {string | Uint8Array} */ chunk) => writes.push(chunk) > 0,
      end: () => done(undefined),
      destroy: (/** @type {unknown} */ error) => fail(error),
      on: () => destination,
    };
    const stream = node.renderToPipeableStream(createElement(Page, { later: later.promise }), {
      onShellReady() {
        stream.pipe(destination);
        setTimeout(later.resolve, 5);
      },
      onError: fail,
    });
  });
  return writes;
}

async function renderEdge() {
  const later = deferred();
  const stream = await edge.renderToReadableStream(createElement(Page, { later: later.promise }));
  setTimeout(later.resolve, 5);
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const [writes, expected] = await Promise.all([renderNode(), renderEdge()]);
const written = Buffer.concat(writes.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)));
console.log(
  JSON.stringify({
    same: written.equals(expected),
    bytes: written.length,
    streamedPart: written.includes(laterText),
    writes: writes.length,
    text: writes.every((chunk) => typeof chunk === "string"),
  }),
);
