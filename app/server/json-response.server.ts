import { rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import { answerDepth, ifNoneMatchHits, publicCacheControl, strongTag, type TipPosition } from "../lib/http/http-cache";
import { parseNetwork, type Network } from "../lib/navigation/network";
import { approximateBytes } from "../lib/runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../lib/runtime/memory-budget.mjs";
import { createProcessCache } from "../lib/runtime/process-cache";
import { notModifiedHeaders } from "./not-modified.server";
import { validatorTip } from "../api/data-tip.server";
import { digest } from "./validators.server";
import { readBodyText } from "./request-body.server";
import { errorAnswer, INTERNAL_ERROR } from "../api/error-answer.server";
import { explorerApi } from "../api/explorer-api.server";
import type { Resource } from "../api/resources";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8" };
// Off-chain data (pool metadata, relay locations) changes without a block: a kept answer is read again after this.
const ANSWER_TTL_MS = 60_000;

type WrittenAnswer = { text: string; etag: string; headers: Record<string, string> };

// A GET's answer, written once per tip: a call asked again before the next block
// is answered from here, without a query (keyed by its call, path and query; a 404 too).
// Bounded by bytes as well: one answer is up to a hundred rows (MAX_LIST_LIMIT).
const answers = createProcessCache<WrittenAnswer | null>({
  ttlMs: ANSWER_TTL_MS,
  maxEntries: CACHE_BOUNDS.jsonAnswers.entries,
  maxBytes: () => CACHE_BOUNDS.jsonAnswers.bytes,
  sizeOf: approximateBytes,
});

function tipKeptAnswer(
  resource: Resource,
  network: Network,
  params: Record<string, string | undefined>,
  search: string,
  input: Record<string, unknown>,
  read: () => Promise<unknown>,
): Promise<WrittenAnswer | null> {
  return validatorTip(network).then((tip) => {
    const write = async () => writtenAnswer(resource, input, await read(), tip);
    if (!tip) return write();
    const key = `${network}:${resource.id}:${JSON.stringify(params)}${search}`;
    return answers.get(key, write, { stamp: tip.hash });
  });
}

/** The JSON text of a 200 with its strong validator and its Cache-Control by depth; null: a 404. */
function writtenAnswer(resource: Resource, input: Record<string, unknown>, body: unknown, tip: TipPosition | null): WrittenAnswer | null {
  if (body === null || body === undefined) return null;
  const text = JSON.stringify(body);
  const depth = answerDepth(tip !== null && resource.settled?.(input as never, body as never, tip) === true, body);
  const etag = strongTag(digest(text));
  return {
    text,
    etag,
    headers: {
      ...JSON_HEADERS,
      "Cache-Control": publicCacheControl(depth, resource.cacheSeconds),
      ETag: etag,
    },
  };
}

/** An answer before it is a Response: the lean path writes it to the socket as it is. */
export type PlainAnswer = { status: number; headers: Record<string, string>; body: string | null };

/** What a call needs of its request; `bodyText` is null when the body is too large. */
export type ResourceRequest = { method: string; url: URL; ifNoneMatch: string | null; bodyText: () => Promise<string | null> };

function json(body: unknown, status: number, headers: Record<string, string> = {}): PlainAnswer {
  return { status, headers: { ...JSON_HEADERS, "Cache-Control": "no-store", ...headers }, body: JSON.stringify(body) };
}

// A body larger than this is no request of ours; it is refused before it is parsed.
const MAX_BODY_BYTES = 4096;
// What is read and dropped of a refused body, so the connection closes cleanly after the 413.
const DRAIN_BODY_BYTES = 64 * 1024;

/**
 * One call of the resource table: the network is checked (unknown → 404), the
 * path, query and body are parsed by the resource's rules before any query
 * (a ParamError: 400 or 404), a call that answers nothing is a 404, an
 * unavailable data source 503 with Retry-After, and anything else a 500 that
 * names no internals.
 */
export async function plainResourceAnswer(resource: Resource, params: Record<string, string | undefined>, request: ResourceRequest): Promise<PlainAnswer> {
  const method = resource.method.toUpperCase();
  if (request.method !== method && !(method === "GET" && request.method === "HEAD")) {
    return json({ error: `Use ${method}` }, 405, { Allow: method });
  }
  const network = parseNetwork(params.network);
  if (!network) return json({ error: "Unknown network: use mainnet or testnet" }, 404);
  const missing = resource.missing ?? "Not found";
  if (resource.networks && !resource.networks.only.includes(network)) return json({ error: resource.networks.message }, 404);
  try {
    const input: Record<string, unknown> = { query: resource.query.parse(request.url.searchParams), body: undefined };
    for (const [name, rule] of Object.entries(resource.params)) input[name] = rule.parse(params[name], network);
    if (resource.body) {
      const text = await request.bodyText();
      // The connection closes after this answer (what is left of the body is not worth reading).
      if (text === null) return json({ error: "The body is too large" }, 413, { Connection: "close" });
      input.body = resource.body.parse(text);
    }
    const read = () => resource.answer(explorerApi(network, rethrowUnavailable), input as never);
    const answer =
      resource.method === "get"
        ? await tipKeptAnswer(resource, network, params, request.url.search, input, read)
        : await writtenAnswer(resource, input, await read(), null);
    if (!answer) return json({ error: missing }, 404);
    if (ifNoneMatchHits(request.ifNoneMatch, answer.etag)) return { status: 304, headers: notModifiedHeaders(answer.headers), body: null };
    return { status: 200, headers: answer.headers, body: answer.text };
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return json({ error: answer.message }, answer.status, answer.headers);
    console.error(error);
    return json({ error: INTERNAL_ERROR }, 500);
  }
}

/** The same call as a Response, for React Router's route module and the tests. */
export async function answerResource(resource: Resource, params: Record<string, string | undefined>, request: Request): Promise<Response> {
  const answer = await plainResourceAnswer(resource, params, {
    method: request.method,
    url: new URL(request.url),
    ifNoneMatch: request.headers.get("If-None-Match"),
    bodyText: () => readBodyText(request, MAX_BODY_BYTES, DRAIN_BODY_BYTES),
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
