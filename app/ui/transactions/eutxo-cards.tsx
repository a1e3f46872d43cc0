import type { AssetAmount, PlutusData, Transaction, TransactionRedeemer } from "../../lib/domain";
import { formatInteger, truncateHash } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { Card } from "../page/card";
import { Amount } from "../values/amount";
import { Badge } from "../values/badge";
import { AssetList } from "./asset-list";
import { InputsCard, OutputItem } from "./io-lists";
import { PlutusDataText } from "./plutus-data";
import * as styles from "./io-lists.css";

type Capping = { showAll: boolean; showAllHref: string };

/** What a failed script transaction did, said once at the top of its page. */
export const FAILED_SCRIPT_SENTENCE =
  "A script of this transaction failed: only its collateral moved (taken as the fee, the rest returned). Its regular inputs were not spent (db-sync does not record them) and its regular outputs were never created.";

export function FailedScriptNotice() {
  return (
    <section className={styles.failedNotice} role="status" data-testid="tx-failed">
      <Badge variant="destructive">Failed</Badge>
      <p className={styles.failedText}>{FAILED_SCRIPT_SENTENCE}</p>
    </section>
  );
}

/** Assets minted (+) and burnt (−) by the transaction. */
export function MintCard({ mint }: { mint: ReadonlyArray<AssetAmount> }) {
  const minted = mint.filter((asset) => !asset.quantity.startsWith("-")).length;
  return (
    <Card title={`Mint / Burn (${formatInteger(mint.length)})`}>
      <p className={styles.cardNote} data-testid="tx-mint-summary">
        {`${formatInteger(minted)} minted, ${formatInteger(mint.length - minted)} burnt`}
      </p>
      <div data-testid="tx-mint">
        <AssetList assets={mint} signed />
      </div>
    </Card>
  );
}

/**
 * The collateral: the inputs a script transaction puts up and the output its
 * change goes to. Taken only when a script fails; otherwise only declared.
 */
export function CollateralCards({ transaction: tx, network, capping }: { transaction: Transaction; network: Network; capping: Capping }) {
  const inputs = tx.collateralInputs ?? [];
  const returned = tx.collateralReturn ?? null;
  if (inputs.length === 0 && returned === null) return null;
  const taken = !tx.validContract;
  return (
    <>
      <InputsCard
        inputs={inputs}
        network={network}
        title={taken ? "Collateral inputs (spent)" : "Collateral inputs"}
        noun="collateral inputs"
        empty="No collateral inputs"
        testId="tx-collateral-input"
        note={taken ? "Spent: a script failed, so the collateral paid the fee." : "Not spent: the scripts succeeded, so the collateral stayed where it was."}
        {...capping}
      />
      {returned ? (
        <Card title="Collateral return">
          <p className={styles.cardNote}>
            {returned.created
              ? "Created when the collateral was taken: the collateral less the fee."
              : "Declared only: it would have been created had a script failed."}
          </p>
          <ol className={styles.list} data-testid="tx-collateral-return">
            <OutputItem output={returned} network={network} />
          </ol>
        </Card>
      ) : null}
    </>
  );
}

const PURPOSE: Record<string, string> = { spend: "Spend", mint: "Mint", cert: "Certificate", reward: "Withdrawal", vote: "Vote", propose: "Proposal" };

function RedeemerItem({ redeemer, network }: { redeemer: TransactionRedeemer; network: Network }) {
  return (
    <li className={styles.item} data-testid="tx-redeemer">
      <div className={styles.head}>
        <span className={styles.index} title="Redeemer index">{`#${redeemer.index}`}</span>
        <strong>{PURPOSE[redeemer.purpose] ?? redeemer.purpose}</strong>
        {redeemer.spends ? (
          <span className={styles.muted}>{`unlocks ${truncateHash(redeemer.spends.utxoHash)}#${redeemer.spends.outputIndex}`}</span>
        ) : null}
      </div>
      <div className={styles.meta}>
        <span className={styles.muted}>{`Memory ${formatInteger(redeemer.unitMem)} · Steps ${formatInteger(redeemer.unitSteps)}`}</span>
        {redeemer.fee !== null ? <Amount dfm={redeemer.fee} network={network} format="fixed6" className={styles.amount} /> : null}
      </div>
      {redeemer.scriptHash ? (
        <div className={styles.line}>
          <span className={styles.muted}>Script </span>
          <span title={redeemer.scriptHash}>{truncateHash(redeemer.scriptHash)}</span>
        </div>
      ) : null}
      <PlutusDataText data={redeemer.data} label="Redeemer data" />
    </li>
  );
}

/** What the scripts ran on: redeemers, datums supplied, required signers. */
export function ScriptsCard({
  redeemers,
  datums,
  requiredSigners,
  network,
}: {
  redeemers: ReadonlyArray<TransactionRedeemer>;
  datums: ReadonlyArray<PlutusData>;
  requiredSigners: ReadonlyArray<string>;
  network: Network;
}) {
  if (redeemers.length === 0 && datums.length === 0 && requiredSigners.length === 0) return null;
  return (
    <Card title="Scripts and witnesses">
      {redeemers.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{`Redeemers (${formatInteger(redeemers.length)})`}</h3>
          <ol className={styles.list}>
            {redeemers.map((redeemer) => (
              <RedeemerItem key={`${redeemer.purpose}-${redeemer.index}`} redeemer={redeemer} network={network} />
            ))}
          </ol>
        </>
      ) : null}
      {datums.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{`Datums (${formatInteger(datums.length)})`}</h3>
          <ol className={styles.list}>
            {datums.map((datum) => (
              <li className={styles.item} key={datum.hash} data-testid="tx-datum">
                <PlutusDataText data={datum} label="Datum" />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {requiredSigners.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{`Required signers (${formatInteger(requiredSigners.length)})`}</h3>
          <ol className={styles.list}>
            {requiredSigners.map((signer) => (
              <li className={styles.item} key={signer} data-testid="tx-required-signer">
                <span className={styles.line}>{signer}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Card>
  );
}
