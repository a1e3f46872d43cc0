import type { ReactNode } from "react";
import type { StakePool } from "../../lib/domain";
import { visibleTextOrNull } from "../../lib/formats/format";
import { mayOverflow } from "../../lib/formats/text-fit";
import { EntityLink } from "../links/entity-link";
import { PoolAvatar } from "./pool-avatar";
import * as styles from "./pool-identity.css";

/**
 * A pool in a table row: its icon, its name linking to the pool (the id when it
 * has no visible name), and its id with a copy button beneath — the id always
 * shows, so a look-alike name cannot stand alone. `children` go under the id.
 */
export function PoolIdentity({
  pool,
  truncate,
  testId,
  testIds = true,
  children,
}: {
  /** A list row may carry the icon already chosen, in poolIconUrl alone (app/lib/pools/stake-pool-list.ts). */
  pool: Pick<StakePool, "poolId" | "ticker" | "name" | "poolIconUrl"> & Partial<Pick<StakePool, "extendedIconUrl">>;
  /** Characters of the id shown (spec §9: 16 by default, 12 on the dashboard). */
  truncate?: number;
  /** Optional: the stake pools list leaves it out of its 100 rows (no test reads it there). */
  testId?: string;
  /** False leaves out the pool-link and pool-id test ids (the stake pools list's 100 rows). Default true. */
  testIds?: boolean;
  children?: ReactNode;
}) {
  const name = visibleTextOrNull(pool.name);
  return (
    <div className={styles.cell} data-testid={testId}>
      <PoolAvatar poolId={pool.poolId} ticker={pool.ticker} name={pool.name} iconUrl={pool.poolIconUrl ?? pool.extendedIconUrl ?? null} />
      <div className={styles.text}>
        <EntityLink
          kind="pool"
          id={pool.poolId}
          // A name that may be cut with an ellipsis has the whole of it on hover; one that fits does not repeat itself.
          label={name === null ? undefined : <bdi title={mayOverflow(name, styles.NAME_WIDTH_CH) ? name : undefined}>{name}</bdi>}
          truncate={truncate}
          mono={name === null}
          // A name's own title covers the link; the id and its title are on the line below.
          titled={name === null}
          className={styles.name}
          testId={testIds ? "pool-link" : undefined}
        />
        <EntityLink kind="pool" id={pool.poolId} truncate={truncate} link={false} copy className={styles.idLine} testId={testIds ? "pool-id" : undefined} />
        {children}
      </div>
    </div>
  );
}
