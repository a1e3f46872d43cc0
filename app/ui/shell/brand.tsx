import { classNames } from "../class-names";
import { InAppLink } from "../links/in-app-link";
import * as css from "./shell.css";

export function Brand({ className }: { className?: string }) {
  return (
    <InAppLink to="/" className={classNames(css.brand, className)}>
      <img src="/logo-light.svg" alt="" width="36" height="36" className={css.logoLight} />
      <img src="/logo-dark.svg" alt="" width="36" height="36" className={css.logoDark} />
      <span className={css.brandText}>
        <span className={css.brandTitle}>Prime</span>
        <span className={css.brandSubtitle}>Explorer</span>
      </span>
    </InAppLink>
  );
}
