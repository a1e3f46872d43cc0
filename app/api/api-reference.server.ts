import { curlCommand, pagingText, parameterType, shownAnswer, type ApiParameter, type ApiReferenceEntry, type ParameterSchema } from "../lib/api-reference";
import type { Network } from "../lib/network";
import { explorerApi } from "./explorer-api.server";
import { answerResource } from "./json-response.server";
import { openApiDocument, openApiPath } from "./openapi";
import { RESOURCES, resourcePath, type Resource } from "./resources";

// The /api page's content: each call of the OpenAPI document (so the page and
// the document cannot say different things), with a curl request that names
// real ids of the chain and the answer that request gets now.

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

type DocumentedOperation = { parameters: Array<Omit<ApiParameter, "type"> & { schema: ParameterSchema }> };

export async function apiReference(network: Network, origin: string): Promise<ApiReferenceEntry[]> {
  const paths = openApiDocument(origin).paths as Record<string, Record<string, DocumentedOperation>>;
  return Promise.all(
    RESOURCES.map(async (resource) => {
      const path = openApiPath(resource);
      const operation = paths[path]![resource.method]!;
      const found = await resourceExample(resource, network, origin);
      const response = found && (await answerResource(resource, found.values, found.request));
      return {
        id: resource.id,
        method: resource.method.toUpperCase(),
        path,
        summary: resource.summary,
        paging: pagingText(resource.query.paging),
        parameters: operation.parameters.map(({ schema, ...parameter }) => ({ ...parameter, type: parameterType(schema) })),
        curl: found?.curl ?? null,
        answer: response && { status: response.status, json: shownAnswer(await response.text(), ANSWER_LINES) },
      };
    }),
  );
}
