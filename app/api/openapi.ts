import { z } from "zod";
import { NETWORKS } from "../lib/navigation/network";
import { RESOURCES, type Resource } from "./resources";
import { API_SCHEMAS, ApiError, LiveBlock, LiveEpochEvent, LiveResetEvent, LiveRollbackEvent, schemaDescription } from "../lib/domain/schemas";
import type { LiveEvent } from "../lib/live/events";

// The OpenAPI 3.1 document of the JSON API, generated from the resource table
// and its schemas (served at /api/openapi.json; the /api page reads it too).

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/**
 * A call made on the chain now (app/api/api-reference.server.ts): the path's
 * values, the query, the body of a POST, and its answer's JSON when it was a 200.
 */
export type OperationExample = { values: Record<string, string>; query: URLSearchParams; body?: unknown; answer: unknown };

// The answers are public chain data and the API takes no credentials; the code is the project's own.
const LICENSE = { name: "Proprietary" };

const ref = (schema: z.ZodType): JsonSchema => {
  const id = API_SCHEMAS.get(schema)?.id;
  if (!id) throw new Error("an answer's schema must be named (app/lib/domain/schemas.ts)");
  return { $ref: `#/components/schemas/${id}` };
};

/** A parameter's schema as a request takes it (its default shown, so not required). */
function inline(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input" }) as JsonSchema;
  return rest;
}

function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(API_SCHEMAS, { uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => {
      return [id, { description: schemaDescription(id), ...schema }];
    }),
  );
}

/** `blocks/:id` → `/api/networks/{network}/blocks/{id}`. */
export const openApiPath = (resource: Resource): string => `/api/networks/{network}/${resource.path.replace(/:(\w+)/g, "{$1}")}`;

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref(ApiError) } } });

/** A value of the example's URL as its parameter's schema types it (`limit=2` is the integer 2). */
function exampleValue(schema: JsonSchema, text: string | null | undefined): { example?: unknown } {
  if (text === null || text === undefined) return {};
  return { example: schema.type === "integer" || schema.type === "number" ? Number(text) : text };
}

const canBe400 = (resource: Resource) =>
  resource.query.parameters.length > 0 || resource.body !== undefined || Object.values(resource.params).some((rule) => rule.malformed === 400);

function operation(resource: Resource, example: OperationExample | undefined): Operation {
  const networkSchema = { type: "string", enum: [...NETWORKS] };
  const parameters = [
    { name: "network", in: "path", required: true, description: "The network.", schema: networkSchema, ...exampleValue(networkSchema, example?.values.network) },
    ...Object.entries(resource.params).map(([name, rule]) => {
      const schema = inline(rule.schema);
      return { name, in: "path", required: true, description: rule.description, schema, ...exampleValue(schema, example?.values[name]) };
    }),
    ...resource.query.parameters.map((parameter) => {
      const schema = inline(parameter.schema);
      return {
        name: parameter.name,
        in: "query",
        required: parameter.required ?? false,
        description: parameter.description,
        schema,
        ...exampleValue(schema, example?.query.get(parameter.name)),
      };
    }),
  ];
  const answered = example?.answer === undefined ? {} : { example: example.answer };
  return {
    operationId: resource.id,
    summary: resource.summary,
    ...(resource.query.paging ? { "x-paging": resource.query.paging } : {}),
    parameters,
    ...(resource.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref(resource.body.schema), ...(example?.body === undefined ? {} : { example: example.body }) } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: `${resource.summary}. Cache-Control: public, max-age=${resource.cacheSeconds}.`,
        content: { "application/json": { schema: ref(resource.response), ...answered } },
      },
      ...(canBe400(resource) ? { "400": errorResponse("A parameter or the body is malformed; the message names it.") } : {}),
      "404": errorResponse(resource.missing ?? "The network is unknown, or the path names nothing."),
      ...(resource.body ? { "405": errorResponse(`Only ${resource.method.toUpperCase()}.`), "413": errorResponse("The body is too large.") } : {}),
      "503": errorResponse("The data source is unavailable; Retry-After says when to try again."),
    },
  };
}

