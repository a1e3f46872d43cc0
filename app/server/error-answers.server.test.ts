import { describe, expect, it, vi } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { NotFoundError } from "../lib/errors/not-found";
import { ParamError } from "../lib/params/param-error";
import type { ExplorerApi } from "../api/contract";
import { csvRoute } from "./csv-response.server";
import { errorAnswer, INTERNAL_ERROR } from "../api/error-answer.server";
import { unavailablePage } from "../api/explorer-api.server";
import { answerResource } from "./json-response.server";
import { resourceById } from "../api/resources";

const noApi = {} as ExplorerApi;

const CASES: Array<[string, () => Error, number, string]> = [
  ["a bad parameter", () => new ParamError("page must be a whole number", 400, "page"), 400, "page must be a whole number"],
  ["an id of nothing, decided before a read", () => new ParamError("No stake pool pool1x on Mainnet.", 404), 404, "No stake pool pool1x on Mainnet."],
  ["a read that finds nothing", () => new NotFoundError("Stake Pool Not Found"), 404, "Stake Pool Not Found"],
  ["an unavailable data source", () => new DataSourceUnavailableError("connect ECONNREFUSED"), 503, "Database Service Unavailable"],
  ["a bug", () => new Error("connect ECONNREFUSED 127.0.0.1:5432 (a message that must not leak)"), 500, INTERNAL_ERROR],
];

describe("one error → status policy (errorAnswer)", () => {
  it.each(CASES)("%s: JSON and CSV answer the same status and sentence", async (_name, error, status, message) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = errorAnswer(error());
    expect(answer?.status ?? 500).toBe(status);
    const failing = {
      ...resourceById("stats"),
      answer: async () => {
        throw error();
      },
    };
    const asJson = await answerResource(failing, { network: "mainnet" }, new Request("http://explorer.test/api/networks/mainnet/stats"));
    const asCsv = await csvRoute(
      new Request("http://explorer.test/numbers.csv"),
      "mainnet",
      () => {
        throw error();
      },
      noApi,
    );
    expect([asJson.status, asCsv.status]).toEqual([status, status]);
    expect(await asJson.json()).toEqual({ error: message });
    expect(await asCsv.text()).toBe(message);
    expect(asCsv.headers.get("Content-Type")).toContain("text/plain");
    expect([asJson.headers.get("Retry-After"), asCsv.headers.get("Retry-After")]).toEqual(status === 503 ? ["5", "5"] : [null, null]);
    log.mockRestore();
  });

  it("gives a screen's 503 the same status, sentence and Retry-After", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = (() => {
      try {
        unavailablePage(new DataSourceUnavailableError("connect ECONNREFUSED"));
      } catch (error) {
        return error as { data: unknown; init: ResponseInit | null };
      }
    })();
    // A thrown data(): React Router turns it into a route error response with its status and data.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: { error: "Database Service Unavailable" }, init: { status: 503 } });
    expect(new Headers(thrown?.init?.headers).get("Retry-After")).toBe("5");
    log.mockRestore();
  });
});
