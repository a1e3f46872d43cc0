import { describe, expect, it, vi } from "vitest";
import { valueCell } from "../lib/csv/csv";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { NotFoundError } from "../lib/errors/not-found";
import type { ExplorerApi } from "../api/contract";
import { csvRoute } from "./csv-response.server";

const noApi = {} as ExplorerApi;
const noTip = async () => null;
const anyRequest = new Request("http://explorer.test/numbers.csv");

function download(batches: AsyncIterable<readonly number[]>) {
  return () => ({ fileName: "numbers-mainnet.csv", columns: ["N"], batches, row: (n: number) => [valueCell(n)] });
}

/** A keyset export of `count` batches that records how far it was read and whether it was closed. */
function recordingBatches(count: number, size: number) {
  const log = { pulled: 0, closed: false };
  async function* batches() {
    try {
      for (let batch = 0; batch < count; batch += 1) {
        log.pulled += 1;
        yield Array.from({ length: size }, (_, i) => batch * size + i);
      }
    } finally {
      log.closed = true;
    }
  }
  return { log, batches: batches() };
}

describe("csvRoute", () => {
  it("answers text/csv as an attachment, BOM and header first, CRLF records", async () => {
    const { batches } = recordingBatches(2, 2);
    const response = await csvRoute(anyRequest, "mainnet", download(batches), noApi, noTip);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="numbers-mainnet.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("N\r\n0\r\n1\r\n2\r\n3\r\n");
  });

  it("reads one batch ahead of the client, no more (memory bounded by two batches)", async () => {
    const { log, batches } = recordingBatches(1000, 100);
    const response = await csvRoute(anyRequest, "mainnet", download(batches), noApi, noTip);
    // The first batch is read before answering (a data source that is down is still a 503).
    expect(log.pulled).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.pulled).toBe(1);
    const reader = response.body!.getReader();
    await reader.read(); // BOM, header and batch 1; batch 2 is being read
    expect(log.pulled).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.pulled).toBe(2);
    await reader.read();
    expect(log.pulled).toBe(3);
    await reader.read();
    expect(log.pulled).toBe(4);
    // A client that goes away closes the export (the data layer's cursor with it).
    await reader.cancel();
    expect(log.closed).toBe(true);
    expect(log.pulled).toBe(4);
  });

  it("writes only the header when there are no rows, and skips empty batches", async () => {
    async function* none() {}
    expect(await (await csvRoute(anyRequest, "testnet", download(none()), noApi, noTip)).text()).toBe("N\r\n");
    async function* gaps() {
      yield [];
      yield [1];
      yield [];
      yield [];
      yield [2];
    }
    expect(await (await csvRoute(anyRequest, "testnet", download(gaps()), noApi, noTip)).text()).toBe("N\r\n1\r\n2\r\n");
  });

  it("is a text 404 with the download's own sentence when the first batch finds nothing", async () => {
    async function* nothing(): AsyncGenerator<number[]> {
      yield* [];
      throw new NotFoundError("Stake Pool Not Found");
    }
    const response = await csvRoute(anyRequest, "mainnet", () => ({ ...download(nothing())(), missing: "No stake pool pool1x on Mainnet." }), noApi, noTip);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("No stake pool pool1x on Mainnet.");
  });

  it("is a 503 with Retry-After when the data source is down before the first byte", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    async function* down(): AsyncGenerator<number[]> {
      yield* [];
      throw new DataSourceUnavailableError("connection refused");
    }
    const response = await csvRoute(anyRequest, "mainnet", download(down()), noApi, noTip);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.text()).toBe("Database Service Unavailable");
    error.mockRestore();
  });

  it("fails the download (never a short file that looks complete) when a later batch fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    async function* breaks() {
      yield [1];
      throw new DataSourceUnavailableError("connection reset");
    }
    const response = await csvRoute(anyRequest, "mainnet", download(breaks()), noApi, noTip);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
