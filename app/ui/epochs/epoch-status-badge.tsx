import type { EpochListStatus } from "../../lib/chain/status";
import { Badge, type BadgeVariant } from "../values/badge";

const VARIANT: Record<EpochListStatus, BadgeVariant> = {
  "In Progress": "info",
  Completed: "success",
  Active: "default",
};

/** An epoch's status (spec §4): In Progress, Completed or Active. */
export function EpochStatusBadge({ status, testId }: { status: EpochListStatus; testId?: string }) {
  return (
    <span data-testid={testId}>
      <Badge variant={VARIANT[status]}>{status}</Badge>
    </span>
  );
}
