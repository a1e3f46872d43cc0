/**
 * Why a transaction balances, as sums a person can check on the detail page:
 * inputs + withdrawals = outputs + fee + deposits − refunds.
 * Amounts are DFM as decimal strings (the contract's form); the sums are bigints.
 */
import { parseDfm } from "../formats/format";

export type BalanceInput = {
  fee: string;
  /** The net deposit of the transaction: paid (positive) or refunded (negative). */
  deposit: string;
  inputs?: ReadonlyArray<{ amount: string }>;
  outputs?: ReadonlyArray<{ amount: string }>;
  withdrawals?: ReadonlyArray<{ amount: string }>;
  certificates?: ReadonlyArray<{ deposit: string | null }>;
};

export type TransactionBalance = {
  inputs: bigint;
  withdrawals: bigint;
  outputs: bigint;
  fee: bigint;
  /** Deposits paid by the certificates (registrations). */
  deposits: bigint;
  /** Deposits given back (deregistrations, retirements). */
  refunds: bigint;
  /** inputs + withdrawals */
  incoming: bigint;
  /** outputs + fee + deposits − refunds */
  outgoing: bigint;
  balanced: boolean;
  /**
   * A transaction that spends nothing: the genesis distribution, which creates
   * the chain's first funds, so it cannot balance.
   */
  createsFunds: boolean;
};

const sumOf = (rows: ReadonlyArray<{ amount: string }> | undefined): bigint =>
  (rows ?? []).reduce((total, row) => total + (parseDfm(row.amount) ?? 0n), 0n);

/**
 * The balance sheet of one transaction. The certificates say which deposits
 * were paid; the refunds are what the net deposit leaves over (db-sync records
 * a deregistration's refund only in the net), so the two always agree with it.
 */
export function transactionBalance(tx: BalanceInput): TransactionBalance {
  const inputs = sumOf(tx.inputs);
  const withdrawals = sumOf(tx.withdrawals);
  const outputs = sumOf(tx.outputs);
  const fee = parseDfm(tx.fee) ?? 0n;
  const net = parseDfm(tx.deposit) ?? 0n;
  let deposits = (tx.certificates ?? []).reduce((total, certificate) => {
    const amount = parseDfm(certificate.deposit) ?? 0n;
    return amount > 0n ? total + amount : total;
  }, 0n);
  // Certificates that do not name their deposit: the net alone tells the story.
  if (deposits < net) deposits = net;
  const refunds = deposits - net;
  const incoming = inputs + withdrawals;
  const outgoing = outputs + fee + deposits - refunds;
  return {
    inputs,
    withdrawals,
    outputs,
    fee,
    deposits,
    refunds,
    incoming,
    outgoing,
    balanced: incoming === outgoing,
    createsFunds: (tx.inputs ?? []).length === 0 && withdrawals === 0n,
  };
}

/** |externalFlow|: what left the senders' addresses (the 'Amount Sent'). */
export function amountSent(externalFlow: string): bigint | null {
  const flow = parseDfm(externalFlow);
  if (flow === null) return null;
  return flow < 0n ? -flow : flow;
}
