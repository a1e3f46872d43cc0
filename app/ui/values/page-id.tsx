import { EntityLink, type EntityLinkProps } from "../links/entity-link";
import * as styles from "./page-id.css";

/**
 * The whole id of the entity a detail page shows, under its title (PageHeader's
 * children), with a copy button. No link: it would lead to this page.
 */
export function PageId({ kind, id, copyToast, testId }: Pick<EntityLinkProps, "kind" | "id" | "copyToast" | "testId">) {
  return (
    <p className={styles.row}>
      <EntityLink kind={kind} id={id} truncate={false} link={false} copy copyToast={copyToast} className={styles.id} testId={testId} />
    </p>
  );
}
