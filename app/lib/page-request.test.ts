import { describe, expect, it } from "vitest";
import { pageOffset, requestedPage } from "./page-request";

const request = (query: string) => new Request(`http://explorer.test/blocks${query}`);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
}

describe("the page a list request asks for", () => {
  it("turns a 1-based page into an offset", () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });

  it("reads ?page=N, page 1 when absent", () => {
    expect(requestedPage(request(""), 20)).toEqual({ page: 1, offset: 0 });
    expect(requestedPage(request("?page=5000&network=testnet"), 20)).toEqual({ page: 5000, offset: 99_980 });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", ""])("answers ?page=%j with 400", (value) => {
    const error = thrown(() => requestedPage(request(`?page=${value}`), 20));
    // React Router's data(): the loader throws it and the route answers with its status.
    expect((error as { init?: { status?: number } }).init?.status).toBe(400);
  });
});
