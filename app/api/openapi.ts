import { z } from "zod";
import { NETWORKS } from "../lib/network";
import { RESOURCES, type Resource } from "./resources";
import { API_SCHEMAS, ApiError, schemaDescription } from "./schemas";

// The OpenAPI 3.1 document of the JSON API, generated from the resource table
// and its schemas (served at /api/openapi.json; the /api page reads it too).

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const ref = (schema: z.ZodType): JsonSchema => {
  const id = API_SCHEMAS.get(schema)?.id;
  if (!id) throw new Error("an answer's schema must be named (app/api/schemas.ts)");
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

function operation(resource: Resource): Operation {
  const parameters = [
    { name: "network", in: "path", required: true, description: "The network.", schema: { type: "string", enum: [...NETWORKS] } },
    ...Object.entries(resource.params).map(([name, rule]) => ({ name, in: "path", required: true, description: rule.description, schema: inline(rule.schema) })),
    ...resource.query.parameters.map((parameter) => ({
      name: parameter.name,
      in: "query",
      required: parameter.required ?? false,
      description: parameter.description,
      schema: inline(parameter.schema),
    })),
  ];
  return {
    operationId: resource.id,
    summary: resource.summary,
    ...(resource.query.paging ? { "x-paging": resource.query.paging } : {}),
    parameters,
    ...(resource.body
      ? { requestBody: { required: true, content: { "application/json": { schema: ref(resource.body.schema) } } } }
      : {}),
    responses: {
      "200": {
        description: `${resource.summary}. Cache-Control: public, max-age=${resource.cacheSeconds}.`,
        content: { "application/json": { schema: ref(resource.response) } },
      },
      ...(resource.query.parameters.length > 0 || resource.body ? { "400": errorResponse("A query parameter or the body is malformed; the message names it.") } : {}),
      "404": errorResponse(resource.missing ?? "The network is unknown, or the path names nothing."),
      ...(resource.body ? { "405": errorResponse(`Only ${resource.method.toUpperCase()}.`), "413": errorResponse("The body is too large.") } : {}),
      "503": errorResponse("The data source is unavailable; Retry-After says when to try again."),
    },
  };
}

/** The whole document; `serverUrl` is where the reader reached us. */
export function openApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const resource of RESOURCES) (paths[openApiPath(resource)] ??= {})[resource.method] = operation(resource);
  return {
    openapi: "3.1.0",
    info: {
      title: "Prime Explorer API",
      version: "1",
      description:
        "The read-only JSON API of the Prime Explorer, the same calls its pages use. Chain quantities are DFM (1 AP3X = 1,000,000 DFM) as decimal strings; times ISO 8601 in UTC; hashes lower-case hex.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: components() },
  };
}
