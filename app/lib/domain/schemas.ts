import { z } from "zod";
import { INT4_MAX } from "../params/integers";
import { NETWORKS } from "../navigation/network";
import { DELEGATION_TYPES, LOOK_ALIKE_REASONS } from "./vocabulary";

// Every entity of spec §3 declared once, as a zod schema: the domain types
// (app/lib/domain/index.ts) are their outputs, the resource table
// (app/api/resources.ts) names one per JSON call, the HTTP transport checks an
// upstream's answer against it, and the OpenAPI document is generated from it.
// Server code only: the browser imports the types (`import type`), never zod.
// Chain quantities (DFM amounts, stake) travel as decimal strings (exact beyond
// 2^53, where a JSON number is not); times as ISO 8601 strings in UTC; hashes as
// lower-case hex.

/** Every named schema, each a component of the OpenAPI document. */
export const API_SCHEMAS = z.registry<{ id: string; description: string }>();

const descriptions = new Map<string, string>();
/** A named schema's description (zod's JSON Schema output leaves a registry's own metadata out). */
export const schemaDescription = (id: string): string | undefined => descriptions.get(id);

function named<S extends z.ZodType>(id: string, description: string, schema: S): S {
  descriptions.set(id, description);
  API_SCHEMAS.add(schema, { id, description });
  return schema;
}

const lists = new Map<z.ZodType, z.ZodArray<z.ZodType>>();

/** A list of a named schema, itself named `{id}List` (one per item schema). */
export function listOf<S extends z.ZodType>(item: S): z.ZodArray<S> {
  const known = lists.get(item);
  if (known) return known as z.ZodArray<S>;
  const id = API_SCHEMAS.get(item)?.id;
  if (!id) throw new Error("listOf takes a named schema");
  const list = named(`${id}List`, `A list of ${id}.`, z.array(item));
  lists.set(item, list);
  return list;
}

/** A chain quantity in DFM (1 AP3X = 1,000,000 DFM) as a decimal string: it may exceed 2^53. */
const dfm = z.string().regex(/^-?\d+$/).meta({ description: "DFM as a decimal string (1 AP3X = 1,000,000 DFM)" });
const hex = z.string().regex(/^[0-9a-f]*$/);
const isoTime = z.string().meta({ description: "ISO 8601 time in UTC" });
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/).meta({ description: "a decimal number as a string" });
const int = z.number().int();

/** One stake snapshot over every pool: what the pools' totalStake and delegatorCount add up to (delegators counted per pool). */
export const PoolStakeTotals = z.object({ epoch: int, stake: dfm, delegators: int });

/**
 * The chain's newest block (the tip): what every list, confirmation count,
 * current epoch and summary anchor keys off, what 'Data as of' shows, and what
 * an answer's validator and depth are read against.
 */
export const ChainTip = named(
  "ChainTip",
  "The chain's newest block: its height, hash, epoch and time, when its epoch began, and the newest transaction's id.",
  z.object({
    height: int,
    hash: hex,
    epochNumber: int,
    timestamp: isoTime,
    epochStartTime: isoTime.meta({ description: "when the tip's epoch began: the tip's time less its slot in the epoch" }),
    txId: int.meta({ description: "the newest transaction's id (0 when there is none): the rows the transactions list pages through" }),
  }),
);

/**
 * The live stream's events (GET /api/networks/{network}/events, Server-Sent
 * Events): each one's `data:` JSON; the event's type is its `event:` field and
 * its id (`<height>.<hash>`) the block it leaves the client at.
 */
export const LiveBlock = named(
  "LiveBlock",
  "A new tip block as the live stream announces it (event `block`).",
  z.object({ height: int, hash: hex, timestamp: isoTime, txCount: int, epochNumber: int, slotNumber: int }),
);

export const LiveEpochEvent = named(
  "LiveEpochEvent",
  "The block just announced opened an epoch (event `epoch`, after that block's `block`, with its id).",
  z.object({ epochNumber: int, firstBlock: LiveBlock }),
);

export const LiveRollbackEvent = named(
  "LiveRollbackEvent",
  "The chain went back (event `rollback`): `tip` is the newest block both forks share, the blocks above it up to `rolledBackFrom` are gone; the other fork's blocks follow as `block` events.",
  z.object({ tip: LiveBlock, rolledBackFrom: int }),
);

export const LiveResetEvent = named(
  "LiveResetEvent",
  "The stream cannot say what the client missed (away longer than the 64 blocks the server remembers, or its last block was rolled back): read everything again (event `reset`).",
  z.object({ tip: LiveBlock.nullable() }),
);

