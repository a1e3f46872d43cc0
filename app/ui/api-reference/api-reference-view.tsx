import type { ApiParameter, ApiReferenceEntry } from "../../lib/pages/api-reference";
import { Card } from "../page/card";
import { DataTable, type Column } from "../tables/data-table";
import * as styles from "./api-reference.css";
import { ScrollableText } from "../values/scrollable-text";

const PARAMETER_COLUMNS: ReadonlyArray<Column<ApiParameter>> = [
  { key: "name", header: "Name", cell: (parameter) => <code>{parameter.name}</code> },
  { key: "in", header: "In", cell: (parameter) => parameter.in },
  { key: "type", header: "Type", cell: (parameter) => `${parameter.type}${parameter.required ? ", required" : ""}` },
  { key: "description", header: "Meaning", cell: (parameter) => parameter.description },
];

/** One call of the JSON API: its parameters, a curl request and the answer it gets now. */
function ApiCall({ entry }: { entry: ApiReferenceEntry }) {
  return (
    <Card
      title={
        <span id={entry.id}>
          <span className={styles.method}>{entry.method}</span>
          <span className={styles.path}>{entry.path}</span>
        </span>
      }
    >
      <p>
        {entry.summary}.{entry.paging ? ` ${entry.paging}` : null}
      </p>
      <DataTable
        caption={`Parameters of ${entry.id}`}
        captionHidden
        columns={PARAMETER_COLUMNS}
        rows={entry.parameters}
        rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
        empty="None"
      />
      <h3 className={styles.label}>Example request</h3>
      {entry.curl ? (
        <pre className={styles.code} data-testid="curl-example">
          <code>{entry.curl}</code>
        </pre>
      ) : (
        <p className={styles.muted}>The chain has nothing to name in an example yet.</p>
      )}
      {entry.answer ? (
        <>
          <h3 className={styles.label}>Answer now (HTTP {entry.answer.status})</h3>
          <ScrollableText className={styles.answer} label={`Example answer of ${entry.id}`}>
            <code>{entry.answer.json}</code>
          </ScrollableText>
        </>
      ) : null}
    </Card>
  );
}

export function ApiReferenceIntro() {
  return (
    <>
      Every call the explorer's pages use, read-only and without a key. The examples name real ids of this network and show
      the answer they get now. The machine-readable description:{" "}
      <a className={styles.inlineLink} href="/api/openapi.json">
        OpenAPI 3.1 document
      </a>
      .
    </>
  );
}

export function ApiReferenceView({ entries }: { entries: ReadonlyArray<ApiReferenceEntry> }) {
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <ApiCall key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