/** The live stream's path: answered by the request path before the JSON calls (app/server/event-streams.server.ts). */
export const EVENT_STREAM_PATH = "/api/networks/{network}/events";

/** Each event type's data schema, as the stream's description lists them. */
const EVENT_DATA: Record<LiveEvent["type"], z.ZodType> = {
  block: LiveBlock,
  epoch: LiveEpochEvent,
  rollback: LiveRollbackEvent,
  reset: LiveResetEvent,
};

/** The live stream (issue 44): Server-Sent Events, its event types and each one's data schema. */
function streamOperation(): Operation {
  const networkSchema = { type: "string", enum: [...NETWORKS] };
  const position = { type: "string", pattern: "^[0-9]+\\.[0-9a-f]{64}$" };
  return {
    operationId: "events",
    summary: "The chain as it moves: a live stream of new blocks, epochs and rollbacks",
    description:
      "Server-Sent Events (text/event-stream). Each event's `event:` field is its type and its `data:` one line of JSON, whose schema `x-events` names by type: " +
      "`block` for each new tip block, `epoch` after the block that opened an epoch, `rollback` when the tip goes back (the other fork's blocks follow as `block` events), " +
      "`reset` when the server cannot say what a client missed (read everything again). Each event's `id:` is `<height>.<hash>` of the block it leaves the client at: " +
      "a client that reconnects with `Last-Event-ID` (EventSource does) is sent exactly the blocks it missed, in order, from any node, up to 64 blocks back; past that a `reset`. " +
      "A comment line (`: ping`) comes every 15 s, and `retry:` says how soon to reconnect (3 s; 0.5 to 1.5 s when a node shuts down, so that the client resumes on another). " +
      "Never cached, never compressed.",
    parameters: [
      { name: "network", in: "path", required: true, description: "The network.", schema: networkSchema },
      {
        name: "since",
        in: "query",
        required: false,
        description: "The block a page's data was read at (`<height>.<hash>`): the blocks after it are sent first, as for Last-Event-ID.",
        schema: position,
      },
      { name: "Last-Event-ID", in: "header", required: false, description: "The id of the last event received; wins over `since`.", schema: position },
    ],
    responses: {
      "200": {
        description: "The stream, open until the client or the server ends it.",
        content: {
          "text/event-stream": {
            schema: { type: "string" },
            "x-events": Object.fromEntries(Object.entries(EVENT_DATA).map(([type, schema]) => [type, ref(schema)])),
          },
        },
      },
      "404": errorResponse("The network is unknown."),
      "503": {
        description: "The node holds MAX_EVENT_STREAMS streams already, or is shutting down: Retry-After says when to try again (another node may answer at once).",
        content: { "text/plain": { schema: { type: "string" } } },
      },
    },
  };
}

/**
 * The whole document; `serverUrl` is where the reader reached us, `examples`
 * (by operationId) the calls made on the chain now, written into each call's
 * parameters, body and answer.
 */
export function openApiDocument(serverUrl: string, examples: Readonly<Record<string, OperationExample>> = {}): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const resource of RESOURCES) (paths[openApiPath(resource)] ??= {})[resource.method] = operation(resource, examples[resource.id]);
  paths[EVENT_STREAM_PATH] = { get: streamOperation() };
  return {
    openapi: "3.1.0",
    info: {
      title: "Prime Explorer API",
      version: "1",
      description:
        "The read-only JSON API of the Prime Explorer, the same calls its pages use. Chain quantities are DFM (1 AP3X = 1,000,000 DFM) as decimal strings; times ISO 8601 in UTC; hashes lower-case hex. It is public: no call takes credentials.",
      license: LICENSE,
    },
    servers: [{ url: serverUrl }],
    // Public: no call needs credentials (an empty requirement list, not an absent one).
    security: [],
    paths,
    components: { schemas: components() },
  };
}
