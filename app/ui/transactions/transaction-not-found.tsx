import { Link } from "react-router";
import { networkLabel, parseNetwork } from "../../lib/network";
import { truncateHash } from "../../lib/format";
import * as css from "../shell/error-page.css";
import * as styles from "./transaction-not-found.css";

// A typed id longer than this is someone's paste gone wrong: show its start.
const SHOWN_ID_LENGTH = 128;

export const TRANSACTION_NOT_FOUND = "Transaction Not Found";

/**
 * spec §8: the transaction page's not-found text, naming the network looked
 * in. `details` is what the loader threw with its 404 (network and the id as
 * typed, which is shown as text only).
 */
export function TransactionNotFound({ details }: { details: unknown }) {
  const { network, hash } = readDetails(details);
  const where = network ? ` on ${networkLabel(network)}` : "";
  return (
    <section className={css.panel} data-testid="error-page" data-kind="transaction-not-found">
      <p className={css.code}>404</p>
      <h1 className={css.title}>{TRANSACTION_NOT_FOUND}</h1>
      {hash ? (
        <p className={styles.id} data-testid="not-found-id">
          {truncateHash(hash, SHOWN_ID_LENGTH)}
        </p>
      ) : null}
      <p className={css.message}>{`The transaction could not be found${where}. Check the hash, or switch network.`}</p>
      <Link to="/transactions" className={css.button}>
        Back to Transactions
      </Link>
    </section>
  );
}

function readDetails(details: unknown): { network: ReturnType<typeof parseNetwork>; hash: string } {
  if (typeof details !== "object" || details === null) return { network: null, hash: "" };
  const { network, hash } = details as { network?: unknown; hash?: unknown };
  return { network: parseNetwork(network), hash: typeof hash === "string" ? hash : "" };
}
