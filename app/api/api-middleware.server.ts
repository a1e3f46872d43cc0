import type { IncomingMessage, ServerResponse } from "node:http";
import { answerResource } from "./json-response.server";
import { matchResource } from "./resources";

type Next = (error?: unknown) => void;

/**
 * The JSON API's GET calls answered in front of React Router, by the resource
 * table alone (app/api/resources.ts): a call is the "upstream API" of the pages
 * and its answer is no page, so it skips the router's matching and request
 * handling. The answer is the route module's own (answerResource); POST calls
 * and anything the table does not name go on to React Router.
 */
export function answerApi(req: IncomingMessage, res: ServerResponse, next: Next): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const match = matchResource(url.pathname);
  if (!match) return next();
  const ifNoneMatch = req.headers["if-none-match"];
  const request = new Request(url, { method: req.method, headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} });
  answerResource(match.resource, match.params, request)
    .then(async (response) => {
      const body = req.method === "HEAD" || response.status === 304 ? undefined : await response.text();
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(body);
    })
    .catch(next);
}
