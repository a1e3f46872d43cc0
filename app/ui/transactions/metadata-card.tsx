import { hasMetadata, metadataCutNote, metadataText } from "../../lib/formats/metadata-text";
import { Card } from "../page/card";
import * as styles from "./metadata-card.css";

export const NO_METADATA = "No metadata attached to this transaction";

/**
 * The transaction's metadata as indented JSON, text only: whatever markup it
 * holds is shown as characters (React escapes them; nothing here is HTML),
 * and the text is bounded with a note saying what was cut.
 * `fullJsonHref` points at the whole, uncut record in the JSON API.
 */
export function MetadataCard({ metadata, fullJsonHref }: { metadata: unknown; fullJsonHref: string }) {
  if (!hasMetadata(metadata)) {
    return (
      <Card title="Metadata">
        <p className={styles.empty}>{NO_METADATA}</p>
      </Card>
    );
  }
  const { text, cut } = metadataText(metadata);
  const note = metadataCutNote(cut);
  return (
    <Card title="Metadata">
      {/* A focusable region, so a keyboard can scroll a tall record. */}
      <pre className={styles.json} data-testid="tx-metadata" tabIndex={0} aria-label="Metadata JSON">
        {text}
      </pre>
      {note ? (
        <p className={styles.note} data-testid="tx-metadata-note">
          {`${note} `}
          <a href={fullJsonHref} className={styles.link} rel="nofollow">
            The whole record is in the JSON API.
          </a>
        </p>
      ) : null}
    </Card>
  );
}
