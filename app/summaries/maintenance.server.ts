// Runs the summary maintenance (ADR 005, the SQL in summaries.server.ts) on a
// timer: one pass over every network every few seconds, never two at once, with a
// nudge for "a new block is in" and a stop that does not hold up the shutdown.
import type { Network } from "../lib/navigation/network";
import type { Db } from "../db/types.server";
import { maintainSummaries, type MaintenanceReport, type SummaryUnit } from "./summaries.server";

/**
 * How long one index batch of a pass may hold the writer: on the embedded database a
 * page's queries wait behind it (batches of 1,000 blocks, ~1.1 s, made pages take 1–2.8 s
 * while a fresh chain's address index caught up).
 */
const PASS_BATCH_MS = 250;
/** How long stop() waits for the pass under way. */
const STOP_WAIT_MS = 3_000;

export type SummaryMaintenance = {
  /** Runs a pass now on every network (after the one under way), e.g. after a new block. */
  nudge(): void;
  /** Stops the timer and waits (at most a few seconds) for the pass under way. */
  stop(): Promise<void>;
};

export type SummaryMaintenanceOptions = {
  /** Pause between passes (default 5 s). */
  intervalMs?: number;
  log?: (message: string) => void;
};

/**
 * Keeps the summaries of each network's database up to date: a pass every few
 * seconds. Passes never overlap; a failing pass (database down, read-only replica)
 * is logged once per distinct error and tried again at the next interval.
 */
export function startSummaryMaintenance(
  networks: readonly Network[],
  dbFor: (network: Network) => Db,
  options: SummaryMaintenanceOptions = {},
): SummaryMaintenance {
  const intervalMs = options.intervalMs ?? 5_000;
  const log = options.log ?? ((message: string) => console.log(message));
  const lastError = new Map<Network, string>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let again = false;

  async function pass(): Promise<void> {
    for (const network of networks) {
      if (stopped) return;
      try {
        const report = await maintainSummaries(dbFor(network), { batchMs: PASS_BATCH_MS });
        lastError.delete(network);
        const changed = report.removed.length + report.computed.length + (report.addressIndex?.undone ?? 0) + (report.assetIndex?.undone ?? 0);
        if (changed > 0) log(describeReport(network, report));
      } catch (error) {
        // Stopping closes the databases under a pass under way: its failure is the shutdown's, not news.
        if (stopped) return;
        const message = error instanceof Error ? error.message : String(error);
        if (lastError.get(network) !== message) log(`${network}: summaries not maintained (${message}); retrying`);
        lastError.set(network, message);
      }
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run(): void {
    timer = null;
    running = pass().finally(() => {
      if (again) {
        again = false;
        run();
      } else schedule(intervalMs);
    });
  }

  schedule(intervalMs);
  return {
    nudge() {
      if (stopped) return;
      if (timer) {
        clearTimeout(timer);
        run();
      } else again = true;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      // A pass stuck on a silent database must not hold up the shutdown: closing
      // the database next ends it (its transaction rolls back).
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
}

/** One line for the log: what a pass removed and wrote. */
export function describeReport(label: string, report: MaintenanceReport): string {
  const list = (units: SummaryUnit[]) => {
    const byKind = new Map<string, number[]>();
    for (const unit of units) byKind.set(unit.kind, [...(byKind.get(unit.kind) ?? []), unit.epochNo]);
    return [...byKind].map(([kind, epochs]) => `${kind} ${epochs.join(",")}`).join("; ");
  };
  const parts = [
    report.removed.length > 0 ? `removed after a rollback: ${list(report.removed)}` : "",
    report.computed.length > 0 ? `${report.computed.length} written (${list(report.computed)})` : "",
    report.pending.length > 0 ? `${report.pending.length} still to do` : "",
    report.locked ? "" : "another process holds the lock",
    addressIndexPart(report),
  ].filter(Boolean);
  return `${label}: summaries ${parts.join(", ") || "up to date"}`;
}

/** The address index's part of the log line (ADR 006). */
function addressIndexPart(report: MaintenanceReport): string {
  const index = report.addressIndex;
  if (!index || (index.undone === 0 && index.indexed === 0 && !index.pending)) return "";
  const parts = [
    index.undone > 0 ? `${index.undone} blocks undone after a rollback` : "",
    index.indexed > 0 ? `${index.indexed} blocks indexed` : "",
    index.pending ? `still catching up, ${index.behind} blocks behind the tip` : "",
  ].filter(Boolean);
  return `address index at block ${index.indexedTo ?? "none"} (${parts.join(", ")})`;
}
