import { describe, expect, it } from "vitest";
import { getDb } from "../db/db.server";
import type { AddressTransaction, AddressTransactionsPage, Address, BlockDetail, Transaction } from "../lib/domain";
import { latestTransactionFigure } from "../lib/chain/dashboard";
import type { Network } from "../lib/navigation/network";
import { amountSent } from "../lib/transactions/tx-balance";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { apiRoute } from "../../tests/support/route-calls";
import { loader as addressPageLoader } from "./address";
import { loader as blockPageLoader } from "./block";
import { loader as homeLoader } from "./home";
import { loader as transactionPageLoader } from "./transaction";

const transactionApi = apiRoute("transaction");

// Issue 41 item 3: a transaction's Amount Sent is its sending wallet's flow, the
// net its stake address shows for it: change to another address of the
// sender's own wallet is not sent, and a reward withdrawal to one's own wallet
// is the wallet's gain. Read on the transaction page, its JSON, its block's
// page and the sender's stake address page, which must agree.
setUpConfiguredChains();

const NETWORKS: Network[] = ["mainnet", "testnet"];
const HISTORY_PAGES_READ = 30;

type Candidate = { hash: string; stake: string };

/**
 * Transactions whose inputs all come from one stake key that gets change back at
 * an address none of the inputs came from, and that pay another wallet too:
 * per address the change would count as sent, per wallet it does not.
 */
function paymentsWithChangeToAnotherAddress(network: Network): Promise<Candidate[]> {
  return getDb(network).query<Candidate>(
    `SELECT encode(t.hash, 'hex') AS hash, sa.view AS stake
     FROM tx t
     JOIN LATERAL (SELECT array_agg(DISTINCT src.stake_address_id) AS keys, array_agg(DISTINCT src.address) AS addresses
                   FROM tx_in i JOIN tx_out src ON src.tx_id = i.tx_out_id AND src.index = i.tx_out_index
                   WHERE i.tx_in_id = t.id) senders ON true
     JOIN stake_address sa ON sa.id = senders.keys[1]
     WHERE cardinality(senders.keys) = 1
       AND NOT EXISTS (SELECT 1 FROM withdrawal w WHERE w.tx_id = t.id)
       AND EXISTS (SELECT 1 FROM tx_out o WHERE o.tx_id = t.id AND o.stake_address_id = senders.keys[1] AND NOT o.address = ANY (senders.addresses))
       AND EXISTS (SELECT 1 FROM tx_out o WHERE o.tx_id = t.id AND o.stake_address_id IS DISTINCT FROM senders.keys[1])
     ORDER BY t.id DESC LIMIT 2`,
  );
}

/** Reward withdrawals whose inputs and outputs are all the withdrawing wallet's. */
function withdrawalsToOwnWallet(network: Network): Promise<Candidate[]> {
  return getDb(network).query<Candidate>(
    `SELECT encode(t.hash, 'hex') AS hash, sa.view AS stake
     FROM withdrawal w JOIN tx t ON t.id = w.tx_id JOIN stake_address sa ON sa.id = w.addr_id
     WHERE NOT EXISTS (SELECT 1 FROM tx_out o WHERE o.tx_id = t.id AND o.stake_address_id IS DISTINCT FROM w.addr_id)
       AND NOT EXISTS (SELECT 1 FROM tx_in i JOIN tx_out src ON src.tx_id = i.tx_out_id AND src.index = i.tx_out_index
                       WHERE i.tx_in_id = t.id AND src.stake_address_id IS DISTINCT FROM w.addr_id)
     ORDER BY t.id DESC LIMIT 2`,
  );
}

/** The transaction's row on its stake address page's history, paging through it. */
async function stakePageRow(network: Network, stake: string, hash: string): Promise<AddressTransaction> {
  for (let page = 1; page <= HISTORY_PAGES_READ; page += 1) {
    const { history } = await loaded<{ address: Address; history: AddressTransactionsPage }>(
      addressPageLoader,
      `/addresses/${stake}?page=${page}&network=${network}`,
      { address: stake },
    );
    const row = history.transactions.find((tx) => tx.hash === hash);
    if (row) return row;
    if (!history.pagination.hasMore) break;
  }
  throw new Error(`${hash} not on ${stake}'s history`);
}

