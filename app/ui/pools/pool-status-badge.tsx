import type { StakePool } from "../../lib/domain";
import { shownPoolStatus, type PoolStatus } from "../../lib/chain/status";
import { Badge, type BadgeVariant } from "../values/badge";

const STATUS_VARIANT: Record<PoolStatus, BadgeVariant> = { Active: "success", Retired: "destructive", Inactive: "outline" };

/** A pool's status (app/lib/chain/status.ts) as the list and the pool page show it: 'Retiring in epoch N' (a warning) while ahead, 'Retired in epoch N'. */
export function PoolStatusBadge({ pool }: { pool: Pick<StakePool, "status" | "retired" | "retiringEpoch"> }) {
  const { status, text } = shownPoolStatus(pool);
  return <Badge variant={status !== "Retired" && text !== status ? "warning" : STATUS_VARIANT[status]}>{text}</Badge>;
}
