import { useId } from "react";
import type { TokenListOrder as TokenOrder } from "../../lib/domain";
import { Form } from "../links/page-network";
import * as styles from "./tokens.css";

const ORDER_LABEL: Record<TokenOrder, string> = { holders: "Most held", recent: "Most recently minted" };

/**
 * The token list's filter: a name, ticker, fingerprint or policy, and the
 * order. A GET form, so it works without JavaScript and the list is a URL;
 * submitting starts again at page 1.
 */
export function TokenListForm({ order, q }: { order: TokenOrder; q: string | null }) {
  const qId = useId();
  const orderId = useId();
  return (
    <Form method="get" className={styles.filterForm} role="search" aria-label="Filter tokens">
      <label className={styles.field} htmlFor={qId}>
        Name, ticker, fingerprint or policy id
        <input id={qId} name="q" type="search" defaultValue={q ?? ""} maxLength={200} className={styles.input} data-testid="tokens-q" />
      </label>
      <label className={styles.fieldNarrow} htmlFor={orderId}>
        Order
        <select id={orderId} name="order" defaultValue={order} className={styles.select} data-testid="tokens-order">
          {(Object.keys(ORDER_LABEL) as TokenOrder[]).map((value) => (
            <option key={value} value={value}>
              {ORDER_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button} data-testid="tokens-apply">
        Show
      </button>
    </Form>
  );
}