export const NetworkStats = named(
  "NetworkStats",
  "The network's figures at the tip (spec §3 Network stats).",
  z.object({
    activePools: int.meta({ description: "pools whose status is Active in the current epoch (epochNumber), as the stake pools list badges them" }),
    totalActiveStake: dfm.meta({ description: "the stake snapshot active in the current epoch (epochNumber), in DFM" }),
    currentBlock: int,
    totalDelegators: int.meta({ description: "stake addresses in the current epoch's (epochNumber) stake snapshot" }),
    // Beyond spec §3: real figures where the spec shows hard-coded ones.
    /** The tip's epoch, whose stake snapshot the figures above are. */
    epochNumber: int.optional(),
    /** Stake of the next epoch's snapshot, once db-sync has taken it. */
    nextEpochStake: dfm.nullable().optional(),
    /** Coins in holders' hands: UTxO plus unwithdrawn rewards, from the newest ada_pots row. */
    circulatingSupply: dfm.nullable().optional(),
    /** Every coin out of the reserves (all pots but the reserves), from the same row. */
    totalSupply: dfm.nullable().optional(),
    /** The epoch whose start that ada_pots row was written at. */
    supplyEpoch: int.nullable().optional(),
    poolsActivatedThisEpoch: int.optional().meta({ description: "of activePools, those whose first registration took effect at the current epoch's start" }),
    registeredPools: int.optional(),
    transactionCount: int.optional().meta({ description: "the transactions the transactions list pages through (newest first)" }),
    poolStake: PoolStakeTotals
      .optional()
      .meta({ description: "every pool's totalStake and delegatorCount summed: the snapshot of the stake pools list (its epoch: StakePool.stakeEpoch)" }),
  }),
);

export const CurrentEpoch = named(
  "CurrentEpoch",
  "The epoch the tip is in and when it started.",
  z.object({ epochNumber: int, startTime: isoTime }),
);

export const BlockTransactionSummary = named(
  "BlockTransactionSummary",
  "One transaction of a block.",
  z.object({ id: z.string(), hash: hex, inputCount: int, outputCount: int, confirmations: int, amount: dfm, fee: dfm }),
);

/** A look-alike warning where a row names its pool: the reasons only (the pool's own page names the pools it imitates). */
export const ProducerLookAlike = z.object({ reasons: z.array(z.enum(LOOK_ALIKE_REASONS)) });
// Where a row names a pool: the reasons of its look-alike warning (null when clean).
const producerLookAlike = ProducerLookAlike
  .nullable()
  .optional()
  .meta({ description: "set when the pool's ticker or name imitates another pool's; null when clean" });

const blockFields = {
  id: z.string(),
  hash: hex,
  parentHash: hex.nullable(),
  timestamp: isoTime,
  size: int,
  protocolVersion: z.string(),
  txCount: int,
  poolName: z.string().nullable(),
  poolTicker: z.string().nullable(),
  poolId: z.string().nullable(),
  vrfKey: z.string().nullable(),
  operationalCertificate: z.string().nullable(),
  totalOutput: dfm,
  transactions: z.array(BlockTransactionSummary).optional(),
  poolLookAlike: producerLookAlike,
};

export const Block = named(
  "Block",
  "A block (lists carry no transactions).",
  z.object({ ...blockFields, height: int, epochNumber: int, slotNumber: int }),
);

export const BlockDetail = named(
  "BlockDetail",
  "A block with a page of its transactions; the genesis block has no height, epoch or slot.",
  z.object({ ...blockFields, height: int.nullable(), epochNumber: int.nullable(), slotNumber: int.nullable() }),
);

/** A token quantity: an integer of up to 20 digits (a burn is negative) as a decimal string, never rounded. */
const tokenQuantity = z.string().regex(/^-?\d+$/).meta({ description: "an exact integer as a decimal string" });

/**
 * A quantity of one native asset: what an output carries, a mint or burn, a
 * holding. Shared by the transaction, the address and the token answers, so the
 * three say a token the same way.
 */
export const AssetAmount = named(
  "AssetAmount",
  "A quantity of one native asset (a token), with how to name and show it.",
  z.object({
    unit: hex.meta({ description: "the policy id followed by the asset name's bytes in hex (Blockfrost's unit)" }),
    policyId: hex,
    assetName: hex.meta({ description: "the asset name's raw bytes in hex (may be empty)" }),
    fingerprint: z.string().meta({ description: "the CIP-14 fingerprint (asset1…)" }),
    displayName: z.string().nullable().meta({ description: "the readable name: metadata's name, else the name's bytes when they are printable UTF-8; null otherwise" }),
    ticker: z.string().nullable(),
    decimals: int.nullable().meta({ description: "where the point goes when the quantity is shown (CIP-68 metadata); null: unknown, show the integer" }),
    quantity: tokenQuantity,
  }),
);

