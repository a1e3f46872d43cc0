import type { BlockDetail } from "../../lib/domain";
import { poolDisplayName, poolTickerText } from "../../lib/chain/blocks";
import { NOT_AVAILABLE } from "../../lib/formats/format";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { DetailList, LongValue } from "../page/detail-list";
import { LookAlikeWarning } from "../pools/look-alike-warning";

/**
 * spec §2 Block detail: the Pool Information card of the block's producer.
 * Name and ticker are the operator's own text: shown as text, bidi-isolated.
 */
export function PoolInformation({ block }: { block: BlockDetail }) {
  return (
    <Card title="Pool Information">
      <DetailList
        rows={[
          {
            label: "Pool Name",
            testId: "pool-name",
            value: (
              <>
                <bdi>{poolDisplayName({ poolId: block.poolId, name: block.poolName, ticker: block.poolTicker })}</bdi>
                {block.poolLookAlike ? " " : null}
                <LookAlikeWarning warning={block.poolLookAlike} />
              </>
            ),
          },
          { label: "Ticker", testId: "pool-ticker", value: <bdi>{poolTickerText(block.poolTicker)}</bdi> },
          {
            label: "Pool ID",
            testId: "pool-id",
            value: block.poolId ? <EntityLink kind="pool" id={block.poolId} truncate={false} copy /> : NOT_AVAILABLE,
          },
          { label: "VRF Key", testId: "pool-vrf", value: <LongValue value={block.vrfKey} fallback={NOT_AVAILABLE} /> },
          {
            label: "Operational Certificate",
            testId: "pool-opcert",
            value: <LongValue value={block.operationalCertificate} fallback={NOT_AVAILABLE} />,
          },
        ]}
      />
    </Card>
  );
}
