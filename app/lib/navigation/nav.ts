import { parseNetwork } from "./network";

// The eight sidebar entries of spec §2, and Tokens (issue 43) beside the stake pools,
// each with the list route it opens.
export const NAV_ITEMS = [
  { label: "Dashboard", to: "/", section: "" },
  { label: "Blocks", to: "/blocks", section: "blocks" },
  { label: "Transactions", to: "/transactions", section: "transactions" },
  { label: "Addresses", to: "/addresses", section: "addresses" },
  { label: "Stake Pools", to: "/stakepools", section: "stakepools" },
  { label: "Tokens", to: "/tokens", section: "tokens" },
  { label: "Epochs", to: "/epochs", section: "epochs" },
  { label: "Network Analytics", to: "/analytics", section: "analytics" },
  { label: "Protocol Parameters", to: "/protocol-parameters", section: "protocol-parameters" },
] as const;

export type NavSection = (typeof NAV_ITEMS)[number]["section"];

// A policy is a family of tokens: its page belongs to the Tokens entry.
const ALIASES: Record<string, NavSection> = { pools: "stakepools", policies: "tokens" };

/** Which entry a path belongs to, ignoring a /{network}/ prefix; null for none. */
export function activeSection(pathname: string): NavSection | null {
  const segments = pathname.split("/").filter(Boolean);
  const rest = parseNetwork(segments[0]) ? segments.slice(1) : segments;
  const first = rest[0] ?? "";
  const section = ALIASES[first] ?? first;
  return NAV_ITEMS.some((item) => item.section === section) ? (section as NavSection) : null;
}
