import { useId } from "react";
import * as styles from "./addresses.css";

/**
 * A tooltip that needs no script: an 'i' button whose text shows on hover and
 * keyboard focus (CSS), and which describes the button for screen readers.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <span className={styles.tipWrap}>
      <button type="button" className={styles.tipButton} aria-label={label} aria-describedby={id}>
        i
      </button>
      <span role="tooltip" id={id} className={styles.tip} data-testid="info-tip">
        {text}
      </span>
    </span>
  );
}