/** A script a transaction carries or an output holds for reference (db-sync's script row). */
const TransactionScript = named(
  "TransactionScript",
  "A script by its hash, with its language (multisig, timelock, plutusV1…V3) and serialised size.",
  z.object({ hash: hex, type: z.string(), size: int.nullable() }),
);

/** Plutus data: a datum or a redeemer's argument. */
const PlutusData = named(
  "PlutusData",
  "Plutus data by its hash: db-sync's JSON of it where the data decodes (value), else its CBOR in hex (cbor); both null for a datum only known by its hash.",
  z.object({ hash: hex, value: z.unknown().meta({ description: "db-sync's detailed JSON of the data, or null" }), cbor: hex.nullable() }),
);

/** A spent, collateral or reference input: the output it points at, with what that output holds. */
const TransactionInput = z.object({
  address: z.string(),
  utxoHash: hex,
  outputIndex: int,
  amount: dfm,
  assets: z.array(AssetAmount).meta({ description: "the native assets the output holds" }),
  scriptAddress: z.boolean().meta({ description: "the address's payment part is a script" }),
  referenceScript: TransactionScript.nullable().meta({ description: "the script the output holds for reference, if any" }),
});

const outputFields = {
  address: z.string(),
  outputIndex: int,
  amount: dfm,
  assets: z.array(AssetAmount).meta({ description: "the native assets the output carries" }),
  scriptAddress: z.boolean().meta({ description: "the address's payment part is a script" }),
  datum: PlutusData.extend({ inline: z.boolean() })
    .nullable()
    .meta({ description: "the output's datum: inline, or only its hash (value null until some transaction supplies it)" }),
  referenceScript: TransactionScript.nullable(),
  spent: z.boolean(),
  spentByTxId: z.string().nullable(),
};

const Redeemer = named(
  "Redeemer",
  "A script's redeemer: what it was run for (purpose and index), its execution budget and fee, the script and its argument.",
  z.object({
    purpose: z.string().meta({ description: "spend, mint, cert, reward, vote or propose" }),
    index: int.meta({ description: "which input (sorted), policy (sorted), certificate or withdrawal it is for" }),
    unitMem: int,
    unitSteps: int,
    fee: dfm.nullable(),
    scriptHash: hex.nullable(),
    data: PlutusData,
    spends: z
      .object({ utxoHash: hex, outputIndex: int })
      .nullable()
      .meta({ description: "for a spend, the output it unlocks (null when db-sync did not record the input: a failed transaction)" }),
  }),
);

export const Transaction = named(
  "Transaction",
  "A transaction; the detail adds its inputs, outputs, withdrawals, certificates, assets and the rest of the eUTxO transaction.",
  z.object({
    id: z.string(),
    hash: hex,
    txType: z.string().meta({ description: "the transaction's kind; failed_script: its scripts failed and only the collateral moved" }),
    blockId: z.string().nullable(),
    blockHeight: int.nullable(),
    epochNumber: int.nullable(),
    absoluteSlot: int.nullable(),
    slotInEpoch: int.nullable(),
    timestamp: isoTime,
    amount: dfm.meta({ description: "the Amount Sent: the absolute value of externalFlow" }),
    totalOutput: dfm,
    externalFlow: dfm.meta({
      description:
        "the sending wallets' net flow (a wallet: a stake key, else a payment address): what they got back less what they put in, fee included; the genesis distribution's is minus its output",
    }),
    fee: dfm.meta({ description: "the fee; for a failed script transaction, the collateral taken" }),
    size: int,
    deposit: dfm,
    withdrawn: dfm.optional().meta({ description: "the rewards the transaction withdraws" }),
    validContract: z.boolean().meta({
      description:
        "false: a script failed (phase 2); only the collateral moved, the regular inputs stay unspent and the regular outputs were never created",
    }),
    metadata: z.unknown().meta({ description: "the transaction's metadata as db-sync's JSON, or null" }),
    inputs: z
      .array(TransactionInput)
      .optional()
      .meta({ description: "the inputs spent; empty for a failed script transaction (db-sync records its regular inputs nowhere: they were not spent)" }),
    outputs: z
      .array(z.object(outputFields))
      .optional()
      .meta({ description: "the outputs created; empty for a failed script transaction (its collateral return is collateralReturn)" }),
    withdrawals: z.array(z.object({ stakeAddress: z.string(), amount: dfm })).optional(),
    certificates: z
      .array(
        z.object({
          type: z.enum(["stake_registration", "stake_deregistration", "delegation", "pool_registration", "pool_retirement"]),
          index: int,
          stakeAddress: z.string().nullable(),
          poolId: z.string().nullable(),
          deposit: dfm.nullable(),
        }),
      )
      .optional(),
    mint: z.array(AssetAmount).optional().meta({ description: "assets minted (positive quantity) and burnt (negative)" }),
    collateralInputs: z
      .array(TransactionInput)
      .optional()
      .meta({ description: "the collateral: spent only when validContract is false" }),
    collateralReturn: z
      .object({
        ...outputFields,
        created: z.boolean().meta({ description: "true when the return exists as an output (a failed transaction); false: only declared" }),
      })
      .nullable()
      .optional()
      .meta({
        description:
          "where the collateral's change goes. Only declared (created false) for a transaction whose scripts succeeded: its assets are then not listed (db-sync keeps them only as text)",
      }),
    referenceInputs: z.array(TransactionInput).optional().meta({ description: "outputs read (scripts, datums) without being spent" }),
    requiredSigners: z.array(hex).optional().meta({ description: "the key hashes that must sign (extra key witnesses)" }),
    redeemers: z.array(Redeemer).optional(),
    datums: z
      .array(PlutusData)
      .optional()
      .meta({ description: "the datums db-sync first saw in this transaction (witnessed or inline)" }),
  }),
);

