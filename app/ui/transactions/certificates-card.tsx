import type { TransactionCertificate, TransactionWithdrawal } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { txTypeLabel } from "../../lib/transactions/tx-types";
import { Card } from "../page/card";
import { EntityLink } from "../links/entity-link";
import { Amount } from "../values/amount";
import * as styles from "./io-lists.css";

/** Rewards taken out of stake addresses by this transaction. */
export function WithdrawalsCard({ withdrawals, network }: { withdrawals: ReadonlyArray<TransactionWithdrawal>; network: Network }) {
  return (
    <Card title={`Withdrawals (${withdrawals.length})`}>
      <ol className={styles.list}>
        {withdrawals.map((withdrawal, n) => (
          <li className={styles.item} key={`${withdrawal.stakeAddress}-${n}`} data-testid="tx-withdrawal">
            <EntityLink kind="address" id={withdrawal.stakeAddress} truncate={false} copy className={styles.address} />
            <div className={styles.meta}>
              <span className={styles.muted}>Reward withdrawal</span>
              <Amount dfm={withdrawal.amount} network={network} className={styles.amount} />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Registrations, delegations and retirements carried by this transaction, with the deposits they pay. */
export function CertificatesCard({
  certificates,
  network,
}: {
  certificates: ReadonlyArray<TransactionCertificate>;
  network: Network;
}) {
  return (
    <Card title={`Certificates (${certificates.length})`}>
      <ol className={styles.list}>
        {certificates.map((certificate) => (
          <li className={styles.item} key={certificate.index} data-testid="tx-certificate">
            <div className={styles.head}>
              <span className={styles.index} title="Certificate index">{`#${certificate.index}`}</span>
              <strong>{txTypeLabel(certificate.type)}</strong>
            </div>
            {certificate.stakeAddress ? (
              <span className={styles.line}>
                <span className={styles.muted}>Stake address </span>
                <EntityLink kind="address" id={certificate.stakeAddress} truncate={false} copy className={styles.address} />
              </span>
            ) : null}
            {certificate.poolId ? (
              <span className={styles.line}>
                <span className={styles.muted}>Pool </span>
                <EntityLink kind="pool" id={certificate.poolId} truncate={false} copy className={styles.address} />
              </span>
            ) : null}
            {certificate.deposit !== null && certificate.deposit !== "0" ? (
              <div className={styles.meta}>
                <span className={styles.muted}>Deposit</span>
                <Amount dfm={certificate.deposit} network={network} className={styles.amount} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
