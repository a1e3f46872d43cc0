import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { setUpConfiguredChains } from "../../tests/support/configured-chains";
import { NETWORKS } from "../lib/navigation/network";
import { resourceExample } from "./api-reference.server";
import { answerResource } from "../server/json-response.server";
import { openApiDocument, openApiPath } from "./openapi";
import { RESOURCES } from "./resources";

// Every call of the resource table on the test chains, with the /api page's
// example request, its answer checked against the schema the OpenAPI document
// gives for it. The document's objects allow no other property, so a field the
// API sends and the document does not describe fails here too.

setUpConfiguredChains();

const document = openApiDocument("http://explorer.test");
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema({ $id: "http://explorer.test/openapi.json", components: document.components }, "openapi");
const validatorOf = (ref: string) => ajv.getSchema(`http://explorer.test/openapi.json${ref}`)!;
type Operation = { responses: Record<string, { content: { "application/json": { schema: { $ref: string } } } }> };
const paths = document.paths as Record<string, Record<string, Operation>>;

describe.each(NETWORKS)("every call on %s answers its documented schema", (network) => {
  it.each(RESOURCES.map((resource) => [resource.id, resource] as const))("%s", async (_id, resource) => {
    const found = await resourceExample(resource, network, "http://explorer.test");
    expect(found, "the test chain names something for the example").not.toBeNull();
    const response = await answerResource(resource, found!.values, found!.request);
    const body: unknown = await response.json();
    const onlyOn = resource.networks && !resource.networks.only.includes(network);
    const status = onlyOn ? "404" : "200";
    expect(String(response.status), JSON.stringify(body)).toBe(status);
    const operation = paths[openApiPath(resource)]![resource.method]!;
    const validate = validatorOf(operation.responses[status]!.content["application/json"].schema.$ref);
    expect(validate(body) ? [] : validate.errors, `${resource.id} on ${network}`).toEqual([]);
    if (status === "200" && Array.isArray(body)) expect(body.length, `${resource.id}: an example that lists something`).toBeGreaterThan(0);
  });
});