/** Which kind of address a URL names (spec §5: stake1… / stake_test1… are stake addresses). */
export const AddressKind = z.enum(["payment", "stake"]);
const addressKind = AddressKind;

const addressFields = {
  address: z.string(),
  addressType: addressKind,
  /** Stake: unspent outputs + rewards − withdrawals (the 2-unit deposit excluded). */
  balance: dfm,
  totalReceived: dfm,
  totalSent: dfm,
  txCount: int,
  /** Payment: the stake address of its delegation part; stake: null. */
  stakeAddress: z.string().nullable(),
  /** Null: no activity (txCount 0), or the genesis distribution, whose block has no height (activityPlace). */
  firstSeenBlock: int.nullable(),
  lastActivityBlock: int.nullable(),
  /** Payment: unspent outputs held now; stake: null. */
  utxoCount: int.nullable(),
  /** Stake: payment addresses seen with this stake part; payment: null. */
  paymentAddressCount: int.nullable(),
  /** Stake: rewards earned and not yet withdrawn; payment: null. */
  rewardsAvailable: dfm.nullable(),
  /** Stake: the pool delegated to now (bech32), with its label; payment: null. */
  delegatedPool: z.string().nullable(),
  delegatedPoolName: z.string().nullable(),
  delegatedPoolTicker: z.string().nullable(),
  delegatedPoolStatus: z
    .enum(["Active", "Retired", "Inactive"])
    .nullable()
    .optional()
    .meta({ description: "the delegated pool's status now; Retired: the stake earns no rewards from delegatedPoolRetiringEpoch on" }),
  delegatedPoolRetiringEpoch: int.nullable().optional().meta({ description: "the epoch the delegated pool's announced retirement takes (or took) effect in" }),
};

/**
 * spec §3 Address: the figures of one payment or stake address, read from the
 * summaries (ADR 006). A well-formed address the chain has never seen has
 * txCount 0 and null blocks: the page says it has no activity (200), as search does.
 */
export const Address = z.object(addressFields);

export const AddressUtxo = named(
  "AddressUtxo",
  "An unspent output of a payment address.",
  z.object({
    txId: z.string(),
    outputIndex: int,
    amount: dfm,
    blockHeight: int.nullable().meta({ description: "null: an output of the genesis distribution, whose block has no height" }),
    timestamp: isoTime,
  }),
);

const direction = z.enum(["received", "sent"]);
export const AddressTransaction = named(
  "AddressTransaction",
  "One transaction of an address's history; netAmount is the signed change for the address.",
  z.object({
    id: z.string(),
    hash: hex,
    txType: direction,
    type: direction,
    blockHeight: int.nullable().meta({ description: "null: the genesis distribution, whose block has no height" }),
    timestamp: isoTime,
    netAmount: dfm,
    amount: dfm,
    fee: dfm,
  }),
);

export const AddressDetail = named(
  "AddressDetail",
  "A payment or stake address's figures with the first page of its unspent outputs and of its history.",
  z.object({ ...addressFields, utxos: z.array(AddressUtxo), transactions: z.array(AddressTransaction) }),
);

export const AddressTransactionsPage = named(
  "AddressTransactionsPage",
  "A page of an address's history; pagination.total is its transaction count.",
  z.object({
    transactions: z.array(AddressTransaction),
    pagination: z.object({ limit: int, offset: int, total: int.nullable(), hasMore: z.boolean() }),
  }),
);

