import type { RecentAddressActivity } from "../../lib/domain";
import { Badge } from "../values/badge";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { Timestamp } from "../values/timestamp";
import * as styles from "./addresses.css";

/** spec §2's placeholder sentence, kept for a chain with no transactions yet. */
const NO_RECENT_ACTIVITY = "Recent address activity will be displayed here.";

const ADDRESS_SHOWN = 32;

/** 'Recent Address Activity': the addresses of the newest transactions, each with its transaction, block and age. */
export function RecentAddressActivityCard({
  activity,
  now,
}: {
  activity: ReadonlyArray<RecentAddressActivity>;
  now: number;
}) {
  return (
    <Card title="Recent Address Activity">
      {activity.length === 0 ? (
        <p className={styles.muted}>{NO_RECENT_ACTIVITY}</p>
      ) : (
        <ul className={styles.activityList}>
          {activity.map((item) => (
            <li key={`${item.txHash}-${item.address}`} className={styles.activityItem} data-testid="recent-address">
              <EntityLink kind="address" id={item.address} truncate={ADDRESS_SHOWN} />
              <span className={styles.activityMeta}>
                <Timestamp value={item.timestamp} layout="age" now={now} />
              </span>
              <span className={styles.activityMeta}>
                <Badge variant={item.addressType === "stake" ? "info" : "default"}>
                  {item.addressType === "stake" ? "Stake" : "Payment"}
                </Badge>
                <span>
                  {"tx "}
                  <EntityLink kind="transaction" id={item.txHash} />
                </span>
                <span>
                  {"block "}
                  <EntityLink kind="block" id={item.blockHeight} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
