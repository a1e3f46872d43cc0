import { PROTOCOL_VERSION_WINDOW_EPOCHS, type ProtocolVersionStat } from "../../lib/domain";
import { percentageShares } from "../../lib/formats/shares";
import { getChainTip } from "../chain-tip.server";
import { countProtocolVersions, type ProtocolVersionBlocks } from "../epochs/aggregates.server";
import type { Queryable } from "../../db/queryable.server";
import { unitCovered, unitOnChain } from "../summary-coverage.server";

// spec §2 Network Analytics, Protocol Version Usage: each protocol version's share
// of the blocks made in the last PROTOCOL_VERSION_WINDOW_EPOCHS completed epochs
// (the version a block's header carries: what its producer's node signals). Per
// epoch from the 'epoch' summary unit (explorer.epoch_protocol_version, ADR 005)
// while its anchor is on the chain, else counted on block(epoch_no).

/** The completed epochs the shares are taken over, oldest first (fewer on a young chain). */
async function protocolVersionWindow(db: Queryable): Promise<number[]> {
  const tip = await getChainTip(db);
  if (!tip) return [];
  const [row] = await db.query<{ first: number | null }>(`SELECT min(b.epoch_no) AS "first" FROM block b`);
  const from = Math.max(row?.first ?? tip.epochNumber, tip.epochNumber - PROTOCOL_VERSION_WINDOW_EPOCHS);
  return Array.from({ length: Math.max(0, tip.epochNumber - from) }, (_, i) => from + i);
}

/** "major.minor" and its share, largest first (ties: the newer version first). */
export async function listProtocolVersions(db: Queryable): Promise<ProtocolVersionStat[]> {
  const epochs = await protocolVersionWindow(db);
  if (epochs.length === 0) return [];
  const summarised = await db.query<ProtocolVersionBlocks>(
    `SELECT v.epoch_no AS "epoch", v.proto_major AS "major", v.proto_minor AS "minor", v.blocks
     FROM explorer.epoch_protocol_version v
     WHERE v.epoch_no = ANY ($1::int[]) AND ${unitCovered("epoch", "v.epoch_no")}`,
    [epochs],
  );
  const [units] = await db.query<{ epochs: number[] }>(
    `SELECT coalesce(array_agg(u.epoch_no), '{}') AS "epochs" FROM explorer.summary_unit u
     WHERE u.kind = 'epoch' AND u.epoch_no = ANY ($1::int[]) AND ${unitOnChain("u")}`,
    [epochs],
  );
  const covered = new Set(units?.epochs ?? []);
  const direct = await countProtocolVersions(db, epochs.filter((epoch) => !covered.has(epoch)));
  const blocks = new Map<string, { major: number; minor: number; blocks: number }>();
  for (const row of [...summarised, ...direct]) {
    const key = `${row.major}.${row.minor}`;
    const seen = blocks.get(key) ?? { major: row.major, minor: row.minor, blocks: 0 };
    seen.blocks += row.blocks;
    blocks.set(key, seen);
  }
  const versions = [...blocks.entries()].sort(
    ([, a], [, b]) => b.blocks - a.blocks || b.major - a.major || b.minor - a.minor,
  );
  const shares = percentageShares(versions.map(([, version]) => version.blocks));
  return versions.map(([version], i) => ({ version, percentage: shares[i]! }));
}
