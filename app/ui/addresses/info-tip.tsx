import { useId } from "react";
import { InfoIcon } from "../icons";
import * as styles from "./addresses.css";

/**
 * A tooltip that needs no script: an 'i' button whose text shows on hover and
 * keyboard focus (CSS), and which describes the button for screen readers. The
 * 'i' is drawn, not written: a visible letter would have to be in the button's
 * name (WCAG 2.5.3), and "i" says nothing.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <span className={styles.tipWrap}>
      <button type="button" className={styles.tipButton} aria-label={label} aria-describedby={id}>
        <InfoIcon />
      </button>
      <span role="tooltip" id={id} className={styles.tip} data-testid="info-tip">
        {text}
      </span>
    </span>
  );
}
