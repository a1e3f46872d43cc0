import type { IncomingMessage, ServerResponse } from "node:http";
import { plainResourceAnswer } from "./json-response.server";
import { targetUrl } from "../request-target.server";
import { matchResource } from "./resources";

type Next = (error?: unknown) => void;

// Every call is below /api/ (the router matches its literal segments in any case):
// a page's request leaves here without its URL being parsed.
const API_PATH = /^\/api\//i;

/**
 * The JSON API's GET calls answered in front of React Router, by the resource
 * table alone (app/api/resources.ts): a call is the "upstream API" of the pages
 * and its answer is no page, so it skips the router's matching and request
 * handling. The answer is the route module's own (plainResourceAnswer, written
 * without a web Response); POST calls and anything the table does not name go
 * on to React Router.
 */
export function answerApi(req: IncomingMessage, res: ServerResponse, next: Next): void {
  if ((req.method !== "GET" && req.method !== "HEAD") || !API_PATH.test(req.url ?? "")) return next();
  const url = targetUrl(req);
  const match = url && matchResource(url.pathname);
  if (!url || !match) return next();
  const request = { method: req.method, url, ifNoneMatch: req.headers["if-none-match"] ?? null, bodyText: async () => "" };
  plainResourceAnswer(match.resource, match.params, request)
    .then((answer) => {
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === "HEAD" ? undefined : (answer.body ?? undefined));
    })
    .catch(next);
}
