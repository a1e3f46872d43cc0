import { earnsNothingIn, POOL_RETIRED_MARK } from "../../lib/chain/status";
import { Badge } from "../values/badge";

/** After an epoch cell of a pool's stake: the pool had retired by then, so the stake earned (or earns) nothing. */
export function RetiredMark({ epoch, retiringEpoch }: { epoch: number; retiringEpoch: number | null | undefined }) {
  if (!earnsNothingIn(epoch, retiringEpoch)) return null;
  return (
    <>
      {" "}
      <Badge variant="destructive">{POOL_RETIRED_MARK}</Badge>
    </>
  );
}
