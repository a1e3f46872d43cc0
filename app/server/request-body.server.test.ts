import { describe, expect, it } from "vitest";
import { readBodyText } from "./request-body.server";

function streamed(parts: string[], onPull: () => void): Request {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (index < parts.length) controller.enqueue(encoder.encode(parts[index++]!));
      else controller.close();
    },
  });
  return new Request("http://explorer.test/", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyText", () => {
  it("reads a body within the limit, multi-byte characters split across chunks included", async () => {
    const euro = new TextEncoder().encode("€");
    const request = new Request("http://explorer.test/", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(euro.slice(0, 1));
          controller.enqueue(euro.slice(1));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await readBodyText(request, 10)).toBe("€");
    expect(await readBodyText(new Request("http://explorer.test/", { method: "POST", body: "{}" }), 2)).toBe("{}");
    expect(await readBodyText(new Request("http://explorer.test/"), 2)).toBe("");
  });

  it("stops reading once the body passes the limit", async () => {
    let pulls = 0;
    const request = streamed(Array.from({ length: 100 }, () => "x".repeat(1000)), () => (pulls += 1));
    expect(await readBodyText(request, 4096)).toBeNull();
    expect(pulls).toBeLessThan(10);
  });

  it("refuses a declared length beyond the limit unread", async () => {
    const request = new Request("http://explorer.test/", { method: "POST", body: "{}", headers: { "Content-Length": "5000" } });
    expect(await readBodyText(request, 4096)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it("after a refusal reads and drops the rest up to the drain allowance, so nothing is left unread", async () => {
    let pulls = 0;
    const request = streamed(Array.from({ length: 10 }, () => "x".repeat(1000)), () => (pulls += 1));
    expect(await readBodyText(request, 4096, 8192)).toBeNull();
    // All ten parts and the end: the stream was read to its close, not cancelled.
    expect(pulls).toBe(11);
    const declared = new Request("http://explorer.test/", { method: "POST", body: "x".repeat(5000), headers: { "Content-Length": "5000" } });
    expect(await readBodyText(declared, 4096, 8192)).toBeNull();
    expect(declared.bodyUsed).toBe(true);
  });

  it("cancels a refused body longer than the drain allowance", async () => {
    let pulls = 0;
    const request = streamed(Array.from({ length: 100 }, () => "x".repeat(1000)), () => (pulls += 1));
    expect(await readBodyText(request, 4096, 8192)).toBeNull();
    expect(pulls).toBeLessThan(20);
  });
});
