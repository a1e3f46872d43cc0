import { z } from "zod";
import { parseAddressParam } from "../lib/params/address";
import type { AddressKind, BlockId, Hash32 } from "../lib/domain";
import type { Network } from "../lib/navigation/network";
import { parseBlockId } from "../lib/params/block-id";
import { parseEpochNumber } from "../lib/params/epoch";
import { parseHash32 } from "../lib/params/hash";
import { INT4_MAX } from "../lib/params/integers";
import { parsePoolParam } from "../lib/params/pool-id";
import { ParamError } from "../lib/params/param-error";
import { RELAY_BUCKET_MAX_LENGTH, relayBucketParam } from "../lib/params/relay-bucket";
import { type AssetId, parseAssetId, parsePolicyId } from "../lib/params/asset-id";
import type { ExplorerApi } from "./contract";

// The path parameters of the JSON API (resources.ts): how each kind of id is
// parsed (the one parser of app/lib, so a page and a call read an id alike),
// written back into a URL (the HTTP transport), described (the OpenAPI
// document) and found on the chain for the /api page's live examples.

export type PathRule<T> = {
  readonly description: string;
  /** The raw segment's schema in the OpenAPI document. */
  readonly schema: z.ZodType;
  /** The value, or a ParamError (the call's 404) when the segment names nothing. */
  parse(raw: string | undefined, network: Network): T;
  format(value: T): string;
  /** A segment that names something on the chain now, for the /api page. */
  example(api: ExplorerApi): Promise<string | null>;
  /** 400 when the segment breaks its documented schema (otherwise a segment that names nothing is a 404). */
  readonly malformed?: 400;
};

const first = { limit: 1, offset: 0 };

export const BLOCK_ID: PathRule<BlockId> = {
  description: "A block's height (digits) or its hash (64 hex characters).",
  schema: z.string().regex(/^(\d+|[0-9a-fA-F]{64})$/),
  parse: (raw) => parseBlockId(raw ?? ""),
  format: (id) => (id.kind === "height" ? String(id.height) : id.hash),
  example: async (api) => String((await api.listBlocks(first))[0]?.height ?? 0),
};

export const HASH: PathRule<Hash32> = {
  description: "A transaction's hash (64 hex characters).",
  schema: z.string().regex(/^[0-9a-fA-F]{64}$/),
  parse: (raw) => parseHash32(raw ?? ""),
  format: (hash) => hash,
  example: async (api) => (await api.listTransactions(first))[0]?.hash ?? null,
};

export const POOL_ID: PathRule<string> = {
  description: "A pool's bech32 id (pool1…) or its 56-hex cold key hash.",
  schema: z.string(),
  parse: (raw) => parsePoolParam(raw),
  format: (poolId) => poolId,
  example: biggestPool,
};

/** The pool with the most stake: it has made blocks, earned rewards and has delegators on any chain. */
async function biggestPool(api: ExplorerApi): Promise<string | null> {
  const [pool] = await api.listStakePools({ limit: 1, offset: 0, sortBy: "totalStake", sortDirection: "desc" });
  return pool?.poolId ?? null;
}

export const EPOCH_NUMBER: PathRule<number> = {
  description: "An epoch number.",
  schema: z.int().min(0).max(INT4_MAX),
  parse: (raw) => parseEpochNumber(raw ?? ""),
  format: String,
  example: async (api) => {
    const current = await api.getCurrentEpoch();
    return current ? String(current.epochNumber) : null;
  },
};

type ParsedAddress = { kind: AddressKind; address: string };

function addressRule(only?: AddressKind): PathRule<ParsedAddress> {
  return {
    description: only
      ? `A ${only} address of the network (bech32); any other address names nothing (404).`
      : "A payment (addr1…, addr_test1…) or stake (stake1…, stake_test1…) address of the network.",
    schema: z.string(),
    parse: (raw, network) => parseAddressParam(raw, network, only),
    format: (parsed) => parsed.address,
    example: only === "stake" ? ownerStakeAddress : paymentAddress,
  };
}

/** A payment address of one of the newest transactions. */
async function paymentAddress(api: ExplorerApi): Promise<string | null> {
  const recent = await api.listRecentAddressActivity(10);
  return recent.find((entry) => entry.addressType === "payment")?.address ?? null;
}

/** The biggest pool's first owner: a stake address with rewards, a delegation and funds. */
async function ownerStakeAddress(api: ExplorerApi): Promise<string | null> {
  const poolId = await biggestPool(api);
  const pool = poolId ? await api.getStakePool(poolId) : null;
  return pool?.owners?.[0] ?? null;
}

export const ANY_ADDRESS = addressRule();
export const ADDRESS = { payment: addressRule("payment"), stake: addressRule("stake") } as const;

function relayBucketRule(name: string, description: string, example: PathRule<string | null>["example"]): PathRule<string | null> {
  return {
    description,
    schema: z.string().max(RELAY_BUCKET_MAX_LENGTH),
    malformed: 400,
    parse: (raw) => {
      // Longer than the document allows is a malformed request, not an unknown name.
      if (raw !== undefined && raw.length > RELAY_BUCKET_MAX_LENGTH) throw new ParamError(`${name} must be at most ${RELAY_BUCKET_MAX_LENGTH} characters`, 400, name);
      // A name that cannot name a bucket lists no relays (spec §7: unknown → []), it is no error.
      return relayBucketParam(raw);
    },
    format: (bucket) => bucket ?? "",
    example,
  };
}

export const RELAY_COUNTRY = relayBucketRule(
  "country",
  "A country's name, its ISO 3166 code, or Unknown (URL-encoded).",
  async (api) => {
    const [top] = await api.listGeographicDistribution();
    return top ? (top.countryCode ?? top.country) : null;
  },
);

export const RELAY_PROVIDER = relayBucketRule("provider", "A hosting provider's name (its id), or Unknown (URL-encoded).", async (api) => {
  const [top] = await api.listHostingProviders();
  return top?.id ?? null;
});

/** The most held token: it has holders, a mint and a policy on any chain with tokens. */
async function mostHeldToken(api: ExplorerApi) {
  const { tokens } = await api.listTokens({ page: first, order: "holders", q: null });
  return tokens[0] ?? null;
}

export const ASSET_ID: PathRule<AssetId> = {
  description: "A token's CIP-14 fingerprint (asset1…) or its unit: the policy id (56 hex) followed by the asset name in hex.",
  schema: z.string(),
  parse: (raw) => parseAssetId(raw),
  format: (id) => (id.kind === "fingerprint" ? id.fingerprint : `${id.policyId}${id.nameHex}`),
  example: async (api) => (await mostHeldToken(api))?.fingerprint ?? null,
};

export const POLICY_ID: PathRule<string> = {
  description: "A minting policy's id (56 hex characters).",
  schema: z.string().regex(/^[0-9a-fA-F]{56}$/),
  parse: (raw) => parsePolicyId(raw),
  format: (policyId) => policyId,
  example: async (api) => (await mostHeldToken(api))?.policyId ?? null,
};
