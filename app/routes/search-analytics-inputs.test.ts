import { describe, expect, it } from "vitest";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { SEARCH_MAX_LENGTH } from "../lib/domain";
import { describeError } from "../lib/errors/error-kind";
import { loader as analyticsLoader } from "./analytics";
import { loader as searchLoader } from "./search";

// Inputs the search results page and the analytics page answer before any
// query: a search too short or too long is a 400 the results page explains; a
// relay dialog's malformed country, overlong provider or bad ?relayPage= is a
// 400 the error page explains. The browser keeps one of each
// (tests/e2e/search.spec.ts, tests/e2e/analytics.spec.ts); where each kind of
// input leads is read there, on the results page.
setUpConfiguredChains(["mainnet"]);

type SearchPage = { query: string; answer: { status: string } };

describe("the search results page's query", () => {
  it("empty (or only spaces) is the page's own hint, not an error", async () => {
    for (const url of ["/search", "/search?q=", "/search?q=%20%20"]) {
      const page = await loaded<SearchPage>(searchLoader, url);
      expect(page.answer.status, url).toBe("empty");
    }
  });

  it("under 3 characters, spaces trimmed, is a 400 that explains the minimum", async () => {
    for (const q of ["a", "ab", "  ab  "]) {
      const answer = await callLoader<SearchPage>(searchLoader, `/search?${new URLSearchParams({ q })}`);
      expect(answer.status, q).toBe(400);
      expect(answer.thrown, q).toBe(false);
      expect(answer.data.answer.status, q).toBe("too-short");
      expect(answer.data.query, q).toBe(q.trim());
    }
  });

  it(`over ${SEARCH_MAX_LENGTH} characters is a 400 that says the maximum`, async () => {
    const answer = await callLoader<SearchPage>(searchLoader, `/search?q=${"p".repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(answer.status).toBe(400);
    expect(answer.data.answer.status).toBe("too-long");
  });

  it("of exactly 3 and exactly the maximum characters is searched", async () => {
    for (const q of ["zzq", "z".repeat(SEARCH_MAX_LENGTH)]) {
      const page = await loaded<SearchPage & { answer: { status: string; results?: unknown[] } }>(searchLoader, `/search?q=${q}`);
      expect(page.answer.status, q).toBe("done");
      expect(page.answer.results, q).toEqual([]);
    }
  });
});

describe("the relay dialog's parameters on the analytics page", () => {
  const badRequest = async (query: string) => {
    const answer = await callLoader<{ error: string; param: string | null }>(analyticsLoader, `/analytics?${query}`, {}, { network: "mainnet" });
    expect(answer.status, query).toBe(400);
    expect(answer.thrown, query).toBe(true);
    return { ...answer.data, view: describeError({ status: 400, data: answer.data }) };
  };

  it("a country that is no two-letter code (nor Unknown) is a 400 that says so", async () => {
    for (const query of ["country=%3Cscript%3E", "country=DEU", "country=1A", "country=D"]) {
      const answer = await badRequest(query);
      expect(answer.error, query).toBe("country must be a two-letter ISO 3166 code or Unknown");
      expect(answer.view.message, query).toBe("country must be a two-letter ISO 3166 code or Unknown.");
    }
  });

  it("a provider name over 200 characters is a 400", async () => {
    const answer = await badRequest(`provider=${"x".repeat(201)}`);
    expect(answer.error).toBe("provider name too long");
  });

  it("a ?relayPage= that is no whole number from 1 is a 400 naming it, headed 'Invalid Page Number'", async () => {
    for (const relayPage of ["0", "-1", "abc", "1.5", ""]) {
      const answer = await badRequest(`country=DE&relayPage=${relayPage}`);
      expect(answer.param, relayPage).toBe("relayPage");
      expect(answer.error, relayPage).toMatch(/^relayPage must be (a whole number|1 or more)$/);
      expect(answer.view.title, relayPage).toBe("Invalid Page Number");
    }
  });

  it("well-formed values open the dialog (any case; Unknown; a page past the last shows the last)", async () => {
    type Page = { dialog: { request: unknown; listing: { page: number; pageCount: number } } | null };
    const lower = await loaded<Page>(analyticsLoader, "/analytics?country=de", {}, { network: "mainnet" });
    expect(lower.dialog?.request).toEqual({ kind: "country", code: "DE" });
    const unknown = await loaded<Page>(analyticsLoader, "/analytics?country=unknown&relayPage=999", {}, { network: "mainnet" });
    expect(unknown.dialog?.request).toEqual({ kind: "country", code: "Unknown" });
    expect(unknown.dialog?.listing.page).toBe(unknown.dialog?.listing.pageCount);
    const closed = await loaded<Page>(analyticsLoader, "/analytics?country=&provider=", {}, { network: "mainnet" });
    expect(closed.dialog).toBeNull();
  });
});
