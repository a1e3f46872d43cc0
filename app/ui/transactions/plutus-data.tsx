import type { PlutusData, TransactionScript } from "../../lib/domain";
import { metadataCutNote, metadataText } from "../../lib/formats/metadata-text";
import { formatInteger, truncateHash } from "../../lib/formats/format";
import * as metadataStyles from "./metadata-card.css";
import * as styles from "./io-lists.css";
import { ScrollableText } from "../values/scrollable-text";

/**
 * Plutus data (a datum, a redeemer's argument) as text, behind a disclosure so
 * a list of outputs stays short without a script: db-sync's JSON of it through
 * the metadata text rules (bounded, invisible characters escaped), else its
 * CBOR in hex, else a note that only its hash is known.
 */
export function PlutusDataText({ data, label }: { data: PlutusData; label: string }) {
  const known = data.value !== null && data.value !== undefined;
  const { text, cut } = known ? metadataText(data.value) : { text: data.cbor ?? "", cut: null };
  const note = cut ? metadataCutNote(cut) : null;
  return (
    <div className={styles.line} data-testid="plutus-data">
      <span className={styles.muted}>{`${label} `}</span>
      <span title={data.hash}>{truncateHash(data.hash)}</span>
      {text === "" ? (
        <span className={styles.muted}> (not supplied on chain yet: only its hash is known)</span>
      ) : (
        <details>
          <summary>{known ? "Show data" : "Show CBOR (not plain data)"}</summary>
          <ScrollableText className={metadataStyles.json} label={label}>
            {text}
          </ScrollableText>
          {note ? <p className={metadataStyles.note}>{note}</p> : null}
        </details>
      )}
    </div>
  );
}

/** A script by its hash and language ('plutusV2, 1,024 bytes'). */
export function ScriptLine({ script, label }: { script: TransactionScript; label: string }) {
  return (
    <div className={styles.line} data-testid="tx-script">
      <span className={styles.muted}>{`${label} `}</span>
      <span title={script.hash}>{truncateHash(script.hash)}</span>
      <span className={styles.muted}>{` (${script.type}${script.size === null ? "" : `, ${formatInteger(script.size)} bytes`})`}</span>
    </div>
  );
}