export const PaymentAddressEntry = named(
  "PaymentAddressEntry",
  "A payment address seen with a stake address.",
  // firstSeen and lastActivity are block heights; null: the genesis distribution, whose block has no height.
  z.object({ address: z.string(), balance: dfm, txCount: int, firstSeen: int.nullable(), lastActivity: int.nullable() }),
);

export const StakeReward = named(
  "StakeReward",
  "A reward of a stake address; usdPrice is mainnet's price of one coin in that epoch.",
  z.object({
    epochNumber: int,
    epochEnd: isoTime.nullable(),
    poolId: z.string().nullable(),
    poolTicker: z.string().nullable(),
    poolName: z.string().nullable(),
    /** db-sync's reward type: leader, member, reserves, treasury, refund, proposal_refund (rewardTypeLabel). */
    rewardType: z.string(),
    rewardAmount: dfm,
    /** USD per coin in the reward's epoch; null on testnet or when no price is known. */
    usdPrice: decimal.nullable(),
  }),
);

export const StakeDelegation = named(
  "StakeDelegation",
  "A delegation certificate (or deregistration) of a stake address.",
  z.object({
    epochNumber: int,
    delegationType: z.enum(DELEGATION_TYPES),
    poolId: z.string().nullable(),
    poolTicker: z.string().nullable(),
    poolName: z.string().nullable(),
    fromPoolId: z.string().nullable(),
    fromPoolTicker: z.string().nullable(),
    /** Whether epochNumber has not begun yet (a delegation made in the last two epochs): no epoch page to link to. */
    upcoming: z.boolean(),
    /** The account's stake in the snapshot of that epoch, when known. */
    amount: dfm.nullable(),
    txId: z.string(),
    /** Null for a certificate of the genesis block, which has no height. */
    blockHeight: int.nullable(),
    timestamp: isoTime,
  }),
);

export const RecentAddressActivity = named(
  "RecentAddressActivity",
  "An address of one of the newest transactions.",
  z.object({ address: z.string(), addressType: addressKind, txHash: hex, blockHeight: int, timestamp: isoTime }),
);

const poolRef = z.object({ poolId: z.string(), ticker: z.string().nullable(), name: z.string().nullable() });
export const LookAlikeWarning = named(
  "LookAlikeWarning",
  "Why a pool's ticker or name looks like another pool's, and which pools it may be mistaken for.",
  z.object({ reasons: z.array(z.enum(LOOK_ALIKE_REASONS)), imitates: z.array(poolRef) }),
);

const handle = z.string().nullable().optional();
export const StakePool = named(
  "StakePool",
  "A stake pool; the detail adds its owners, relays and parameter history.",
  z.object({
    poolId: z.string(),
    name: z.string().nullable(),
    ticker: z.string().nullable(),
    description: z.string().nullable(),
    poolIconUrl: z.string().nullable(),
    extendedIconUrl: z.string().nullable(),
    homepage: z.string().nullable(),
    metadataUrl: z.string().nullable(),
    extendedMetadataUrl: z.string().nullable(),
    socialMedia: z.object({
      twitter_handle: handle,
      github_handle: handle,
      youtube_handle: handle,
      facebook_handle: handle,
      discord_handle: handle,
      telegram_handle: handle,
      twitch_handle: handle,
    }),
    totalStake: dfm.meta({ description: "the pool's stake in the snapshot of stakeEpoch, in DFM" }),
    activeStake: dfm.meta({ description: "the pool's stake in the snapshot active in the current epoch, in DFM" }),
    roa: z.number().nullable(),
    saturation: z.number(),
    margin: z.number(),
    fixedCost: dfm,
    pledge: dfm,
    blocksEpoch: int,
    blocksLifetime: int,
    delegatorCount: int.meta({ description: "the pool's delegators in the snapshot of stakeEpoch" }),
    active: z.boolean(),
    retired: z.boolean(),
    // Beyond the spec's API (an upstream of its shape has none): always set by ours.
    /** app/lib/chain/status.ts poolStatus: the one status of the list, the page and the Active Pools count. */
    status: z.enum(["Active", "Retired", "Inactive"]).optional(),
    stakeEpoch: int.optional().meta({ description: "the epoch whose stake snapshot totalStake and delegatorCount are: the next epoch's once taken, else the current one" }),
    /** The epoch the pool's announced retirement takes (or took) effect in; null when none is announced. */
    retiringEpoch: int.nullable().optional(),
    /** The network's saturation threshold the pool's saturation is measured against (app/lib/chain/supply.ts). */
    saturationThreshold: dfm.nullable().optional(),
    /** Set when the ticker or name imitates another pool's (app/lib/pools/look-alike.ts); null when it does not. */
    lookAlike: LookAlikeWarning.nullable().optional(),
    owners: z.array(z.string()).optional(),
    relayNodes: z
      .array(
        z.object({
          dns: z.string().nullable(),
          ipv4: z.string().nullable(),
          ipv6: z.string().nullable(),
          port: int.nullable(),
          location: z.string().nullable(),
          isp: z.string().nullable(),
        }),
      )
      .optional(),
    delegationActivityCount: int.optional().meta({ description: "the delegation certificates to the pool: the entries of stakepools/{poolId}/delegations" }),
    parameterHistory: z
      .array(
        z.object({
          updateId: z.string(),
          updateTime: isoTime,
          blockHeight: int.nullable().meta({ description: "null: a registration in the genesis block, which has no height" }),
          pledge: dfm,
          margin: z.number(),
          fixedCost: dfm,
          txHash: hex,
        }),
      )
      .optional(),
  }),
);

