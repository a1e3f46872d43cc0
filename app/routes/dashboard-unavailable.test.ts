import { createServer } from "node:net";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { callLoader } from "../../tests/support/configured-chains";

// A genuinely down data source, whatever the checkout's .data holds: pages read an
// upstream API on a port nothing listens on, as the e2e broken-source server does
// (playwright.config.ts). Every read is refused at once.

/** A port that was free a moment ago and is closed now: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

let homeLoader: unknown;

beforeAll(async () => {
  // Read once, when app/env.server.ts is first imported: set before the route module is.
  vi.stubEnv("UPSTREAM_API_URL", `http://127.0.0.1:${await closedPort()}`);
  ({ loader: homeLoader } = await import("./home"));
  const { env } = await import("../env.server");
  expect(env.upstreamApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

describe("the dashboard with its data source down", () => {
  it("is the 503 page like every other page, not a 200 with an epoch 0 of its own", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await callLoader<{ error: string }>(homeLoader, "/");
    expect(answer.status).toBe(503);
    expect(answer.thrown).toBe(true);
    expect(answer.data).toEqual({ error: "Database Service Unavailable" });
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^data source unavailable: /));
  });
});
