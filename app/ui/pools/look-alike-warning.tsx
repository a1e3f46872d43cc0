import { Link } from "../links/page-network";
import { poolNameText, poolTickerText } from "../../lib/chain/blocks";
import type { LookAlikeReason, LookAlikeWarning as Warning } from "../../lib/domain";
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

/** What the warning says: of a pool by default; a token's (app/lib/tokens/token-text.ts) says it of a token. */
export type LookAlikeWording = { title: string; advice: string; reasons: Readonly<Record<LookAlikeReason, string>> };

const POOL_WORDING: LookAlikeWording = { title: LOOK_ALIKE_TITLE, advice: LOOK_ALIKE_ADVICE, reasons: LOOK_ALIKE_REASON_TEXT };

function reasonsText(warning: ShownWarning, wording: LookAlikeWording): string {
  return warning.reasons.map((reason) => wording.reasons[reason]).join(" ");
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
  wording = POOL_WORDING,
}: {
  warning: ShownWarning | null | undefined;
  variant?: "compact" | "full";
  wording?: LookAlikeWording;
}) {
  if (!warning || warning.reasons.length === 0) return null;
  const reasons = reasonsText(warning, wording);
  if (variant === "compact") {
    return (
      <span className={styles.badge} title={`${wording.title}: ${reasons}`} data-testid="look-alike-warning">
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
        {wording.title}
      </p>
      <ul className={styles.list}>
        {warning.reasons.map((reason) => (
          <li key={reason}>{wording.reasons[reason]}</li>
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
      <p className={styles.paragraph}>{wording.advice}</p>
    </div>
  );
}
