import { expect } from "vitest";
import { answerResource } from "../../app/server/json-response.server";
import { matchResource, resourceById, resourcePattern } from "../../app/api/resources";
import { loader as resourceRoute } from "../../app/routes/api/resource";

// Route modules called as React Router calls them, without a server: the route
// tests check that bad input is answered before any query runs.
type Handler = (args: { params: Record<string, string>; request: Request; context: unknown }) => Promise<Response> | Response;

/** Calls a loader or action with `params` and a request for `query` (e.g. "?limit=5"). */
export function callRoute(handler: unknown, params: Record<string, string>, query = "", init?: RequestInit): Promise<Response> {
  const request = new Request(`http://explorer.test/api/x${query}`, init);
  return Promise.resolve((handler as Handler)({ params, request, context: {} }));
}

/** The response is a JSON error of `status` with an error text. */
export async function expectJsonError(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe("string");
}

/**
 * The JSON API's one route module bound to a call of the resource table, as
 * the router binds it (the matched pattern names the call).
 */
export function apiRoute(id: string): Handler {
  // As the router reports it: the route's path without a leading slash.
  const pattern = resourcePattern(resourceById(id)).slice(1);
  return (args) => resourceRoute({ ...args, pattern } as unknown as Parameters<typeof resourceRoute>[0]);
}

/**
 * A fetch that answers the API's URLs in process, routed by the resource
 * table: the upstream of an HTTP transport under test.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const match = matchResource(new URL(request.url).pathname);
  return match ? answerResource(match.resource, match.params, request) : Response.json({ error: "Not found" }, { status: 404 });
}
