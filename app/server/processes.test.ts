import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { superviseServerProcesses } from "./processes.mjs";

// The primary of SERVER_PROCESSES > 1 against a cluster of fake processes: what
// it starts, restarts, signals and exits with. Real processes: tests/e2e/postgres.server.spec.ts.

type FakeWorker = { id: number; process: { pid: number; kill: (signal: string) => void }; signals: string[] };

function fakeCluster() {
  const events = new EventEmitter();
  // Every process forked; as in node:cluster, one is still in `cluster.workers` at its 'exit'.
  const workers: Record<number, FakeWorker> = {};
  const ended = new Set<number>();
  let next = 1;
  return {
    workers,
    /** The ids of the processes not ended. */
    alive: () => Object.keys(workers).filter((id) => !ended.has(Number(id))),
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    fork() {
      const id = next++;
      const signals: string[] = [];
      const worker: FakeWorker = { id, signals, process: { pid: 1000 + id, kill: (signal) => signals.push(signal) } };
      workers[id] = worker;
      return worker;
    },
    /** The process `id` ended as a cluster reports it. */
    end(id: number, code: number | null, signal: string | null = null) {
      ended.add(id);
      events.emit("exit", workers[id]!, code, signal);
    },
  };
}

function supervise(count: number) {
  const cluster = fakeCluster();
  const exit = vi.fn<(code: number) => void>();
  const handlers = new Map<string, () => void>();
  const log = vi.fn<(line: string) => void>();
  superviseServerProcesses({
    count,
    graceMs: 11_000,
    cluster: cluster as never,
    exit,
    onSignal: (signal, handler) => handlers.set(signal, handler),
    log,
  });
  return { cluster, exit, log, signal: (name: string) => handlers.get(name)!() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("superviseServerProcesses", () => {
  it("starts the processes asked for, and another at once for one that dies after it ran a while", () => {
    const { cluster, log } = supervise(2);
    expect(cluster.alive()).toEqual(["1", "2"]);
    vi.advanceTimersByTime(60_000);
    cluster.end(1, null, "SIGKILL");
    vi.advanceTimersByTime(0);
    expect(cluster.alive()).toEqual(["2", "3"]);
    expect(log).toHaveBeenCalledWith("Server process 1001 ended (SIGKILL): starting another");
  });

  it("waits longer each time before restarting a process that keeps failing at start", () => {
    const { cluster } = supervise(1);
    cluster.end(1, 1);
    vi.advanceTimersByTime(999);
    expect(cluster.alive()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cluster.alive()).toEqual(["2"]);
    cluster.end(2, 1);
    vi.advanceTimersByTime(1_999);
    expect(cluster.alive()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cluster.alive()).toEqual(["3"]);
  });

  it("passes SIGTERM on to every process and exits 0 once all have ended cleanly, restarting none", () => {
    const { cluster, exit, signal } = supervise(2);
    signal("SIGTERM");
    expect([cluster.workers[1]!.signals, cluster.workers[2]!.signals]).toEqual([["SIGTERM"], ["SIGTERM"]]);
    cluster.end(1, 0);
    expect(exit).not.toHaveBeenCalled();
    cluster.end(2, 0);
    vi.advanceTimersByTime(5_000);
    expect(exit.mock.calls).toEqual([[0]]);
    expect(cluster.alive()).toEqual([]);
  });

  it("exits 1 when a process ended badly while stopping, and kills what is left at the grace period", () => {
    const stopped = supervise(2);
    stopped.signal("SIGINT");
    stopped.cluster.end(1, 1);
    // One still starting, with no handler for the signal yet, ends by it: stopped, not failed.
    stopped.cluster.end(2, null, "SIGINT");
    expect(stopped.exit.mock.calls).toEqual([[1]]);
    const starting = supervise(1);
    starting.signal("SIGTERM");
    starting.cluster.end(1, null, "SIGTERM");
    expect(starting.exit.mock.calls).toEqual([[0]]);

    const stuck = supervise(1);
    stuck.signal("SIGTERM");
    vi.advanceTimersByTime(11_000);
    expect(stuck.cluster.workers[1]!.signals).toEqual(["SIGTERM", "SIGKILL"]);
    expect(stuck.exit.mock.calls).toEqual([[1]]);
  });
});
