import type { StakePool } from "../../lib/domain";
import type { Queryable } from "../../db/queryable.server";
import { getStakePoolFigures } from "./list.server";

// One pool's page (spec §2 Stake pool detail, §3 Stake pool): the list's own
// figures (getStakePoolFigures: the same statement, narrowed to the pool) and
// what only the detail shows, each read through the pool's own ids: its newest
// metadata (unique_off_chain_pool_data, pool first), the owners and relays of
// its newest certificate (pool_owner_pool_update_id_idx, idx_pool_relay_update_id),
// and every certificate it ever had (idx_pool_update_hash_id).

/** The social-media keys of spec §3, read as flat keys of the metadata json. */
const SOCIAL_KEYS = [
  "twitter_handle",
  "github_handle",
  "youtube_handle",
  "facebook_handle",
  "discord_handle",
  "telegram_handle",
  "twitch_handle",
] as const;
type SocialKey = (typeof SOCIAL_KEYS)[number];

/** A key of the json as text when it holds a string (numbers, objects, arrays: null). */
const jsonString = (key: string) => `CASE WHEN jsonb_typeof(d.json -> '${key}') = 'string' THEN d.json ->> '${key}' END`;

type MetadataRow = {
  description: string | null;
  homepage: string | null;
  extended: string | null;
} & Record<SocialKey, string | null>;

type RelayRow = { dns: string | null; ipv4: string | null; ipv6: string | null; port: number | null; location: string | null; isp: string | null };

type ParameterRow = NonNullable<StakePool["parameterHistory"]>[number];

/**
 * spec §7 getStakePool: the pool (bech32 id) with its figures and status (the
 * list's, app/lib/chain/status.ts), metadata,
 * owners, relays and parameter history; null when no pool has that id.
 */
export async function getStakePool(db: Queryable, poolId: string): Promise<StakePool | null> {
  const figures = await getStakePoolFigures(db, poolId);
  if (!figures) return null;
  const { pool, hashId, updateId } = figures;

  // Newest fetched metadata of the pool (as the list's name and ticker).
  const [metadata] = await db.query<MetadataRow>(
    `SELECT ${jsonString("description")} AS "description",
            ${jsonString("homepage")} AS "homepage",
            ${jsonString("extended")} AS "extended",
            ${SOCIAL_KEYS.map((key) => `${jsonString(key)} AS "${key}"`).join(",\n            ")}
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (
       SELECT m.json FROM off_chain_pool_data m WHERE m.pool_id = $1 ORDER BY m.pmr_id DESC LIMIT 1
     ) d ON true`,
    [hashId],
  );

  const owners = await db.query<{ address: string }>(
    // One primary-key probe of stake_address per owner (a join may read it whole).
    `SELECT (SELECT sa.view FROM stake_address sa WHERE sa.id = o.addr_id) AS "address"
     FROM pool_owner o
     WHERE o.pool_update_id = $1
     ORDER BY o.id`,
    [updateId],
  );

  // explorer.relay_geo is keyed by the relay's address text as pool_relay holds
  // it: the first of ipv4, ipv6, dns name, SRV name (demo/generator/relays.mjs relayKey).
  const relayNodes = await db.query<RelayRow>(
    `SELECT coalesce(r.dns_name, r.dns_srv_name) AS "dns",
            r.ipv4 AS "ipv4", r.ipv6 AS "ipv6", r.port::int AS "port",
            g.country AS "location", g.isp AS "isp"
     FROM pool_relay r
     LEFT JOIN explorer.relay_geo g ON g.relay = coalesce(r.ipv4, r.ipv6, r.dns_name, r.dns_srv_name)
     WHERE r.update_id = $1
     ORDER BY r.id`,
    [updateId],
  );

  // Every certificate, newest first, named by its chain position (tx hash and
  // certificate index), not by db-sync's serial. The genesis block has no
  // block_no in db-sync: a pool registered at genesis reads null, never
  // block 0's height.
  const parameterHistory = await db.query<ParameterRow>(
    `SELECT encode(t.hash, 'hex') || ':' || u.cert_index::text AS "updateId",
            b.time AS "updateTime",
            b.block_no::int AS "blockHeight",
            u.pledge::text AS "pledge",
            u.margin::float8 AS "margin",
            u.fixed_cost::text AS "fixedCost",
            encode(t.hash, 'hex') AS "txHash"
     FROM pool_update u
     JOIN tx t ON t.id = u.registered_tx_id
     JOIN block b ON b.id = t.block_id
     WHERE u.hash_id = $1
     ORDER BY u.registered_tx_id DESC, u.cert_index DESC`,
    [hashId],
  );

  // The rows of its Recent Delegation Activity, for that list's pager (index-only on explorer_delegation_pool_hash_id_tx_id).
  const [delegations] = await db.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM delegation d WHERE d.pool_hash_id = $1`, [hashId]);

  const socialMedia: StakePool["socialMedia"] = {};
  for (const key of SOCIAL_KEYS) {
    const handle = metadata?.[key];
    if (handle !== null && handle !== undefined) socialMedia[key] = handle;
  }

  return {
    ...pool,
    description: metadata?.description ?? null,
    homepage: metadata?.homepage ?? null,
    extendedMetadataUrl: metadata?.extended ?? null,
    // Icons live only in extended metadata, which db-sync never fetches, and the
    // server never fetches on-chain URLs itself (chain data is hostile: a URL in it
    // could point the server anywhere): none to give.
    poolIconUrl: null,
    extendedIconUrl: null,
    socialMedia,
    owners: owners.map((o) => o.address),
    relayNodes,
    parameterHistory,
    delegationActivityCount: delegations?.count ?? 0,
  };
}
