import type { ReactNode } from "react";
import type { TransactionInput, TransactionOutput } from "../../lib/domain";
import { formatInteger, truncateHash } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { outputStatus } from "../../lib/chain/status";
import { Badge } from "../values/badge";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { InAppLink } from "../links/in-app-link";
import { Amount } from "../values/amount";
import * as styles from "./io-lists.css";

/** Rows shown of a list before 'Show all' (a transaction can have hundreds). */
export const IO_DISPLAY_LIMIT = 100;

type Capping = { showAll: boolean; showAllHref: string };

export function InputsCard({
  inputs,
  network,
  ...capping
}: { inputs: ReadonlyArray<TransactionInput>; network: Network } & Capping) {
  return (
    <IoCard title="Inputs" noun="inputs" total={inputs.length} capping={capping} empty="No inputs (genesis funds)">
      {visible(inputs, capping.showAll).map((input) => (
        <li className={styles.item} key={`${input.utxoHash}#${input.outputIndex}`} data-testid="tx-input">
          <EntityLink kind="address" id={input.address} truncate={false} copy className={styles.address} />
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
        </li>
      ))}
    </IoCard>
  );
}

export function OutputsCard({
  outputs,
  network,
  ...capping
}: { outputs: ReadonlyArray<TransactionOutput>; network: Network } & Capping) {
  return (
    <IoCard title="Outputs" noun="outputs" total={outputs.length} capping={capping} empty="No outputs">
      {visible(outputs, capping.showAll).map((output) => (
        <li className={styles.item} key={output.outputIndex} id={outputAnchor(output.outputIndex)} data-testid="tx-output">
          <div className={styles.head}>
            <span className={styles.index} title="Output index">{`#${output.outputIndex}`}</span>
            <EntityLink kind="address" id={output.address} truncate={false} copy className={styles.address} />
          </div>
          <div className={styles.meta}>
            <span className={styles.utxo}>
              <Badge variant={output.spent ? "default" : "success"}>{outputStatus(output.spent)}</Badge>
              {output.spentByTxId ? (
                <span>
                  <span className={styles.muted}>by </span>
                  <EntityLink kind="transaction" id={output.spentByTxId} />
                </span>
              ) : null}
            </span>
            <Amount dfm={output.amount} network={network} className={styles.amount} />
          </div>
        </li>
      ))}
    </IoCard>
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
  children,
}: {
  title: string;
  noun: string;
  total: number;
  capping: Capping;
  empty: string;
  children: ReactNode;
}) {
  const capped = !capping.showAll && total > IO_DISPLAY_LIMIT;
  return (
    <Card title={`${title} (${formatInteger(total)})`}>
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
