import type { ReactNode } from "react";
import { Link } from "../links/page-network";
import { Card } from "../page/card";
import { classNames } from "../class-names";
import { entered as enteredRow } from "../live/live.css";
import { useEnteredKeys } from "../live/use-entered-keys";
import * as styles from "./dashboard.css";

export type LatestListProps<Item> = {
  title: string;
  /** The list route of 'View All'. */
  viewAllTo: string;
  /** Null when the call failed. */
  items: readonly Item[] | null;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  empty: string;
  failed: string;
  testId: string;
};

/**
 * A dashboard list card (Latest Blocks, Latest Transactions) with its 'View All'
 * link. As the page follows the chain, new rows enter at the top with a short
 * highlight and the oldest leave at the bottom: the card keeps its size.
 */
export function LatestList<Item>({ title, viewAllTo, items, itemKey, renderItem, empty, failed, testId }: LatestListProps<Item>) {
  const entered = useEnteredKeys(items?.map(itemKey) ?? []);
  return (
    <Card
      title={title}
      actions={
        <Link to={viewAllTo} className={styles.viewAll} aria-label={`View All ${title.replace(/^Latest /, "").toLowerCase()}`}>
          View All
        </Link>
      }
    >
      {items === null ? (
        <p className={styles.failureText}>{failed}</p>
      ) : items.length === 0 ? (
        <p className={styles.emptyText}>{empty}</p>
      ) : (
        <ul className={styles.list} data-testid={testId}>
          {items.map((item) => (
            <li
              key={itemKey(item)}
              className={classNames(styles.row, entered.has(itemKey(item)) && enteredRow)}
              data-entered={entered.has(itemKey(item)) || undefined}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
