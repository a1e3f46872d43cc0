import { Link } from "react-router";
import { truncateHash } from "../../lib/format";
import { networkLabel, parseNetwork } from "../../lib/network";
import * as css from "../shell/error-page.css";
import * as styles from "./block-view.css";

// A typed id longer than this is someone's paste gone wrong: show its start.
const SHOWN_ID_LENGTH = 128;

export const BLOCK_NOT_FOUND = "Block Not Found";

/**
 * spec §2/§8: the block page's not-found text, naming the network looked in.
 * `details` is what the loader threw with its 404: the network and the id as
 * typed (shown as text only).
 */
export function BlockNotFound({ details }: { details: unknown }) {
  const { network, id } = readDetails(details);
  const where = network ? ` on ${networkLabel(network)}` : "";
  return (
    <section className={css.panel} data-testid="error-page" data-kind="block-not-found">
      <p className={css.code}>404</p>
      <h1 className={css.title}>{BLOCK_NOT_FOUND}</h1>
      {id ? (
        <p className={styles.notFoundId} data-testid="not-found-id">
          <bdi>{truncateHash(id, SHOWN_ID_LENGTH)}</bdi>
        </p>
      ) : null}
      <p className={css.message}>{`The block could not be found${where}. Check the height or hash, or switch network.`}</p>
      <Link to="/blocks" className={css.button}>
        Back to Blocks
      </Link>
    </section>
  );
}

function readDetails(details: unknown): { network: ReturnType<typeof parseNetwork>; id: string } {
  if (typeof details !== "object" || details === null) return { network: null, id: "" };
  const { network, id } = details as { network?: unknown; id?: unknown };
  return { network: parseNetwork(network), id: typeof id === "string" ? id : "" };
}
