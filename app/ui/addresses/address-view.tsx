import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { addressHeading, isScriptAddress } from "../../lib/addresses/address";
import { historyCsvHref } from "../../lib/addresses/address-page";
import { ADDRESS_PAGE_PARAMS, type AddressPageQuery } from "../../lib/params/address-page";
import type { AddressTokensOrder } from "../../lib/params/token-pages";
import {
  ADDRESS_TRANSACTIONS_PAGE_SIZE,
  ADDRESS_UTXOS_PAGE_SIZE,
  STAKE_ADDRESS_LIST_PAGE_SIZE,
  type Address,
  type AddressTokensPage,
  type AddressTransactionsPage,
  type AddressUtxo,
  type PaymentAddressEntry,
  type StakeDelegation,
  type StakeReward,
} from "../../lib/domain";
import { networkLabel, type Network } from "../../lib/navigation/network";
import { hasNextPage, isPastEnd } from "../../lib/pages/paging";
import { Card } from "../page/card";
import { PageHeader } from "../page/page-header";
import { PageId } from "../values/page-id";
import { PagedEmpty } from "../tables/paged-empty";
import { Pager } from "../tables/pager";
import { AddressHistoryTable } from "./address-history-table";
import { AddressInformation } from "./address-information";
import { AddressSummary } from "./address-summary";
import { AddressTokensCard } from "./address-tokens-card";
import { CurrentDelegationCard } from "./current-delegation";
import { DelegationHistoryTable } from "./delegation-history-table";
import { PaymentAddressesTable } from "./payment-addresses-table";
import { RewardsHistoryCard } from "./rewards-history-card";
import { UtxosTable } from "./utxos-table";
import * as layout from "../layout.css";
import * as styles from "./addresses.css";

export type AddressViewProps = {
  network: Network;
  address: Address;
  query: AddressPageQuery;
  tokensQuery: AddressTokensOrder & { page: number };
  tokens: AddressTokensPage;
  history: AddressTransactionsPage;
  utxos: ReadonlyArray<AddressUtxo>;
  delegations: ReadonlyArray<StakeDelegation>;
  paymentAddresses: ReadonlyArray<PaymentAddressEntry>;
  rewards: { rows: ReadonlyArray<StakeReward>; total: number };
};

/** The same sentence search gives for an address the chain has never seen (app/routes/search.tsx). */
function noActivityText(network: Network): string {
  return `This address is valid, but it has no activity on ${networkLabel(network)}.`;
}

/** spec §2 Address detail, for payment and stake addresses. */
export function AddressView({ network, address, query, tokensQuery, tokens, history, utxos, delegations, paymentAddresses, rewards }: AddressViewProps) {
  const { search } = useLocation();
  const isStake = address.addressType === "stake";
  const heading = addressHeading(address.address);
  // Each list: its table (the spec's empty text for an empty list), or past its end a link back; its pager with the total where counted.
  const paged = (list: { param: string; label: string; page: number; size: number; shown: number; total: number | null; next: boolean }, table: ReactNode) => (
    <>
      {isPastEnd(list.page, list.shown, list.total) ? (
        <p className={styles.notice}>
          <PagedEmpty page={list.page} total={list.total} pageSize={list.size} empty={null} search={search} param={list.param} />
        </p>
      ) : (
        table
      )}
      <Pager
        page={list.page}
        hasNext={list.next}
        search={search}
        param={list.param}
        label={list.label}
        preventScrollReset
        total={list.total === null ? null : { count: list.total, pageSize: list.size, shown: list.shown }}
      />
    </>
  );
  const historyTitle = isStake ? "Stake Address Transaction History" : "Transaction History";
  return (
    <>
      <PageHeader back={{ to: "/addresses", label: "Address Search" }} network={network} title={heading}>
        <PageId kind="address" id={address.address} testId="address-value" />
      </PageHeader>
      <div className={layout.stack}>
        {address.txCount === 0 ? (
          <p className={styles.notice} data-testid="address-no-activity">
            {noActivityText(network)}
          </p>
        ) : null}
        {isScriptAddress(address.address) ? (
          <p className={styles.notice} data-testid="address-script">
            {isStake
              ? "This stake address is a script's: its rewards and delegation are controlled by a script, not by a key."
              : "This is a script address: its payment part is a script (a smart contract or a multi-signature rule), so what it holds is spent by satisfying that script, not with a key."}
          </p>
        ) : null}
        <AddressSummary address={address} network={network} />
        <div className={layout.twoColumns}>
          <AddressInformation address={address} network={network} />
          {isStake ? <CurrentDelegationCard address={address} /> : null}
        </div>
        {address.txCount === 0 ? null : <AddressTokensCard address={address.address} network={network} tokens={tokens} query={tokensQuery} search={search} />}
        {address.txCount === 0 ? null : isStake ? (
          <>
            <Card title="Delegation History">
              {paged(
                { param: ADDRESS_PAGE_PARAMS.delegations, label: "Delegation History pages", page: query.delegations, size: STAKE_ADDRESS_LIST_PAGE_SIZE, shown: delegations.length, total: null, next: delegations.length === STAKE_ADDRESS_LIST_PAGE_SIZE },
                <DelegationHistoryTable delegations={delegations} network={network} />,
              )}
            </Card>
            <Card title="Associated Payment Addresses">
              {paged(
                {
                  param: ADDRESS_PAGE_PARAMS.paymentAddresses,
                  label: "Payment Addresses pages",
                  page: query.paymentAddresses,
                  size: STAKE_ADDRESS_LIST_PAGE_SIZE,
                  shown: paymentAddresses.length,
                  total: address.paymentAddressCount,
                  next: hasNextPage(query.paymentAddresses, STAKE_ADDRESS_LIST_PAGE_SIZE, paymentAddresses.length, address.paymentAddressCount),
                },
                <PaymentAddressesTable addresses={paymentAddresses} network={network} />,
              )}
            </Card>
          </>
        ) : (
          <Card title="Unspent Outputs">
            {paged(
              {
                param: ADDRESS_PAGE_PARAMS.utxos,
                label: "Unspent Outputs pages",
                page: query.utxos,
                size: ADDRESS_UTXOS_PAGE_SIZE,
                shown: utxos.length,
                total: address.utxoCount,
                next: hasNextPage(query.utxos, ADDRESS_UTXOS_PAGE_SIZE, utxos.length, address.utxoCount),
              },
              <UtxosTable utxos={utxos} network={network} />,
            )}
          </Card>
        )}
        {address.txCount === 0 ? null : (
          <Card
            title={historyTitle}
            actions={
              <a href={historyCsvHref(address.address, network)} download className={styles.secondaryButton} data-testid="history-export">
                Export CSV
              </a>
            }
          >
            {paged(
              {
                param: ADDRESS_PAGE_PARAMS.history,
                label: "Transaction History pages",
                page: query.history,
                size: ADDRESS_TRANSACTIONS_PAGE_SIZE,
                shown: history.transactions.length,
                total: history.pagination.total,
                next: history.pagination.hasMore,
              },
              <AddressHistoryTable caption={historyTitle} transactions={history.transactions} network={network} />,
            )}
          </Card>
        )}
        {isStake && address.txCount > 0 ? (
          <RewardsHistoryCard
            address={address.address}
            network={network}
            rewards={rewards.rows}
            total={rewards.total}
            page={query.rewards}
            size={query.rewardsSize}
          />
        ) : null}
      </div>
    </>
  );
}
