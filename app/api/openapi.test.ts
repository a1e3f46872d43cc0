import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { EVENT_STREAM_PATH, openApiDocument, openApiPath } from "./openapi";
import { RESOURCES } from "./resources";

// The OpenAPI document is generated from the resource table; these read it as
// a client would: valid 3.1, every JSON route of the router in it, nothing else.

const document = openApiDocument("http://explorer.test");
type Operation = { parameters: Array<{ name: string; in: string }>; responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }> };
const paths = document.paths as Record<string, Record<string, Operation>>;
const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("lists exactly the JSON routes of app/routes.ts, and the live stream the request path answers", () => {
    const routed = routes
      .filter((route) => route.file === "routes/api/resource.ts")
      .map((route) => `/${route.path!.replace(/:(\w+)/g, "{$1}")}`)
      .sort();
    expect(routed).toHaveLength(RESOURCES.length);
    expect(Object.keys(paths).sort()).toEqual([...routed, EVENT_STREAM_PATH].sort());
  });

  it("describes the live stream: Server-Sent Events, each event type's data schema, the resume position, the cap's 503", () => {
    const stream = paths[EVENT_STREAM_PATH]!.get! as unknown as {
      parameters: Array<{ name: string; in: string }>;
      responses: Record<string, { content: Record<string, { "x-events"?: Record<string, { $ref: string }> }> }>;
    };
    expect(stream.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(["path network", "query since", "header Last-Event-ID"]);
    const events = stream.responses["200"]!.content["text/event-stream"]!["x-events"]!;
    expect(Object.keys(events)).toEqual(["block", "epoch", "rollback", "reset"]);
    for (const { $ref } of Object.values(events)) expect(schemas[$ref.replace("#/components/schemas/", "")], $ref).toBeDefined();
    expect(Object.keys(stream.responses["503"]!.content)).toEqual(["text/plain"]);
  });

  it("names every path parameter, and answers each call with a schema of its components", () => {
    for (const resource of RESOURCES) {
      const path = openApiPath(resource);
      const operation = paths[path]![resource.method]!;
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(operation.parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name), path).toEqual(placeholders);
      const ok = operation.responses["200"]!.content!["application/json"]!.schema.$ref;
      expect(schemas[ok.replace("#/components/schemas/", "")], `${path} ${ok}`).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status !== "200") expect(response.content?.["application/json"]?.schema.$ref, `${path} ${status}`).toBe("#/components/schemas/Error");
      }
    }
  });

  it("writes each paging dialect's parameters down", () => {
    const query = (id: string) => {
      const resource = RESOURCES.find((entry) => entry.id === id)!;
      return paths[openApiPath(resource)]![resource.method]!.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
    };
    expect(query("blocks")).toEqual(["limit", "offset"]);
    expect(query("stakepool-blocks")).toEqual(["page", "limit"]);
    expect(query("stakepools")).toEqual(["limit", "offset", "sortBy", "sortDirection"]);
    expect(query("search")).toEqual(["q"]);
  });
});
