import type { ReactNode } from "react";
import { Link } from "../links/page-network";
import { truncateHash } from "../../lib/formats/format";
import { networkLabel, parseNetwork } from "../../lib/navigation/network";
import * as styles from "./entity-not-found.css";
import * as css from "../shell/error-page.css";

// A typed id longer than this is someone's paste gone wrong: show its start.
const SHOWN_ID_LENGTH = 128;

export type EntityNotFoundProps = {
  /** The spec §8 title, e.g. 'Block Not Found'. */
  title: string;
  /** What was looked for, in the message: 'block', 'transaction'. */
  entity: string;
  hint: string;
  backTo: string;
  backLabel: string;
  /** What the loader threw with its 404: the network looked in and the id as typed (shown as text only). */
  details: unknown;
  /** A way on before the way back (e.g. the same id on the other network). */
  action?: ReactNode;
};

/** A detail page's not-found answer (spec §8), naming the network looked in. */
export function EntityNotFound({ title, entity, hint, backTo, backLabel, details, action }: EntityNotFoundProps) {
  const { network, id } = readDetails(details);
  const where = network ? ` on ${networkLabel(network)}` : "";
  return (
    <section className={css.panel} data-testid="error-page" data-kind={`${entity}-not-found`}>
      <p className={css.code}>404</p>
      <h1 className={css.title}>{title}</h1>
      {id ? (
        <p className={styles.id} data-testid="not-found-id">
          <bdi>{truncateHash(id, SHOWN_ID_LENGTH)}</bdi>
        </p>
      ) : null}
      <p className={css.message}>{`The ${entity} could not be found${where}. ${hint}`}</p>
      {action}
      <Link to={backTo} className={css.button}>
        {backLabel}
      </Link>
    </section>
  );
}

function readDetails(details: unknown): { network: ReturnType<typeof parseNetwork>; id: string } {
  if (typeof details !== "object" || details === null) return { network: null, id: "" };
  const { network, id, hash } = details as { network?: unknown; id?: unknown; hash?: unknown };
  const typed = typeof id === "string" ? id : typeof hash === "string" ? hash : "";
  return { network: parseNetwork(network), id: typed };
}
