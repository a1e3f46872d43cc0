import type { ReactNode } from "react";
import { hasMetadata, metadataCutNote, metadataText } from "../../lib/formats/metadata-text";
import { Card } from "../page/card";
import * as styles from "./tokens.css";
import { ScrollableText } from "../values/scrollable-text";

/**
 * A token's metadata (CIP-25 or CIP-68) as indented JSON, text only: whatever
 * markup or link it holds is shown as characters, bounded with a note saying what
 * was cut (the whole record is in the JSON API).
 */
export function TokenMetadataCard({ metadata, standard, image, fullJsonHref }: { metadata: unknown; standard: string | null; image: ReactNode; fullJsonHref: string }) {
  const title = standard ? `Metadata (${standard})` : "Metadata";
  if (!hasMetadata(metadata)) {
    return (
      <Card title={title}>
        <p className={styles.muted}>No metadata for this token</p>
      </Card>
    );
  }
  const { text, cut } = metadataText(metadata);
  const note = metadataCutNote(cut);
  return (
    <Card title={title}>
      <ScrollableText className={styles.json} testId="token-metadata" label="Token metadata JSON">
        {text}
      </ScrollableText>
      {note ? (
        <p className={styles.note}>
          {`${note} `}
          <a href={fullJsonHref} rel="nofollow">
            The whole record is in the JSON API.
          </a>
        </p>
      ) : null}
      {image}
    </Card>
  );
}