export const PoolHistoryEntry = named(
  "PoolHistoryEntry",
  "The pool's stake snapshot that takes effect in epochNumber.",
  z.object({ epochNumber: int, upcoming: z.boolean(), delegatorCount: int, totalStake: dfm }),
);

export const PoolRewardsHistoryEntry = named(
  "PoolRewardsHistoryEntry",
  "A pool's blocks and rewards of one epoch.",
  z.object({
    epochNumber: int,
    epochEnd: isoTime.nullable(),
    blocksProduced: int,
    activeStake: dfm,
    poolFees: dfm,
    delegatorRewards: dfm,
    roa: z.number().nullable(),
    /** USD price of one coin in that epoch (mainnet only, explorer.epoch_price); null when unknown. */
    usdPrice: decimal.nullable(),
  }),
);

export const PoolBlock = named(
  "PoolBlock",
  "A block made by the pool.",
  z.object({
    height: int,
    hash: hex,
    epochNumber: int,
    size: int,
    txCount: int,
    totalOutput: dfm,
    protocolVersion: z.string(),
    operationalCertificate: z.string().nullable(),
    timestamp: isoTime,
  }),
);

export const PoolDelegationActivity = named(
  "PoolDelegationActivity",
  "A delegation certificate to or away from the pool.",
  z.object({
    stakeAddress: z.string(),
    /** The epoch the delegation takes effect in (as StakeDelegation.epochNumber). */
    epochNumber: int,
    /** Whether epochNumber has not begun yet. */
    upcoming: z.boolean(),
    amount: dfm.nullable(),
    delegationType: z.string(),
    fromPoolId: z.string().nullable(),
    /** Beyond spec §3: the ticker of fromPoolId, as toPoolTicker is of toPoolId. */
    fromPoolTicker: z.string().nullable().optional(),
    toPoolId: z.string().nullable(),
    toPoolTicker: z.string().nullable(),
    poolId: z.string(),
  }),
);

export const PoolStakingRewardsEntry = named(
  "PoolStakingRewardsEntry",
  "The rewards of one epoch of the pool, split between its operator and its delegators.",
  z.object({
    epochNumber: int,
    blocksMade: int,
    poolStake: dfm,
    delegatorRewards: dfm,
    operatorRewards: dfm,
    totalEpochRewards: dfm,
  }),
);

export const Epoch = named(
  "Epoch",
  "An epoch; endTime is null while it runs.",
  z.object({
    id: z.string(),
    epochNumber: int,
    startTime: isoTime,
    endTime: isoTime.nullable(),
    blockCount: int,
    txCount: int,
    activeStake: dfm.nullable().meta({ description: "the stake snapshot active in the epoch, in DFM" }),
    activePools: int.nullable().meta({ description: "pools whose status is Active in the epoch (registered by then, not retired by then), the Active Pools count" }),
    completed: z.boolean(),
  }),
);

export const EpochStats = named(
  "EpochStats",
  "An epoch's volume and fees, its largest and its most expensive transaction.",
  z.object({
    totalVolume: dfm,
    totalFees: dfm,
    largestTx: z.object({ hash: hex, amount: dfm, blockHeight: int }).nullable(),
    mostExpensiveTx: z.object({ hash: hex, fee: dfm, blockHeight: int }).nullable(),
  }),
);

export const EpochBlock = named(
  "EpochBlock",
  "A block of an epoch.",
  z.object({
    id: z.string(),
    height: int,
    hash: hex,
    timestamp: isoTime,
    poolTicker: z.string().nullable(),
    txCount: int,
    size: int,
    poolId: z.string().nullable().optional(),
    poolLookAlike: producerLookAlike,
  }),
);

