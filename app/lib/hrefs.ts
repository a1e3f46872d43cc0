import type { Network } from "./network";

// The one place that knows the spec's route table for entity pages (spec §2).
// Ids are the chain's own (hash, height, bech32), encoded so hostile text
// cannot change the path.
export type EntityKind = "block" | "transaction" | "address" | "pool" | "epoch";

const BASE: Record<EntityKind, string> = {
  block: "/blocks",
  transaction: "/transactions",
  address: "/addresses",
  pool: "/stakepools",
  epoch: "/epochs",
};

export function entityHref(kind: EntityKind, id: string | number): string {
  return `${BASE[kind]}/${encodeURIComponent(String(id))}`;
}

/** Adds or replaces one query parameter, keeping the others (paging, sorting). */
export function withSearchParam(
  search: string | URLSearchParams,
  key: string,
  value: string | number | null,
): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * A pool's page on a named network (spec §2 `/{network}/pools/{poolId}`): the
 * network travels in the path, so the link opens there whatever the visitor's cookie says.
 */
export function networkPoolHref(network: Network, poolId: string): string {
  return `/${network}/pools/${encodeURIComponent(poolId)}`;
}
