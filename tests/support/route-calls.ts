import { expect } from "vitest";

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