async function expectAgreement(network: Network, { hash, stake }: Candidate): Promise<Transaction> {
  const { transaction } = await loaded<{ transaction: Transaction }>(transactionPageLoader, `/transactions/${hash}?network=${network}`, { hash });
  const json = await loaded<Transaction>(transactionApi, `/api/networks/${network}/transactions/${hash}`, { network, hash });
  const stakeRow = await stakePageRow(network, stake, hash);
  // The wallet's flow, signed as the stake address shows it, and its absolute value as Amount Sent and Amount.
  expect(transaction.externalFlow, hash).toBe(stakeRow.netAmount);
  expect(json.externalFlow, hash).toBe(stakeRow.netAmount);
  expect(amountSent(transaction.externalFlow)!.toString(), hash).toBe(stakeRow.amount);
  expect(json.amount, hash).toBe(stakeRow.amount);
  // Its block's page lists it with the same Amount.
  const block = await loaded<{ block: BlockDetail }>(blockPageLoader, `/blocks/${transaction.blockHeight}?network=${network}`, {
    id: String(transaction.blockHeight),
  });
  const summary = block.block.transactions!.find((tx) => tx.hash === hash);
  if (summary) expect(summary.amount, hash).toBe(stakeRow.amount);
  return transaction;
}

describe.each(NETWORKS)("Amount Sent on %s", (network) => {
  it("a payment with change to another address of the sender's wallet: the change is not sent", { timeout: 120_000 }, async () => {
    const candidates = await paymentsWithChangeToAnotherAddress(network);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      const tx = await expectAgreement(network, candidate);
      // Sent: what the wallet lost, the fee with it; less than everything that left the input addresses.
      expect(BigInt(tx.externalFlow)).toBeLessThan(0n);
      const changeAddresses = new Set(tx.inputs!.map((input) => input.address));
      const leftInputAddresses = tx.outputs!.filter((o) => !changeAddresses.has(o.address)).reduce((sum, o) => sum + BigInt(o.amount), 0n);
      expect(amountSent(tx.externalFlow)! - BigInt(tx.fee)).toBeLessThan(leftInputAddresses);
    }
  });

  it("a reward withdrawal to one's own wallet: the wallet's gain, withdrawal less fee", { timeout: 120_000 }, async () => {
    const candidates = await withdrawalsToOwnWallet(network);
    expect(candidates.length).toBeGreaterThan(0);
    for (const candidate of candidates) {
      const tx = await expectAgreement(network, candidate);
      const withdrawn = tx.withdrawals!.reduce((sum, w) => sum + BigInt(w.amount), 0n);
      expect(BigInt(tx.externalFlow)).toBe(withdrawn - BigInt(tx.fee));
      expect(tx.withdrawn).toBe(withdrawn.toString());
    }
  });
});

describe("the dashboard's Latest Transactions", () => {
  it("shows each transaction's Amount Sent, and a Staking Reward row the reward it withdraws", { timeout: 120_000 }, async () => {
    for (const network of NETWORKS) {
      const home = await callLoader<{ transactions: Transaction[] | null }>(homeLoader, `/?network=${network}`);
      const latest = home.data.transactions!;
      expect(latest.length).toBeGreaterThan(0);
      for (const row of latest) {
        const json = await loaded<Transaction>(transactionApi, `/api/networks/${network}/transactions/${row.hash}`, { network, hash: row.hash });
        const withdrawn = json.withdrawals!.reduce((sum, w) => sum + BigInt(w.amount), 0n).toString();
        const figure = latestTransactionFigure(row);
        expect(figure.dfm, row.hash).toBe(figure.stakingReward ? withdrawn : amountSent(json.externalFlow)!.toString());
      }
    }
  });
});
