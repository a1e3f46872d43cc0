import type { BlockDetail } from "../../lib/domain";
import { parentHashView } from "../../lib/chain/blocks";
import { formatBlockHeight, formatInteger, formatKB, NOT_AVAILABLE } from "../../lib/formats/format";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
import { DetailList } from "../page/detail-list";
import * as styles from "./block-view.css";

/** spec §2 Block detail: the Block Information card. */
export function BlockInformation({ block, now }: { block: BlockDetail; now: number }) {
  const parent = parentHashView(block);
  return (
    <Card title="Block Information">
      <DetailList
        rows={[
          { label: "Height", value: block.height === null ? NOT_AVAILABLE : formatBlockHeight(block.height), testId: "block-height" },
          {
            label: "Hash",
            testId: "block-hash",
            value: <EntityLink kind="block" id={block.hash} truncate={false} link={false} copy />,
          },
          {
            label: "Parent Hash",
            testId: "block-parent",
            value:
              parent.kind === "hash" ? (
                <EntityLink kind="block" id={parent.hash} truncate={false} copy copyLabel="Copy parent hash" />
              ) : (
                <span className={styles.muted}>{parent.text}</span>
              ),
          },
          { label: "Timestamp", testId: "block-timestamp", value: <Timestamp value={block.timestamp} now={now} layout="inline" /> },
          {
            label: "Epoch",
            testId: "block-epoch",
            value: block.epochNumber === null ? NOT_AVAILABLE : <EntityLink kind="epoch" id={block.epochNumber} />,
          },
          { label: "Slot", testId: "block-slot", value: block.slotNumber === null ? NOT_AVAILABLE : formatInteger(block.slotNumber) },
          // The genesis block is no block a node produced: db-sync records no size for it (0).
          { label: "Size", testId: "block-size", value: block.height === null ? NOT_AVAILABLE : formatKB(block.size, 2) },
          { label: "Protocol Version", testId: "block-protocol", value: block.protocolVersion },
        ]}
      />
    </Card>
  );
}
