import { bech32 } from "bech32";
import { createElement, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { bech32Of } from "../../tests/support/encoded-ids";
import { callLoader, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { renderUi } from "../ui/test-utils";
import { loader as addressLoader } from "./address";
import { loader as addressTokensCsv } from "./csv/address-tokens";
import { loader as holdersCsv } from "./csv/token-holders";
import { ErrorBoundary as PolicyBoundary, loader as policyLoader } from "./policy";
import { ErrorBoundary as TokenBoundary, loader as tokenLoader, meta as tokenMeta } from "./token";
import { ErrorBoundary as TokensBoundary, loader as tokensLoader } from "./tokens";

// The token screens' inputs (issue 43), decided before any query or by one
// lookup: a malformed or unknown token or policy is the spec's not-found page,
// a bad list parameter a 400 naming it, a unit the fingerprint's URL. The
// browser checks one of each (tests/e2e/tokens.spec.ts).
setUpConfiguredChains(["mainnet"]);

/** A well-formed fingerprint and policy id no token has. */
const UNKNOWN_FINGERPRINT = bech32.encode("asset", bech32.toWords(new Uint8Array(20).fill(0xfe)));
const UNKNOWN_POLICY = "fe".repeat(28);
const PAYMENT = bech32Of("addr", 57, 0x01);

type Boundary = ComponentType<{ error: unknown }>;
const routeError = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });
const pageText = (boundary: unknown, error: unknown, url: string) =>
  renderUi(createElement(boundary as Boundary, { error }), url)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("token and policy ids", () => {
  it.each([
    ["malformed", "asset1nope"],
    ["a bad checksum", `asset1${"q".repeat(38)}`],
    ["a unit with half a byte", `${"ab".repeat(28)}a`],
    ["well-formed, of no token", UNKNOWN_FINGERPRINT],
    ["a unit of no token", `${UNKNOWN_POLICY}00`],
  ])("%s: the token page is the spec's 404", async (_, id) => {
    const answer = await callLoader(tokenLoader, `/tokens/${encodeURIComponent(id)}`, { id }, { network: "mainnet" });
    expect(answer.status).toBe(404);
    const error = routeError(404, answer.data);
    expect(pageText(TokenBoundary, error, `/tokens/${id}`)).toContain("404 Token Not Found");
    const title = (tokenMeta as (args: { loaderData: undefined; error: unknown }) => Array<{ title?: string }>)({ loaderData: undefined, error }).find((tag) => tag.title)?.title;
    expect(title).toBe("Token Not Found · Prime Explorer");
  });

  it.each([["malformed", "xyz"], ["of no policy", UNKNOWN_POLICY]])("%s: the policy page is the spec's 404", async (_, policyId) => {
    const answer = await callLoader(policyLoader, `/policies/${policyId}`, { policyId }, { network: "mainnet" });
    expect(answer.status).toBe(404);
    expect(pageText(PolicyBoundary, routeError(404, answer.data), `/policies/${policyId}`)).toContain("404 Policy Not Found");
  });

  it("the holders CSV of a malformed or unknown token is a 404 in words", async () => {
    for (const id of ["asset1nope", UNKNOWN_FINGERPRINT]) {
      const response = (await holdersCsv({ params: { id }, request: new Request(`http://explorer.test/tokens/${id}/holders.csv?network=mainnet`), context: {} } as never)) as Response;
      expect(response.status, id).toBe(404);
      expect(await response.text(), id).toContain("No token");
    }
  });

  it("the address tokens CSV of a malformed address is a 404", async () => {
    const response = (await addressTokensCsv({ params: { address: "addr1nope" }, request: new Request("http://explorer.test/addresses/addr1nope/tokens.csv"), context: {} } as never)) as Response;
    expect(response.status).toBe(404);
  });
});

describe("list parameters: a 400 naming the parameter, before any query", () => {
  const cases: Array<[string, unknown, string, Record<string, string>, string]> = [
    ["/tokens?order=newest", tokensLoader, "order", {}, "order must be one of holders, recent"],
    ["/tokens?page=0", tokensLoader, "page", {}, "page must be 1 or more"],
    [`/tokens?q=${"a".repeat(201)}`, tokensLoader, "q", {}, "q must be at most 200 characters"],
    [`/tokens/${UNKNOWN_FINGERPRINT}?holdersPage=0`, tokenLoader, "holdersPage", { id: UNKNOWN_FINGERPRINT }, "holdersPage must be 1 or more"],
    [`/tokens/${UNKNOWN_FINGERPRINT}?historyPage=x`, tokenLoader, "historyPage", { id: UNKNOWN_FINGERPRINT }, "historyPage must be a whole number"],
    [`/tokens/${UNKNOWN_FINGERPRINT}?transactionsPage=0`, tokenLoader, "transactionsPage", { id: UNKNOWN_FINGERPRINT }, "transactionsPage must be 1 or more"],
    [`/tokens/${UNKNOWN_FINGERPRINT}?transactionsPage=2.5`, tokenLoader, "transactionsPage", { id: UNKNOWN_FINGERPRINT }, "transactionsPage must be a whole number"],
    [`/policies/${UNKNOWN_POLICY}?page=-1`, policyLoader, "page", { policyId: UNKNOWN_POLICY }, "page must be 1 or more"],
    [`/addresses/${PAYMENT}?sort=value`, addressLoader, "sort", { address: PAYMENT }, "sort must be one of quantity, name"],
    [`/addresses/${PAYMENT}?direction=up`, addressLoader, "direction", { address: PAYMENT }, "direction must be one of asc, desc"],
    [`/addresses/${PAYMENT}?tokensPage=0`, addressLoader, "tokensPage", { address: PAYMENT }, "tokensPage must be 1 or more"],
  ];
  it.each(cases)("%s", async (url, loader, param, params, message) => {
    const answer = await callLoader<{ error: string; param: string }>(loader, url, params, { network: "mainnet" });
    expect(answer.status).toBe(400);
    expect(answer.data.param).toBe(param);
    expect(answer.data.error).toContain(message);
  });

  it("the token list's 400 page says what is wrong", async () => {
    const answer = await callLoader(tokensLoader, "/tokens?order=newest", {}, { network: "mainnet" });
    expect(pageText(TokensBoundary, routeError(400, answer.data), "/tokens?order=newest")).toContain("order must be one of holders, recent");
  });
});
