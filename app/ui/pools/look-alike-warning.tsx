import { Link } from "../links/page-network";
import { poolNameText, poolTickerText } from "../../lib/chain/blocks";
import type { LookAlikeWarning as Warning } from "../../lib/domain";
import { truncateHash } from "../../lib/formats/format";
import { entityHref } from "../../lib/navigation/hrefs";
import { LOOK_ALIKE_REASON_TEXT } from "../../lib/pools/look-alike";
import { VisuallyHidden } from "../page/visually-hidden";
import * as styles from "./look-alike-warning.css";

const LOOK_ALIKE_LABEL = "Look-alike";
const LOOK_ALIKE_TITLE = "Possible look-alike pool";
const LOOK_ALIKE_ADVICE = "Check the full pool id before you delegate.";

/** A warning as a row that names a pool carries it: its reasons; the pool's own page adds the pools it imitates. */
type ShownWarning = Pick<Warning, "reasons"> & Partial<Pick<Warning, "imitates">>;

function reasonsText(warning: ShownWarning): string {
  return warning.reasons.map((reason) => LOOK_ALIKE_REASON_TEXT[reason]).join(" ");
}

/**
 * The warning a pool whose ticker or name may be taken for another's carries
 * (app/lib/pools/look-alike.ts). `compact`: a badge for a table row or a search result
 * (no links: a search result is itself a link); `full`: the detail page's notice,
 * naming and linking the pools it may be mistaken for. Nothing when clean.
 */
export function LookAlikeWarning({
  warning,
  variant = "compact",
}: {
  warning: ShownWarning | null | undefined;
  variant?: "compact" | "full";
}) {
  if (!warning || warning.reasons.length === 0) return null;
  const reasons = reasonsText(warning);
  if (variant === "compact") {
    return (
      <span className={styles.badge} title={`${LOOK_ALIKE_TITLE}: ${reasons}`} data-testid="look-alike-warning">
        <span aria-hidden="true">⚠</span>
        {LOOK_ALIKE_LABEL}
        <VisuallyHidden>{`: ${reasons}`}</VisuallyHidden>
      </span>
    );
  }
  return (
    <div className={styles.banner} role="note" data-testid="look-alike-warning">
      <p className={styles.bannerTitle}>
        <span aria-hidden="true">⚠</span>
        {LOOK_ALIKE_TITLE}
      </p>
      <ul className={styles.list}>
        {warning.reasons.map((reason) => (
          <li key={reason}>{LOOK_ALIKE_REASON_TEXT[reason]}</li>
        ))}
      </ul>
      {warning.imitates && warning.imitates.length > 0 ? (
        <p className={styles.paragraph}>
          {"It may be mistaken for: "}
          {warning.imitates.map((pool) => (
            <span key={pool.poolId} className={styles.imitated} data-testid="look-alike-imitates">
              <Link to={entityHref("pool", pool.poolId)} title={pool.poolId}>
                <bdi>{poolTickerText(pool.ticker)}</bdi> <bdi>{poolNameText(pool.name)}</bdi>
              </Link>
              <span className={styles.id}>{truncateHash(pool.poolId, 16)}</span>
            </span>
          ))}
        </p>
      ) : null}
      <p className={styles.paragraph}>{LOOK_ALIKE_ADVICE}</p>
    </div>
  );
}
