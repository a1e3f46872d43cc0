import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { PORTS } from "../../playwright.config";

// A POST body over the limit (4 KB) is refused with a 413 that says the
// connection closes, and it then closes cleanly: the client reads the whole
// answer and the end of the stream, not a reset in place of either.

type Exchange = { text: string; ended: boolean; error: string | null };

/** One raw HTTP/1.1 request on its own socket, read until the server ends it (or resets it). */
function exchange(request: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(PORTS.app, "127.0.0.1");
    let text = "";
    let ended = false;
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => (ended = true));
    socket.on("error", (error) => resolve({ text, ended, error: (error as NodeJS.ErrnoException).code ?? error.message }));
    socket.on("close", () => resolve({ text, ended, error: null }));
    // A keep-alive client: only the server's answer ends this connection.
    socket.setTimeout(20_000, () => socket.destroy(new Error("the server kept the connection open")));
    socket.write(request);
  });
}

test("a body over the limit: 413 with Connection: close, and the connection ends cleanly", async () => {
  const body = JSON.stringify({ epoch: 1, currency: "usd", padding: "x".repeat(20_000) });
  const { text, ended, error } = await exchange(
    [
      "POST /api/networks/mainnet/calculate-rewards-value HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "Connection: keep-alive",
      "",
      body,
    ].join("\r\n"),
  );
  expect(error).toBeNull();
  expect(text).toMatch(/^HTTP\/1\.1 413 /);
  expect(text).toMatch(/\r\nconnection: close\r\n/i);
  expect(text).toContain('{"error":"The body is too large"}');
  expect(ended).toBe(true);
});
