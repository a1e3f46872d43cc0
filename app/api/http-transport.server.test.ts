import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { httpTransport } from "./http-transport.server";

// An upstream that answers each path with the status its first segment names.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(/\/addresses\/(\d{3})\//.exec(request.url ?? "")?.[1] ?? 200);
    if (request.url?.includes("/slow/")) return; // never answers
    if (request.url?.includes("/malformed/")) return response.writeHead(200, { "Content-Type": "application/json" }).end('[{"address":5}]');
    response.writeHead(status, { "Content-Type": "application/json" }).end(status === 200 ? "[]" : '{"error":"x"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe("httpTransport: an upstream failure is never an empty list", () => {
  it.each([502, 503, 504])("an upstream %d is DataSourceUnavailableError", async (status) => {
    await expect(httpTransport(base, "mainnet", 2_000).listPaymentAddresses(String(status), { limit: 10, offset: 0 })).rejects.toBeInstanceOf(
      DataSourceUnavailableError,
    );
  });

  it("a refused connection and a silent upstream are DataSourceUnavailableError", async () => {
    await expect(httpTransport("http://127.0.0.1:9", "mainnet", 2_000).listBlocks({ limit: 1, offset: 0 })).rejects.toBeInstanceOf(
      DataSourceUnavailableError,
    );
    await expect(httpTransport(base, "mainnet", 200).listPaymentAddresses("slow", { limit: 10, offset: 0 })).rejects.toBeInstanceOf(DataSourceUnavailableError);
  });

  it("an upstream 500 is an ordinary error, a 404 nothing, a 200 the rows", async () => {
    const api = httpTransport(base, "mainnet", 2_000);
    const failure = await api.listPaymentAddresses("500", { limit: 10, offset: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(DataSourceUnavailableError);
    await expect(api.listPaymentAddresses("404", { limit: 10, offset: 0 })).resolves.toEqual([]);
    await expect(api.listPaymentAddresses("200", { limit: 10, offset: 0 })).resolves.toEqual([]);
  });
});

describe("httpTransport: an upstream answer is checked against the call's schema", () => {
  it("an answer of another shape is DataSourceUnavailableError (the 503 page), never rows", async () => {
    const failure = await httpTransport(base, "mainnet", 2_000)
      .listPaymentAddresses("malformed", { limit: 10, offset: 0 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataSourceUnavailableError);
    expect(String(failure)).toContain("malformed address-payment-addresses");
  });
});
