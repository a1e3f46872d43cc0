// Clients in a loop, round robin over a route mix, recording every request.
import http from "node:http";

/** One request: `status` 0 when no answer came, `error` then says why (the client's timeout, a reset, an answer cut short). */
export type Sample = { path: string; start: number; end: number; status: number; cache: string | null; error?: string };

export type Load = { stop: () => Promise<Sample[]>; samples: Sample[] };

/** `clients` loops, each asking `paths` in turn from `base` until stopped; status 0 = no answer (reset, refused, timeout). */
export function startLoad(base: string, paths: readonly string[], clients: number, options: { timeoutMs?: number; headers?: Record<string, string> } = {}): Load {
  const samples: Sample[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; running; i++) {
      const path = paths[i % paths.length] ?? "/";
      const start = performance.now();
      const { status, cache, error } = await get(`${base}${path}`, agent, options.timeoutMs ?? 30_000, options.headers);
      samples.push({ path, start, end: performance.now(), status, cache, ...(error ? { error } : {}) });
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return samples;
    },
  };
}

/**
 * A GET read to its end: its status (0 when no answer came) and X-Cache-Status.
 * Like a browser, it asks once more when a kept-alive connection turns out to have
 * been closed by the server before it read the request (RFC 9112 §9.3.1): nginx
 * closes idle client connections when it reloads.
 */
export async function get(url: string, agent: http.Agent, timeoutMs: number, headers: Record<string, string> = {}): Promise<Answer> {
  const first = await getOnce(url, agent, timeoutMs, headers);
  return first.retry ? getOnce(url, agent, timeoutMs, headers) : first;
}

type Answer = { status: number; cache: string | null; body: string; headers?: http.IncomingHttpHeaders; error?: string };

function getOnce(url: string, agent: http.Agent, timeoutMs: number, headers: Record<string, string>): Promise<Answer & { retry?: boolean }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: (response.headers["x-cache-status"] as string | undefined) ?? null,
          body: Buffer.concat(chunks).toString(),
          headers: response.headers,
        }),
      );
      // The connection ended before the answer did (its headers had come: a node died mid-answer, or nginx gave up).
      response.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, cache: null, body: "", error: `${response.statusCode ?? "?"} cut short after ${chunks.reduce((n, c) => n + c.length, 0)} bytes: ${error.code ?? error.message}` }),
      );
    });
    request.on("timeout", () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, cache: null, body: "", error: `${request.reusedSocket ? "kept-alive " : ""}${error.code ?? error.message}`, retry: request.reusedSocket && error.code === "ECONNRESET" }),
    );
  });
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function statuses(samples: readonly Sample[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return counts;
}

/** One line of figures for the log (and for docs/reliability.md). */
export function report(name: string, figures: Record<string, unknown>): void {
  console.log(`FIGURES ${name} ${JSON.stringify(figures)}`);
}
