import { curlCommand, pagingText, streamCurlCommand, parameterType, shownAnswer, type ApiParameter, type ApiReferenceEntry, type ParameterSchema } from "../lib/pages/api-reference";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import type { Network } from "../lib/navigation/network";
import { eventId, retryHint, serializeEvent } from "../lib/live/events";
import { RECONNECT_MS } from "../lib/live/event-log";
import { explorerApi, liveTipSource } from "./explorer-api.server";
import { EVENT_STREAM_PATH, openApiDocument, openApiPath, type OperationExample } from "./openapi";
import { RESOURCES, resourcePath, type Resource } from "./resources";

// The /api page's content and the OpenAPI document's examples: each call of the
// document (so the page and the document cannot say different things), with a
// request that names real ids of the chain and the answer that request gets now.
// The answer is made by the request path's JSON answer (app/server/json-response.server.ts),
// which the route hands in: the description of the API sits below the server that answers it.

/** How a call is answered over HTTP: `answerResource` of app/server/json-response.server.ts. */
export type AnswerCall = (resource: Resource, values: Record<string, string>, request: Request) => Promise<Response>;

/** Shown answers stop after this many lines (a pool's detail runs to hundreds). */
const ANSWER_LINES = 40;

/** A request that names real ids of the chain now, with the route parameters it matches. */
export type Example = { curl: string; request: Request; values: Record<string, string> };

export async function resourceExample(resource: Resource, network: Network, origin: string): Promise<Example | null> {
  const api = explorerApi(network);
  const values: Record<string, string> = { network };
  for (const [name, rule] of Object.entries(resource.params)) {
    const value = await rule.example(api);
    if (value === null) return null;
    values[name] = value;
  }
  const query = resource.example?.query ? `?${resource.example.query}` : "";
  const url = `${origin}${resourcePath(resource, network, values)}${query}`;
  if (resource.method === "get") return { curl: curlCommand(url), request: new Request(url), values };
  const body = JSON.stringify(resource.example?.body ?? {});
  const request = new Request(url, { method: "POST", body, headers: { "Content-Type": "application/json" } });
  return { curl: curlCommand(url, body), request, values };
}

type LiveExample = { curl: string; operation: OperationExample; answer: { status: number; text: string } | null };

/** Each call's example made now, by operationId; a call the chain names nothing for has none. */
async function liveExamples(network: Network, origin: string, answerCall: AnswerCall): Promise<Map<string, LiveExample>> {
  const made = await Promise.all(
    RESOURCES.map(async (resource) => {
      const found = await resourceExample(resource, network, origin);
      if (!found) return null;
      const response = await answerCall(resource, found.values, found.request);
      const answer = { status: response.status, text: await response.text() };
      const operation: OperationExample = {
        values: found.values,
        query: new URL(found.request.url).searchParams,
        body: resource.example?.body,
        answer: answer.status === 200 ? JSON.parse(answer.text) : undefined,
      };
      return [resource.id, { curl: found.curl, operation, answer }] as const;
    }),
  );
  return new Map(made.filter((entry) => entry !== null));
}

const operationsOf = (examples: Map<string, LiveExample>) => Object.fromEntries([...examples].map(([id, { operation }]) => [id, operation]));

/**
 * /api/openapi.json: the document with the calls made on `network` now. Without
 * the data source it is still the document, without examples.
 */
export async function exampledOpenApiDocument(network: Network, origin: string, answerCall: AnswerCall): Promise<Record<string, unknown>> {
  try {
    return openApiDocument(origin, operationsOf(await liveExamples(network, origin, answerCall)));
  } catch (error) {
    if (error instanceof DataSourceUnavailableError) return openApiDocument(origin);
    throw error;
  }
}

type DocumentedOperation = { parameters: Array<Omit<ApiParameter, "type"> & { schema: ParameterSchema; example?: unknown }> };

/**
 * The live stream's entry: a curl that resumes one block before the tip, and
 * what it is sent now, the tip's `block` event (then the stream stays open).
 */
async function streamEntry(network: Network, origin: string, operation: DocumentedOperation & { summary: string }): Promise<ApiReferenceEntry> {
  const [tip, previous] = await liveTipSource(network)
    .newest(2)
    .catch(() => []);
  const path = EVENT_STREAM_PATH;
  const url = `${origin}${path.replace("{network}", network)}${previous ? `?since=${eventId(previous)}` : ""}`;
  return {
    id: "events",
    method: "GET",
    path,
    summary: operation.summary,
    paging: null,
    parameters: operation.parameters.map(({ schema, example: _example, ...parameter }) => ({ ...parameter, type: parameterType(schema) })),
    curl: streamCurlCommand(url),
    answer: tip && previous ? { status: 200, json: `${retryHint(RECONNECT_MS)}${serializeEvent({ type: "block", block: tip })}`.trimEnd() } : null,
  };
}

export async function apiReference(network: Network, origin: string, answerCall: AnswerCall): Promise<ApiReferenceEntry[]> {
  const examples = await liveExamples(network, origin, answerCall);
  const paths = openApiDocument(origin, operationsOf(examples)).paths as Record<string, Record<string, DocumentedOperation & { summary: string }>>;
  const stream = await streamEntry(network, origin, paths[EVENT_STREAM_PATH]!.get!);
  const calls = RESOURCES.map((resource) => {
    const path = openApiPath(resource);
    const operation = paths[path]![resource.method]!;
    const found = examples.get(resource.id);
    return {
      id: resource.id,
      method: resource.method.toUpperCase(),
      path,
      summary: resource.summary,
      paging: pagingText(resource.query.paging),
      parameters: operation.parameters.map(({ schema, example: _example, ...parameter }) => ({ ...parameter, type: parameterType(schema) })),
      curl: found?.curl ?? null,
      answer: found?.answer ? { status: found.answer.status, json: shownAnswer(found.answer.text, ANSWER_LINES) } : null,
    };
  });
  return [...calls, stream];
}
