// The live stream's events (Server-Sent Events, one stream a network): what a
// new block, a new epoch, a rollback and a reset say, and how each is written on
// the wire. Shared by the server (app/server/event-streams.server.ts), the
// browser (app/ui/live/); their data's schemas are app/lib/domain/schemas.ts's
// Live* (the API's description, app/api/openapi.ts, reads them there).
import type { LiveBlock, LiveEpochEvent, LiveResetEvent, LiveRollbackEvent } from "../domain";

export type { LiveBlock };

/** An event: its type (the SSE `event:` field) and its data. */
export type LiveEvent =
  | { type: "block"; block: LiveBlock }
  | ({ type: "epoch" } & LiveEpochEvent)
  | ({ type: "rollback" } & LiveRollbackEvent)
  | ({ type: "reset" } & LiveResetEvent);

/** Every event type the stream sends: what a client listens for. */
export const LIVE_EVENT_TYPES = ["block", "epoch", "rollback", "reset"] as const satisfies ReadonlyArray<LiveEvent["type"]>;


/**
 * An event's id: the block it leaves the client at, height and hash, so that a
 * client resuming on another node (`Last-Event-ID`) is understood there too,
 * and a client whose last block was rolled back is told so.
 */
export function eventId(block: Pick<LiveBlock, "height" | "hash">): string {
  return `${block.height}.${block.hash}`;
}

export type StreamPosition = { height: number; hash: string };

/** A `Last-Event-ID` (or `?since=`) read back; null for anything else. */
export function parseEventId(raw: string | null | undefined): StreamPosition | null {
  if (!raw) return null;
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(raw.trim());
  if (!match) return null;
  return { height: Number(match[1]), hash: match[2]! };
}

/** The block an event leaves its client at (the id it carries); a reset names the tip it found. */
function positionOf(event: LiveEvent): LiveBlock | null {
  switch (event.type) {
    case "block":
      return event.block;
    case "epoch":
      return event.firstBlock;
    case "rollback":
      return event.tip;
    case "reset":
      return event.tip;
  }
}

/** The event's data as its JSON says it (the event's type is the SSE `event:` field). */
function dataOf(event: LiveEvent): unknown {
  switch (event.type) {
    case "block":
      return event.block;
    case "epoch":
      return { epochNumber: event.epochNumber, firstBlock: event.firstBlock };
    case "rollback":
      return { tip: event.tip, rolledBackFrom: event.rolledBackFrom };
    case "reset":
      return { tip: event.tip };
  }
}

/**
 * The event as the stream writes it. JSON holds no raw line break, so one
 * `data:` line carries it whatever the block says.
 */
export function serializeEvent(event: LiveEvent): string {
  const position = positionOf(event);
  const id = position ? `id: ${eventId(position)}\n` : "";
  return `event: ${event.type}\n${id}data: ${JSON.stringify(dataOf(event))}\n\n`;
}

/** A comment line: keeps proxies and the client's connection from calling the stream idle. */
export const HEARTBEAT = ": ping\n\n";

/** The reconnection delay a client is told to use (`retry:`), ms. */
export function retryHint(ms: number): string {
  return `retry: ${Math.max(0, Math.round(ms))}\n\n`;
}

/** An event's data read back in the browser; null when it is not what the type says. */
export function parseEventData(type: string, data: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (type) {
    case "block":
      return isLiveBlock(value) ? { type, block: value } : null;
    case "epoch":
      return typeof value.epochNumber === "number" && isLiveBlock(value.firstBlock)
        ? { type, epochNumber: value.epochNumber, firstBlock: value.firstBlock }
        : null;
    case "rollback":
      return isLiveBlock(value.tip) && typeof value.rolledBackFrom === "number"
        ? { type, tip: value.tip, rolledBackFrom: value.rolledBackFrom }
        : null;
    case "reset":
      return value.tip === null || isLiveBlock(value.tip) ? { type, tip: value.tip } : null;
    default:
      return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isLiveBlock(value: unknown): value is LiveBlock {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.height) &&
    typeof value.hash === "string" &&
    /^[0-9a-f]{64}$/.test(value.hash) &&
    typeof value.timestamp === "string" &&
    Number.isSafeInteger(value.txCount) &&
    Number.isSafeInteger(value.epochNumber) &&
    Number.isSafeInteger(value.slotNumber)
  );
}
