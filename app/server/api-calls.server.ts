import type { IncomingMessage, ServerResponse } from "node:http";
import { plainResourceAnswer } from "./json-response.server";
import { targetUrl } from "./request-target.server";
import { matchResource, type Resource } from "../api/resources";

// Every call is below /api/ (the router matches its literal segments in any case):
// a page's request leaves here without its URL being parsed.
const API_PATH = /^\/api\//i;

/** A GET (or HEAD) the resource table answers, with its target parsed once. */
export type ApiCall = { url: URL; resource: Resource; params: Record<string, string> };

/**
 * The JSON API's GET calls are answered in front of Express and React Router
 * (app/server/pipeline.mjs, `withApiCalls`), by the resource table alone (app/api/resources.ts):
 * a call is the "upstream API" of the pages and its answer is no page, so it
 * skips the routers' matching and request handling. Null: not such a call (POST
 * calls and anything the table does not name go on to React Router).
 */
export function apiCallOf(req: IncomingMessage): ApiCall | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || !API_PATH.test(req.url ?? "")) return null;
  const url = targetUrl(req);
  const match = url && matchResource(url.pathname);
  return url && match ? { url, ...match } : null;
}

/**
 * The route module's own answer (plainResourceAnswer: every failure of the call
 * is already an answer), written without a web Response. A write that fails
 * (the client gone) ends the connection.
 */
export function answerApiCall(req: IncomingMessage, res: ServerResponse, call: ApiCall): void {
  const request = { method: req.method ?? "GET", url: call.url, ifNoneMatch: req.headers["if-none-match"] ?? null, bodyText: async () => "" };
  plainResourceAnswer(call.resource, call.params, request)
    .then((answer) => {
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === "HEAD" ? undefined : (answer.body ?? undefined));
    })
    .catch((error: unknown) => {
      console.error(error);
      res.destroy();
    });
}
