import { describe, expect, it, vi } from "vitest";
import { callLoader } from "../../tests/support/configured-chains";
import { loader as homeLoader } from "./home";

// No chain is set up here: every read waits out the embedded database's limit
// and finds its data source unavailable, as with the database down.
describe("the dashboard with its data source down", () => {
  it("is the 503 page like every other page, not a 200 with an epoch 0 of its own", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await callLoader<{ error: string }>(homeLoader, "/");
    expect(answer.status).toBe(503);
    expect(answer.thrown).toBe(true);
    expect(answer.data).toEqual({ error: "Database Service Unavailable" });
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^data source unavailable: /));
  }, 60_000);
});
