import type { ReactNode } from "react";
import { type To } from "react-router";
import { Link } from "../links/page-network";
import type { Network } from "../../lib/navigation/network";
import { NetworkBadge } from "../values/network-badge";
import * as styles from "./page-header.css";

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  /** Shows the current network's name beside the title (spec). */
  network?: Network;
  /** A link back to the parent page, shown above the title as '← {label}'. */
  back?: { to: To; label: string };
  actions?: ReactNode;
  /** A subtitle or description under the title. */
  children?: ReactNode;
};

/** The top of every screen: back link, h1 with the network badge, actions. */
export function PageHeader({ title, network, back, actions, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {back ? (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">←</span>
          {` ${back.label}`}
        </Link>
      ) : null}
      <div className={styles.row}>
        <div className={styles.titleGroup}>
          <h1 className={styles.title}>{title}</h1>
          {network ? <NetworkBadge network={network} /> : null}
        </div>
        {actions != null ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children != null ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
