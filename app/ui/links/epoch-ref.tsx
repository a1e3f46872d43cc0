import { formatInteger } from "../../lib/formats/format";
import { EntityLink } from "./entity-link";
import * as styles from "../tables/table-note.css";

/**
 * An epoch a row means: a link to its page, or plain text '{n} (upcoming)' for an
 * epoch that has not begun (it has no page yet: /epochs/{n} would answer 404).
 */
export function EpochRef({ epochNumber, upcoming }: { epochNumber: number; upcoming: boolean }) {
  if (!upcoming) return <EntityLink kind="epoch" id={epochNumber} />;
  return <span className={styles.upcoming}>{formatInteger(epochNumber)} (upcoming)</span>;
}
