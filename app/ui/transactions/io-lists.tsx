import type { ReactNode } from "react";
import type { TransactionCollateralReturn, TransactionInput, TransactionOutput } from "../../lib/domain";
import { formatInteger, truncateHash } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { outputStatus } from "../../lib/chain/status";
import { Badge } from "../values/badge";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { InAppLink } from "../links/in-app-link";
import { Amount } from "../values/amount";
import * as styles from "./io-lists.css";
import { AssetList } from "./asset-list";
import { PlutusDataText, ScriptLine } from "./plutus-data";

/** Rows shown of a list before 'Show all' (a transaction can have hundreds). */
export const IO_DISPLAY_LIMIT = 100;

type Capping = { showAll: boolean; showAllHref: string };

type InputsCardProps = {
  inputs: ReadonlyArray<TransactionInput>;
  network: Network;
  /** Collateral and reference inputs are lists of the same shape under their own title. */
  title?: string;
  noun?: string;
  empty?: string;
  testId?: string;
  /** A sentence under the title (what these inputs did). */
  note?: string;
} & Capping;

export function InputsCard({
  inputs,
  network,
  title = "Inputs",
  noun = "inputs",
  empty: emptyText,
  testId = "tx-input",
  note,
  ...capping
}: InputsCardProps) {
  return (
    <IoCard title={title} noun={noun} total={inputs.length} capping={capping} empty={emptyText ?? "No inputs (genesis funds)"} note={note}>
      {visible(inputs, capping.showAll).map((input) => (
        <li className={styles.item} key={`${input.utxoHash}#${input.outputIndex}`} data-testid={testId}>
          <AddressLine address={input.address} script={input.scriptAddress} />
          <div className={styles.meta}>
            <span className={styles.utxo}>
              <span className={styles.muted}>UTXO </span>
              <EntityLink
                kind="transaction"
                id={input.utxoHash}
                label={`${truncateHash(input.utxoHash)}#${input.outputIndex}`}
              />
            </span>
            <Amount dfm={input.amount} network={network} className={styles.amount} />
          </div>
          <AssetList assets={input.assets} />
          {input.referenceScript ? <ScriptLine script={input.referenceScript} label="Reference script" /> : null}
        </li>
      ))}
    </IoCard>
  );
}

export function OutputsCard({
  outputs,
  network,
  note,
  ...capping
}: { outputs: ReadonlyArray<TransactionOutput>; network: Network; note?: string } & Capping) {
  return (
    <IoCard title="Outputs" noun="outputs" total={outputs.length} capping={capping} empty="No outputs" note={note}>
      {visible(outputs, capping.showAll).map((output) => (
        <OutputItem key={output.outputIndex} output={output} network={network} />
      ))}
    </IoCard>
  );
}

/** One output: where it went, what it carries, and whether it is still unspent (or, for a collateral return only declared, that it never was created). */
export function OutputItem({ output, network }: { output: TransactionOutput | TransactionCollateralReturn; network: Network }) {
  const declaredOnly = "created" in output && !output.created;
  return (
    <li className={styles.item} id={declaredOnly ? undefined : outputAnchor(output.outputIndex)} data-testid="tx-output">
      <div className={styles.head}>
        <span className={styles.index} title="Output index">{`#${output.outputIndex}`}</span>
        <AddressLine address={output.address} script={output.scriptAddress} />
      </div>
      <div className={styles.meta}>
        <span className={styles.utxo}>
          {declaredOnly ? (
            <Badge variant="outline">Not created</Badge>
          ) : (
            <Badge variant={output.spent ? "default" : "success"}>{outputStatus(output.spent)}</Badge>
          )}
          {output.spentByTxId ? (
            <span>
              <span className={styles.muted}>by </span>
              <EntityLink kind="transaction" id={output.spentByTxId} />
            </span>
          ) : null}
        </span>
        <Amount dfm={output.amount} network={network} className={styles.amount} />
      </div>
      <AssetList assets={output.assets} />
      {output.datum ? <PlutusDataText data={output.datum} label={output.datum.inline ? "Inline datum" : "Datum hash"} /> : null}
      {output.referenceScript ? <ScriptLine script={output.referenceScript} label="Reference script" /> : null}
    </li>
  );
}

/** An input's or output's address, marked when a script guards it. */
function AddressLine({ address, script }: { address: string; script: boolean }) {
  return (
    <span className={styles.addressLine}>
      <EntityLink kind="address" id={address} truncate={false} copy className={styles.address} />
      {script ? <Badge variant="info">Script</Badge> : null}
    </span>
  );
}

/** The fragment of one output on its transaction's page (address pages link to their unspent outputs). */
export function outputAnchor(outputIndex: number): string {
  return `output-${outputIndex}`;
}

function visible<T>(items: ReadonlyArray<T>, showAll: boolean): ReadonlyArray<T> {
  return showAll ? items : items.slice(0, IO_DISPLAY_LIMIT);
}

function IoCard({
  title,
  noun,
  total,
  capping,
  empty,
  note,
  children,
}: {
  title: string;
  noun: string;
  total: number;
  capping: Capping;
  empty: string;
  note?: string;
  children: ReactNode;
}) {
  const capped = !capping.showAll && total > IO_DISPLAY_LIMIT;
  return (
    <Card title={`${title} (${formatInteger(total)})`}>
      {note ? <p className={styles.cardNote}>{note}</p> : null}
      {total === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={styles.list}>{children}</ol>
      )}
      {capped ? (
        <p className={styles.note} data-testid="io-cap-note">
          {`Showing the first ${formatInteger(IO_DISPLAY_LIMIT)} of ${formatInteger(total)} ${noun}. `}
          <InAppLink to={capping.showAllHref} className={styles.showAll}>
            {`Show all ${formatInteger(total)} ${noun}`}
          </InAppLink>
        </p>
      ) : null}
    </Card>
  );
}
