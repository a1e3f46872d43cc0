import type { Transaction } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { transactionBalance } from "../../lib/transactions/tx-balance";
import { Card } from "../page/card";
import { Amount } from "../values/amount";
import * as styles from "./balance-card.css";

const BALANCE_RULE = "inputs + withdrawals = outputs + fee + deposits − refunds";

type Line = { label: string; dfm: bigint; sign?: "−"; testId: string };

/**
 * What comes in and what goes out of a transaction, with their totals, so a
 * reader can check that it balances.
 */
export function BalanceCard({ transaction, network }: { transaction: Transaction; network: Network }) {
  // A failed script transaction moved only its collateral: collateral in =
  // collateral return + fee (the collateral taken).
  const failed = !transaction.validContract;
  const balance = transactionBalance(
    failed
      ? {
          ...transaction,
          inputs: transaction.collateralInputs,
          outputs: transaction.collateralReturn ? [transaction.collateralReturn] : [],
        }
      : transaction,
  );
  const incoming: Line[] = [
    { label: failed ? "Collateral inputs" : "Inputs", dfm: balance.inputs, testId: "balance-inputs" },
    { label: "Withdrawals", dfm: balance.withdrawals, testId: "balance-withdrawals" },
  ];
  const outgoing: Line[] = [
    { label: failed ? "Collateral return" : "Outputs", dfm: balance.outputs, testId: "balance-outputs" },
    { label: "Fee", dfm: balance.fee, testId: "balance-fee" },
    { label: "Deposits", dfm: balance.deposits, testId: "balance-deposits" },
    { label: "Refunds", dfm: balance.refunds, sign: "−", testId: "balance-refunds" },
  ];
  return (
    <Card title="Balance">
      <div className={styles.sides}>
        <Side title="In" lines={incoming} total={{ label: "Total in", dfm: balance.incoming, testId: "balance-total-in" }} network={network} />
        <Side
          title="Out"
          lines={outgoing}
          total={{ label: "Total out", dfm: balance.outgoing, testId: "balance-total-out" }}
          network={network}
        />
      </div>
      <p className={styles.verdict} data-testid="balance-verdict" data-balanced={balance.balanced}>
        {balance.balanced
          ? `Balanced: ${BALANCE_RULE}.`
          : balance.createsFunds
            ? "Genesis transaction: it spends no inputs and creates the chain's first funds."
            : `The sums differ: ${BALANCE_RULE} does not hold for the data shown.`}
      </p>
    </Card>
  );
}

function Side({ title, lines, total, network }: { title: string; lines: Line[]; total: Line; network: Network }) {
  return (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>{title}</h3>
      <dl className={styles.list}>
        {[...lines, total].map((line) => (
          <div className={line === total ? styles.totalRow : styles.row} key={line.label} data-testid={line.testId}>
            <dt>{line.label}</dt>
            <dd className={styles.value}>
              {line.sign && line.dfm > 0n ? <span>{`${line.sign} `}</span> : null}
              <Amount dfm={line.dfm} network={network} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