export const EpochProtocolParameters = named(
  "EpochProtocolParameters",
  "The protocol parameters in force in one epoch.",
  z.object({
    minFeeA: z.number(),
    minFeeB: z.number(),
    keyDeposit: dfm,
    poolDeposit: dfm,
    maxBlockSize: int,
    maxTxSize: int,
    epochLength: int,
    slotDuration: z.number(),
    poolInfluence: z.number(),
    monetaryExpansion: z.number(),
    treasuryGrowth: z.number(),
    decentralization: z.number(),
  }),
);

export const ProtocolParameters = named(
  "ProtocolParameters",
  "The protocol parameters in force now; deposits and costs in DFM.",
  z.object({
    epoch: int,
    kParameter: int,
    /** Total Supply ÷ k (app/lib/chain/supply.ts saturationThreshold); null without the chain's supply. */
    saturationThreshold: dfm.nullable(),
    minFee: dfm,
    maxTxSize: int,
    utxoCost: dfm,
    keyDeposit: dfm,
    poolDeposit: dfm,
    minPoolCost: dfm,
    rho: z.number(),
    tau: z.number(),
    protocolVersion: z.string(),
    decentralization: z.number(),
    minUtxo: dfm,
    coinsPerUtxoByte: dfm,
    /** Beyond spec §3: the chain's supply, the same figures as NetworkStats. */
    totalSupply: dfm.nullable().optional(),
    circulatingSupply: dfm.nullable().optional(),
    supplyEpoch: int.nullable().optional(),
  }),
);

export const ProtocolVersionStat = named(
  "ProtocolVersionStat",
  "A protocol version's share of the blocks of the recent completed epochs.",
  z.object({ version: z.string(), percentage: decimal }),
);

export const GeographicStat = named(
  "GeographicStat",
  "The active pools' relays in one country (countryCode null: not placed by the GeoIP lookup).",
  z.object({ country: z.string(), countryCode: z.string().nullable(), relayCount: int, percentage: decimal }),
);

export const HostingProviderStat = named(
  "HostingProviderStat",
  "The active pools' relays at one hosting provider.",
  z.object({ id: z.string(), provider: z.string(), relayCount: int, percentage: decimal }),
);

export const RelayTotals = named(
  "RelayTotals",
  "relayNodes counts every relay entry of the active pools; relays the distinct endpoints among them.",
  z.object({ relays: int, relayNodes: int }),
);

export const RelayNode = named(
  "RelayNode",
  "A relay of an active pool.",
  z.object({
    dns_name: z.string().nullable(),
    ipv4: z.string().nullable(),
    ipv6: z.string().nullable(),
    port: int.nullable(),
    ticker: z.string().nullable(),
    pool_id: z.string(),
    country: z.string().nullable(),
    isp: z.string().nullable(),
    lookAlike: producerLookAlike,
  }),
);

// Native tokens (issue 43): a token, its holders and history, a policy, the
// token list and an address's tokens, modelled on Blockfrost's assets calls.
const tokenFields = {
  unit: hex.meta({ description: "the policy id followed by the asset name's bytes in hex (Blockfrost's unit)" }),
  policyId: hex,
  assetName: hex.meta({ description: "the asset name's raw bytes in hex (may be empty)" }),
  fingerprint: z.string().meta({ description: "the CIP-14 fingerprint (asset1…)" }),
  displayName: z.string().nullable().meta({ description: "the metadata's name, else the name's bytes when they are printable UTF-8; null otherwise" }),
  ticker: z.string().nullable(),
  decimals: int.nullable().meta({ description: "where the point goes when a quantity is shown (metadata); null: unknown" }),
  description: z.string().nullable(),
  imageUrl: z.string().nullable().meta({ description: "the metadata's image when it is an https URL; null otherwise (never fetched by the server)" }),
  metadataStandard: z.enum(["CIP-25", "CIP-68"]).nullable().meta({ description: "where the metadata came from: label 721 of the latest mint (CIP-25) or the reference token's datum (CIP-68)" }),
  metadata: z.unknown().meta({ description: "the raw metadata JSON the fields above were read from (shown as text); null when there is none" }),
  supply: tokenQuantity.meta({ description: "what exists now: minted less burnt, equal to the sum of its unspent outputs" }),
  holders: int.meta({ description: "addresses holding a positive quantity" }),
  mintTransactions: int.meta({ description: "transactions that minted it" }),
  burnTransactions: int.meta({ description: "transactions that burnt it" }),
  firstMintTime: isoTime.nullable(),
  lastMintTime: isoTime.nullable(),
  lookAlike: z
    .object({ reasons: z.array(z.enum(LOOK_ALIKE_REASONS)) })
    .nullable()
    .meta({ description: "set when its ticker or name imitates another token's, or hides characters; null when clean" }),
};

