/** The epoch clock of the product spec §9: progress and time remaining from the start time. */
import { parseTimestamp } from "../formats/format";

export const EPOCH_SLOTS = 432_000;
export const SLOT_SECONDS = 1;
export const EPOCH_MS = EPOCH_SLOTS * SLOT_SECONDS * 1000; // 5 days
export const EXPECTED_BLOCKS_PER_EPOCH = 21_600;

/** ISO 8601 in UTC without a zero fraction, as the database driver gives timestamps. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.000Z$/, "Z");
}

/**
 * An epoch's boundaries (spec §9: every epoch is 432,000 one-second slots): the
 * start of a known epoch (the tip's) moved by whole epochs. The one rule behind an
 * epoch's start and end on the epoch pages and the end shown beside a reward.
 */
export function epochBoundaries(
  known: { epochNumber: number; epochStartTime: string },
  epoch: number,
): { startTime: string; endTime: string } {
  const start = Date.parse(known.epochStartTime) - (known.epochNumber - epoch) * EPOCH_MS;
  return { startTime: isoSeconds(start), endTime: isoSeconds(start + EPOCH_MS) };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MS = SLOT_SECONDS * 1000;

export type EpochStartTime = string | number | null | undefined;

export interface EpochProgress {
  /** Elapsed share of the epoch, 0–100. */
  percent: number;
  /** Whole slots elapsed, 0–432,000. */
  slotsCompleted: number;
  /** Time left in ms, 0–5 days; null without a readable start time. */
  remainingMs: number | null;
}

/** Progress of the epoch that started at `startTime`, at `now` (epoch ms), clamped to the epoch. */
export function epochProgress(startTime: EpochStartTime, now: number): EpochProgress {
  const start = parseTimestamp(startTime);
  if (start === null || !Number.isFinite(now)) return { percent: 0, slotsCompleted: 0, remainingMs: null };
  const elapsed = Math.min(EPOCH_MS, Math.max(0, now - start));
  return {
    percent: (elapsed / EPOCH_MS) * 100,
    slotsCompleted: Math.floor(elapsed / SLOT_MS),
    remainingMs: EPOCH_MS - elapsed,
  };
}

interface Duration {
  days: number;
  hours: number;
  minutes: number;
}

function splitDuration(ms: number): Duration {
  return {
    days: Math.floor(ms / DAY_MS),
    hours: Math.floor((ms % DAY_MS) / HOUR_MS),
    minutes: Math.floor((ms % HOUR_MS) / MINUTE_MS),
  };
}

/** Dashboard text: 'Nd Nh remaining', 'Nh Nm remaining', 'Nm remaining', 'Epoch ending soon', 'Epoch completed' or 'Unknown'. */
export function timeRemainingText(startTime: EpochStartTime, now: number): string {
  const { remainingMs } = epochProgress(startTime, now);
  if (remainingMs === null) return "Unknown";
  if (remainingMs <= 0) return "Epoch completed";
  const { days, hours, minutes } = splitDuration(remainingMs);
  if (days > 0) return `${days}d ${hours}h remaining`;
  if (hours > 0) return `${hours}h ${minutes}m remaining`;
  if (minutes > 0) return `${minutes}m remaining`;
  return "Epoch ending soon";
}

/**
 * Epochs page text (spec §9): days, hours and minutes left ('2d 3h 15m',
 * '3h 0m', '15m'), 'Less than 1 minute', 'Epoch completed' or 'Unknown' (no start time).
 */
export function epochsPageRemainingText(startTime: EpochStartTime, now: number): string {
  const { remainingMs } = epochProgress(startTime, now);
  if (remainingMs === null) return "Unknown";
  if (remainingMs <= 0) return "Epoch completed";
  const { days, hours, minutes } = splitDuration(remainingMs);
  if (days > 0) return `${days}d ${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m`;
  return "Less than 1 minute";
}
