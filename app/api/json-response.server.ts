import { rethrowUnavailable } from "../lib/data-source-unavailable";
import { parseNetwork } from "../lib/network";
import { readBodyText } from "./request-body.server";
import { errorAnswer, INTERNAL_ERROR } from "./error-answer.server";
import { explorerApi } from "./explorer-api.server";
import type { Resource } from "./resources";

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

// A body larger than this is no request of ours; it is refused before it is parsed.
const MAX_BODY_BYTES = 4096;

/**
 * One call of the resource table: the network is checked (unknown → 404), the
 * path, query and body are parsed by the resource's rules before any query
 * (a ParamError: 400 or 404), a call that answers nothing is a 404, an
 * unavailable data source 503 with Retry-After, and anything else a 500 that
 * names no internals.
 */
export async function answerResource(resource: Resource, params: Record<string, string | undefined>, request: Request): Promise<Response> {
  const method = resource.method.toUpperCase();
  if (request.method !== method && !(method === "GET" && request.method === "HEAD")) {
    return json({ error: `Use ${method}` }, 405, { Allow: method });
  }
  const network = parseNetwork(params.network);
  if (!network) return json({ error: "Unknown network: use mainnet or testnet" }, 404);
  const missing = resource.missing ?? "Not found";
  if (resource.networks && !resource.networks.only.includes(network)) return json({ error: resource.networks.message }, 404);
  try {
    const input: Record<string, unknown> = { query: resource.query.parse(new URL(request.url).searchParams), body: undefined };
    for (const [name, rule] of Object.entries(resource.params)) input[name] = rule.parse(params[name], network);
    if (resource.body) {
      const text = await readBodyText(request, MAX_BODY_BYTES);
      if (text === null) return json({ error: "The body is too large" }, 413);
      input.body = resource.body.parse(text);
    }
    const body = await resource.answer(explorerApi(network, rethrowUnavailable), input as never);
    if (body === null || body === undefined) return json({ error: missing }, 404);
    return json(body, 200, { "Cache-Control": `public, max-age=${resource.cacheSeconds}` });
  } catch (error) {
    const answer = errorAnswer(error);
    if (answer) return json({ error: answer.message }, answer.status, answer.headers);
    console.error(error);
    return json({ error: INTERNAL_ERROR }, 500);
  }
}
