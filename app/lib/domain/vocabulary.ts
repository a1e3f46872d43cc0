// The enumerations, page sizes and input limits every layer speaks: values the
// browser needs too, kept apart from the schemas (app/lib/domain/schemas.ts) so
// that a component importing a page size does not ship zod to the browser.

/** spec §4 delegation types. */
export const DELEGATION_TYPES = [
  "delegation",
  "delegate",
  "undelegate",
  "undelegation",
  "redelegate",
  "switched_from",
  "switched_to",
] as const;

/** Why a pool's label looks like another's (app/lib/pools/look-alike.ts). */
export const LOOK_ALIKE_REASONS = ["confusable", "mixed-scripts", "invisible", "duplicate-ticker"] as const;

export const POOL_SORT_KEYS = [
  "name",
  "ticker",
  "totalStake",
  "blocksLifetime",
  "blocksEpoch",
  "delegatorCount",
  "saturation",
  "margin",
  "fixedCost",
  "active",
] as const;

/**
 * Protocol Version Usage (spec §2 Network Analytics) is the share of the blocks made
 * in the last this-many completed epochs (the page says which).
 */
export const PROTOCOL_VERSION_WINDOW_EPOCHS = 5;

// Page sizes and input limits: one place for every layer (routes, parsers, components).

/** spec §9: 20 blocks a page. */
export const BLOCKS_PAGE_SIZE = 20;
/** spec §9: 20 transactions a page. */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** How many of a block's transactions one block detail carries unless asked otherwise. */
export const BLOCK_TRANSACTIONS_PAGE_SIZE = 50;
/** The JSON API's `?limit` when absent, and its largest accepted value (spec §7). */
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
/** spec §9: 100 pools a page on /stakepools, and the stake pool call's default `?limit` (spec §7). */
export const STAKE_POOLS_PAGE_SIZE = 100;
/** spec §9: pool blocks 10/20/50/100 a page (20 by default), pool delegations 20. */
export const POOL_BLOCKS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const POOL_BLOCKS_DEFAULT_PAGE_SIZE = 20;
export const POOL_DELEGATIONS_PAGE_SIZE = 20;
/** spec §9: owners shown up to 3 (then '+N more'); delegation history up to 8 epochs. */
export const POOL_OWNERS_SHOWN = 3;
export const POOL_DELEGATION_HISTORY_EPOCHS = 8;
/** Spec §2 sample: 20 pools asked for (5 of them shown). */
export const SAMPLE_POOLS_REQUESTED = 20;
/** Spec §5: a search runs only for more than 2 characters (trimmed), and takes at most 200. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
/** spec §9: the epochs list and an epoch's blocks show 20 a page. */
export const EPOCHS_PAGE_SIZE = 20;
export const EPOCH_BLOCKS_PAGE_SIZE = 20;
/** The epoch page's query parameter of its blocks' page (1-based, 'Page N'). */
export const EPOCH_BLOCKS_PAGE_PARAM = "blocksPage";
/** Address history and unspent outputs: 20 a page (spec §9 lists). */
export const ADDRESS_TRANSACTIONS_PAGE_SIZE = 20;
export const ADDRESS_UTXOS_PAGE_SIZE = 20;
/** A stake address's payment addresses and delegations: 10 a page (spec §9 'address stake queries are limited to 10'). */
export const STAKE_ADDRESS_LIST_PAGE_SIZE = 10;
/** spec §9: rewards tables offer 10/20/50/100 a page, 20 by default. */
export const REWARDS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REWARDS_DEFAULT_PAGE_SIZE = 20;
/** /addresses 'Recent Address Activity': addresses of this many newest transactions. */
export const RECENT_ADDRESS_ACTIVITY_LIMIT = 10;

/** The token list's orders: the most held first, or the most recently minted first. */
export const TOKEN_LIST_ORDERS = ["holders", "recent"] as const;
export type TokenListOrder = (typeof TOKEN_LIST_ORDERS)[number];
/** How an address's tokens sort: by quantity or by name. */
export const ADDRESS_TOKEN_SORTS = ["quantity", "name"] as const;
export type AddressTokenSort = (typeof ADDRESS_TOKEN_SORTS)[number];
/** Token lists (the list, a token's holders and history, a policy's tokens, an address's tokens): 20 a page. */
export const TOKENS_PAGE_SIZE = 20;