export const Token = named("Token", "A native token: its names, metadata, supply, holder count and mint history in brief (Blockfrost's assets/{asset}).", z.object(tokenFields));

const { metadata: _metadata, description: _description, ...tokenListFields } = tokenFields;
export const TokenListItem = named("TokenListItem", "A token as lists show it: a Token without its metadata and description.", z.object(tokenListFields));

export const TokenListPage = named("TokenListPage", "A page of tokens and how many match.", z.object({ tokens: z.array(TokenListItem), total: int }));

export const TokenHolder = named(
  "TokenHolder",
  "An address holding a token (Blockfrost's assets/{asset}/addresses), with its share of the supply.",
  z.object({
    address: z.string(),
    stakeAddress: z.string().nullable(),
    quantity: tokenQuantity,
    sharePercent: decimal.meta({ description: "its share of the supply in percent" }),
  }),
);

export const TokenHoldersPage = named("TokenHoldersPage", "A page of a token's holders, largest first, and how many there are.", z.object({ holders: z.array(TokenHolder), total: int }));

export const TokenEvent = named(
  "TokenEvent",
  "A mint or a burn of a token (Blockfrost's assets/{asset}/history).",
  z.object({
    txHash: hex,
    blockHeight: int.nullable(),
    timestamp: isoTime,
    quantity: tokenQuantity.meta({ description: "positive: minted; negative: burnt" }),
  }),
);

export const TokenHistoryPage = named("TokenHistoryPage", "A page of a token's mints and burns, newest first, and how many there are.", z.object({ events: z.array(TokenEvent), total: int }));

export const TokenTransaction = named(
  "TokenTransaction",
  "A transaction that moved a token (Blockfrost's assets/{asset}/transactions), with its quantity of it in its outputs and its net change.",
  z.object({
    txHash: hex,
    blockHeight: int,
    timestamp: isoTime,
    outputQuantity: tokenQuantity.meta({ description: "the token in the transaction's outputs: what it moved (a transfer's net change is 0)" }),
    quantity: tokenQuantity.meta({ description: "the token in its outputs minus in the outputs it spends: positive received (or minted), negative sent away (or burnt)" }),
  }),
);

export const TokenTransactionsPage = named(
  "TokenTransactionsPage",
  "A page of the transactions that moved a token, newest first, and how many there are.",
  z.object({ transactions: z.array(TokenTransaction), total: int }),
);

export const Policy = named(
  "Policy",
  "A minting policy: its tokens (Blockfrost's assets/policy/{policy}), their holders and its script when the chain has it.",
  z.object({
    policyId: hex,
    assetCount: int,
    holders: int.nullable().meta({ description: "addresses holding any of its tokens; null when not known" }),
    script: z.object({ type: z.string(), json: z.unknown() }).nullable().meta({ description: "the policy's script, when a transaction carried it" }),
    tokens: z.array(TokenListItem).meta({ description: "a page of its tokens" }),
    total: int.meta({ description: "how many tokens it has (the pages of tokens)" }),
  }),
);

export const AddressTokensPage = named(
  "AddressTokensPage",
  "A page of the tokens an address holds (a stake address: its payment addresses together), and how many it holds.",
  z.object({ tokens: z.array(AssetAmount), total: int }),
);

export const SearchResult = named(
  "SearchResult",
  "One thing a search names.",
  z.object({
    type: z.enum(["block", "transaction", "address", "stakepool", "epoch", "token", "policy"]),
    id: z.string(),
    title: z.string(),
    subtitle: z.string().optional(),
    /** Stake pools only: set when its ticker or name imitates another pool's. */
    lookAlike: LookAlikeWarning.nullable().optional(),
    network: z
      .enum(NETWORKS)
      .optional()
      .describe("Set when it is on this other network, not the one searched (an id of that network): its page is there."),
  }),
);

export const RewardsValue = named("RewardsValue", "The USD value of an amount at the epoch's price.", z.object({ value: z.number() }));

export const RewardsValueRequest = named(
  "RewardsValueRequest",
  "An amount of coins (AP3X, a decimal; absent: 1, the unit price), the epoch whose price to use, and the currency.",
  z.object({ rewardsAP3X: z.union([z.string(), z.number()]).optional(), epoch: int.min(0).max(INT4_MAX), currency: z.literal("usd") }),
);

export const ApiError = named("Error", "What went wrong, in a sentence.", z.object({ error: z.string(), param: z.string().nullable().optional() }));
