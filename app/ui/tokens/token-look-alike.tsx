import type { LookAlikeReason } from "../../lib/domain";
import { TOKEN_LOOK_ALIKE_REASON_TEXT } from "../../lib/tokens/token-text";
import { VisuallyHidden } from "../page/visually-hidden";
import * as styles from "../pools/look-alike-warning.css";

const TITLE = "Possible look-alike token";
const ADVICE = "Check the policy id and the fingerprint before you trust its name.";

type Warning = { reasons: readonly LookAlikeReason[] } | null | undefined;

const reasonsText = (warning: { reasons: readonly LookAlikeReason[] }) => warning.reasons.map((reason) => TOKEN_LOOK_ALIKE_REASON_TEXT[reason]).join(" ");

/** A token row's badge when its name or ticker may be taken for another token's; nothing when clean. */
export function TokenLookAlikeBadge({ warning }: { warning: Warning }) {
  if (!warning || warning.reasons.length === 0) return null;
  return (
    <span className={styles.badge} title={`${TITLE}: ${reasonsText(warning)}`} data-testid="look-alike-warning">
      <span aria-hidden="true">⚠</span>
      Look-alike
      <VisuallyHidden>{`: ${reasonsText(warning)}`}</VisuallyHidden>
    </span>
  );
}

/** The token page's notice, as the pool pages give one: the reasons and what to check. */
export function TokenLookAlikeBanner({ warning }: { warning: Warning }) {
  if (!warning || warning.reasons.length === 0) return null;
  return (
    <div className={styles.banner} role="note" data-testid="look-alike-warning">
      <p className={styles.bannerTitle}>
        <span aria-hidden="true">⚠</span>
        {TITLE}
      </p>
      <ul className={styles.list}>
        {warning.reasons.map((reason) => (
          <li key={reason}>{TOKEN_LOOK_ALIKE_REASON_TEXT[reason]}</li>
        ))}
      </ul>
      <p className={styles.paragraph}>{ADVICE}</p>
    </div>
  );
}
