import { POOL_OWNERS_SHOWN, type PoolStakingRewardsEntry, type StakePool } from "../domain";
import { divideRoundHalfUp, formatAmount, formatPercent, NOT_AVAILABLE, parseDfm, truncateHash, visibleTextOrNull } from "../formats/format";
import { safeHttpUrl } from "../navigation/safe-url";

// The pure rules of the stake pool detail and staking rewards screens (spec §2,
// §9): social links, saturation, owners, ROA, the rewards totals. The URL state of
// the detail page's lists is read in params/pool-page.ts.

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

const TITLE_ID_SHOWN = 16;

/** The pool as a title names it: its ticker and name when it has them, else its shortened id. */
export function poolTitle(pool: Pick<StakePool, "poolId" | "ticker" | "name">): string {
  const ticker = visibleTextOrNull(pool.ticker);
  const name = visibleTextOrNull(pool.name);
  if (ticker && name) return `[${ticker}] ${name}`;
  return ticker ?? name ?? truncateHash(pool.poolId, TITLE_ID_SHOWN);
}

// ---------------------------------------------------------------------------
// Social links
// ---------------------------------------------------------------------------

export type SocialNetwork = "Twitter" | "GitHub" | "YouTube" | "Facebook" | "Discord" | "Telegram" | "Twitch";

const SOCIAL_BASES: ReadonlyArray<{ key: keyof NonNullable<StakePool["socialMedia"]>; label: SocialNetwork; base: string; prefix?: string }> = [
  { key: "twitter_handle", label: "Twitter", base: "https://twitter.com/" },
  { key: "github_handle", label: "GitHub", base: "https://github.com/" },
  { key: "youtube_handle", label: "YouTube", base: "https://youtube.com/", prefix: "@" },
  { key: "facebook_handle", label: "Facebook", base: "https://facebook.com/" },
  { key: "discord_handle", label: "Discord", base: "https://discord.gg/" },
  { key: "telegram_handle", label: "Telegram", base: "https://t.me/" },
  { key: "twitch_handle", label: "Twitch", base: "https://twitch.tv/" },
];

export type SocialLink = { network: SocialNetwork; text: string; href: string | null };

/**
 * The handle as a full link (spec §2): a value that already starts with http is
 * used as it is; any other handle is put after the network's address. Only an
 * http(s) result becomes a link: anything else (javascript:, data:…) is text.
 */
export function socialHref(network: SocialNetwork, handle: string): string | null {
  const entry = SOCIAL_BASES.find((item) => item.label === network);
  const value = handle.trim();
  if (!entry || value === "") return null;
  if (/^http/i.test(value)) return safeHttpUrl(value);
  // A handle with a scheme of its own, or a path or query trick, is not a handle.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || /[/?#\\\s]/.test(value.replace(/^@/, ""))) return null;
  const bare = value.replace(/^@/, "");
  if (bare === "") return null;
  return safeHttpUrl(`${entry.base}${entry.prefix ?? ""}${encodeURIComponent(bare)}`);
}

/** The pool's social accounts in the spec's order, each a link when it can be one. */
export function socialLinks(socialMedia: StakePool["socialMedia"] | null | undefined): SocialLink[] {
  if (!socialMedia) return [];
  const links: SocialLink[] = [];
  for (const { key, label } of SOCIAL_BASES) {
    const handle = socialMedia[key];
    if (typeof handle !== "string" || handle.trim() === "") continue;
    links.push({ network: label, text: handle, href: socialHref(label, handle) });
  }
  return links;
}

// ---------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------

/** The saturation bar's value: the percent, 0 to 100 (an oversaturated pool fills it). */
export function saturationBarValue(saturationPercent: number): number {
  if (!Number.isFinite(saturationPercent) || saturationPercent <= 0) return 0;
  return Math.min(100, saturationPercent);
}

/** spec §9: owners shown up to 3, then '+N more'. */
export function ownersShown(owners: ReadonlyArray<string> | null | undefined): { shown: string[]; more: string | null } {
  const list = owners ?? [];
  const shown = list.slice(0, POOL_OWNERS_SHOWN);
  const rest = list.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

/** spec §2: a missing ROA shows '-'. */
export const ROA_MISSING = "-";

/** ROA with 2 decimals ('4.35%'), '-' when unknown. */
export function formatRoa(roa: number | null | undefined): string {
  return roa === null || roa === undefined || !Number.isFinite(roa) ? ROA_MISSING : formatPercent(roa, 2);
}

// ---------------------------------------------------------------------------
// Staking rewards (amounts in DFM; shown ÷ 1,000,000 with up to 6 decimals)
// ---------------------------------------------------------------------------

/** A staking rewards amount: ÷ 1,000,000 with every DFM (6 decimals), as every amount column shows it. */
export function formatRewardAmount(dfm: string): string {
  return formatAmount(dfm);
}

export type StakingRewardsTotals = {
  /** DFM. */
  totalRewards: string;
  totalBlocks: number;
  epochs: number;
  /** DFM, rounded half-up to a whole DFM; null without epochs. */
  avgPerEpoch: string | null;
};

function dfm(value: string): bigint {
  return parseDfm(value) ?? 0n;
}

/** The totals cards: Total Rewards, Total Blocks, Epochs, Avg per Epoch. */
export function stakingRewardsTotals(entries: ReadonlyArray<PoolStakingRewardsEntry>): StakingRewardsTotals {
  let total = 0n;
  let blocks = 0;
  for (const entry of entries) {
    total += dfm(entry.totalEpochRewards);
    blocks += entry.blocksMade;
  }
  return {
    totalRewards: total.toString(),
    totalBlocks: blocks,
    epochs: entries.length,
    avgPerEpoch: entries.length === 0 ? null : divideRoundHalfUp(total, BigInt(entries.length)).toString(),
  };
}

/** The operator's share of an epoch's rewards with 1 decimal, as spec §9 writes percentages ('12.5%'); N/A when the epoch paid nothing. */
export function operatorPercent(entry: Pick<PoolStakingRewardsEntry, "operatorRewards" | "totalEpochRewards">): string {
  const total = dfm(entry.totalEpochRewards);
  if (total <= 0n) return NOT_AVAILABLE;
  const tenths = divideRoundHalfUp(dfm(entry.operatorRewards) * 1_000n, total);
  return formatPercent(`${tenths / 10n}.${tenths % 10n}`, 1);
}

// ---------------------------------------------------------------------------
// Description
// ---------------------------------------------------------------------------

/** How much of a description shows before 'Show full description'. */
const DESCRIPTION_PREVIEW_CHARACTERS = 280;

/** The start of a long description (whole characters, never half a surrogate pair); null when it is short enough to show whole. */
export function descriptionPreview(text: string, limit = DESCRIPTION_PREVIEW_CHARACTERS): string | null {
  const characters = Array.from(text);
  if (characters.length <= limit) return null;
  return `${characters.slice(0, limit).join("").trimEnd()}…`;
}
