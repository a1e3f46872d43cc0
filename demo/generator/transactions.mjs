// @ts-check
// Building and committing one transaction. A draft lists inputs, outputs,
// certificates, withdrawals and metadata; commitTx adds the change output, sets
// fee = min_fee_a · size + min_fee_b, checks that
//   inputs + withdrawals = outputs + fee + deposits − refunds
// and writes the rows (tx, tx_in, tx_out, certificates, withdrawal, tx_metadata).
import { assetPlan, minCoin, writeMint, writeOutputExtras } from "./assets.mjs";
import { Json } from "./csv.mjs";
import { walletAddress } from "./population.mjs";
import { writePoolRegistration } from "./pool-certificates.mjs";
import { metadataColumns } from "./tx-metadata.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */
/** @typedef {import("./population.mjs").Utxo} Utxo */

/**
 * @typedef {{ kind: "stake_registration", wallet: number }
 *   | { kind: "stake_deregistration", wallet: number }
 *   | { kind: "delegation", wallet: number, pool: number }
 *   | { kind: "pool_registration", pool: number, pledge: number, marginPpm: number, cost: number, metadataVersion: number }
 *   | { kind: "pool_retirement", pool: number, retiringEpoch: number }} Certificate
 */

/**
 * @typedef {object} TxDraft
 * @property {Utxo[]} inputs
 * @property {TxOutput[]} outputs
 * @property {Certificate[]} certificates
 * @property {{ wallet: number, amount: number }[]} withdrawals
 * @property {import("./tx-metadata.mjs").MetadataEntry[]} metadata
 * @property {number} changeWallet
 * @property {{ ident: number, quantity: number }[]} mint native assets minted (+) and burnt (−)
 * @property {import("./native-scripts.mjs").NativeScript[]} scripts the minting policies, as witnesses
 */

/**
 * @typedef {object} TxOutput
 * @property {number} wallet
 * @property {number} address which of the wallet's addresses
 * @property {number} value
 * @property {import("./assets.mjs").AssetBag} [assets]
 * @property {ReturnType<typeof import("./plutus-data.mjs").datumOf>} [datum] an inline datum
 */

/** Smallest change output we make (1 coin); anything less would be dust. */
const MIN_CHANGE = 1_000_000;

/** @param {number} changeWallet @returns {TxDraft} */
export function newDraft(changeWallet) {
  return { inputs: [], outputs: [], certificates: [], withdrawals: [], metadata: [], changeWallet, mint: [], scripts: [] };
}

/**
 * Deposits paid (+) and refunded (−) by the draft's certificates: what tx.deposit holds.
 * @param {ChainState} chain
 * @param {TxDraft} draft
 */
function draftDeposit(chain, draft) {
  let deposit = 0;
  for (const cert of draft.certificates) {
    if (cert.kind === "stake_registration") deposit += chain.params.keyDeposit;
    else if (cert.kind === "stake_deregistration") deposit -= chain.params.keyDeposit;
    else if (cert.kind === "pool_registration" && !chain.pool(cert.pool).registered) deposit += chain.params.poolDeposit;
  }
  return deposit;
}

/**
 * Serialised size in bytes, from the parts of the transaction (CBOR lengths of a
 * typical Babbage transaction with one vkey witness per signer).
 * @param {ChainState} chain
 * @param {TxDraft} draft
 * @param {number} outputCount
 * @param {number} metadataBytes
 * @param {number} assetBytes what assets, mint, scripts and datums add (assetPlan)
 */
function txSize(chain, draft, outputCount, metadataBytes, assetBytes) {
  let size = 40 + 36 * draft.inputs.length + 11 * outputCount;
  for (const output of draft.outputs) size += chain.wallet(output.wallet).staked ? 57 : 29;
  if (outputCount > draft.outputs.length) size += chain.wallet(draft.changeWallet).staked ? 57 : 29;
  const signers = new Set(draft.inputs.map((input) => chain.unspent.wallet(input)));
  for (const cert of draft.certificates) {
    if (cert.kind === "delegation") size += 70;
    else if (cert.kind === "pool_retirement") size += 45;
    else if (cert.kind === "pool_registration") {
      const pool = chain.pool(cert.pool);
      size += 330 + 30 * pool.owners.length + (pool.metadata ? 100 : 0);
      for (const relay of pool.relays) size += 12 + (relay.ipv6 ? 16 : 0) + (relay.dnsName ?? relay.dnsSrvName ?? "").length;
      for (const owner of pool.owners) signers.add(owner);
    } else size += 38;
    if (cert.kind !== "pool_registration") signers.add(cert.kind === "pool_retirement" ? -1 - cert.pool : cert.wallet);
  }
  size += 40 * draft.withdrawals.length;
  for (const withdrawal of draft.withdrawals) signers.add(withdrawal.wallet);
  if (metadataBytes > 0) size += metadataBytes + 36;
  size += assetBytes;
  return size + 101 * Math.max(1, signers.size);
}

/**
 * @param {ChainState} chain
 * @param {number} size
 */
function feeFor(chain, size) {
  return chain.params.minFeeA * size + chain.params.minFeeB;
}

/**
 * Adds inputs of `payer` until the draft can pay its outputs, deposits, fee and a change
 * output. Returns false (draft unusable) when the payer cannot afford it.
 * @param {ChainState} chain
 * @param {TxDraft} draft
 * @param {number} payer
 * @param {import("./random.mjs").Random} rng
 */
export function fundDraft(chain, draft, payer, rng) {
  const utxos = chain.wallet(payer).utxos;
  const taken = new Set(draft.inputs);
  const outSum = draft.outputs.reduce((sum, output) => sum + output.value, 0);
  const withdrawn = draft.withdrawals.reduce((sum, w) => sum + w.amount, 0);
  const metadataBytes = draft.metadata.reduce((sum, entry) => sum + metadataColumns(entry).bytes.length + 5, 0);
  const deposit = draftDeposit(chain, draft);
  let inSum = chain.unspent.sum(draft.inputs);
  for (;;) {
    const plan = assetPlan(chain, draft);
    if (plan.short) return false;
    const need = outSum + deposit + feeFor(chain, txSize(chain, draft, draft.outputs.length + 1, metadataBytes, plan.bytes)) + plan.minChange;
    if (inSum + withdrawn >= need) return true;
    if (taken.size >= utxos.length || draft.inputs.length >= 40) return false;
    let position = rng.int(utxos.length);
    while (taken.has(/** @type {Utxo} */ (utxos[position]))) position = (position + 1) % utxos.length;
    const utxo = /** @type {Utxo} */ (utxos[position]);
    taken.add(utxo);
    draft.inputs.push(utxo);
    inSum += chain.unspent.value(utxo);
  }
}

/**
 * @typedef {object} CommitPlace
 * @property {number} blockId
 * @property {number} blockIndex
 * @property {boolean} [genesis] a genesis transaction: no inputs, no fee, no change
 */

/**
 * Writes the transaction and applies it to the ledger.
 * @param {ChainState} chain
 * @param {TxDraft} draft
 * @param {CommitPlace} place
 * @returns {{ txId: number, size: number, fee: number, outSum: number }}
 */
export function commitTx(chain, draft, place) {
  const { sink } = chain;
  const txId = sink.nextId("tx");
  const metadata = draft.metadata.map(metadataColumns);
  const metadataBytes = metadata.reduce((sum, entry) => sum + entry.bytes.length + 5, 0);
  const deposit = draftDeposit(chain, draft);
  const inSum = chain.unspent.sum(draft.inputs);
  const withdrawn = draft.withdrawals.reduce((sum, w) => sum + w.amount, 0);

  const outputs = draft.outputs.slice();
  const plan = assetPlan(chain, draft);
  if (plan.short) throw new Error(`tx ${txId} spends assets it does not have`);
  let size = txSize(chain, draft, outputs.length + (place.genesis ? 0 : 1), metadataBytes, plan.bytes);
  let fee = 0;
  if (!place.genesis) {
    fee = feeFor(chain, size);
    let change = inSum + withdrawn - outputs.reduce((sum, o) => sum + o.value, 0) - fee - deposit;
    if (change < Math.max(MIN_CHANGE, plan.minChange)) throw new Error(`tx ${txId} does not balance: change ${change}`);
    const changeWallet = chain.wallet(draft.changeWallet);
    const address = chain.rngTx.int(changeWallet.keyCount);
    // Change with many assets is split; every part but the last holds its minimum.
    plan.changeBags.forEach((bag, n) => {
      const value = n === plan.changeBags.length - 1 ? change : minCoin(bag);
      change -= value;
      outputs.push({ wallet: changeWallet.index, address, value, ...(bag ? { assets: bag } : {}) });
    });
  }
  const outSum = outputs.reduce((sum, o) => sum + o.value, 0);
  if (!place.genesis && inSum + withdrawn !== outSum + fee + deposit) throw new Error(`tx ${txId} does not balance`);

  for (const input of draft.inputs) {
    sink.insert("tx_in", [txId, chain.unspent.txId(input), chain.unspent.index(input)]);
    chain.spendUtxo(input);
  }
  for (const withdrawal of draft.withdrawals) {
    const wallet = chain.wallet(withdrawal.wallet);
    if (withdrawal.amount !== wallet.rewards) throw new Error("a withdrawal takes the whole reward balance");
    sink.insert("withdrawal", [chain.stakeAddressId(wallet), withdrawal.amount, txId]);
    wallet.rewards = 0;
    chain.rewards -= withdrawal.amount;
    chain.withRewards.delete(wallet.index);
  }
  draft.certificates.forEach((cert, certIndex) => applyCertificate(chain, cert, certIndex, txId, place));
  writeMint(chain, txId, draft);
  outputs.forEach((output, index) => {
    const wallet = chain.wallet(output.wallet);
    const datumId = writeOutputExtras.datum(chain, txId, output);
    const txOutId = sink.insert("tx_out", [
      txId,
      index,
      walletAddress(chain.network, wallet, output.address),
      false,
      wallet.paymentCredField(output.address),
      wallet.staked ? chain.stakeAddressId(wallet) : null,
      output.value,
      datumId,
    ]);
    writeOutputExtras.assets(chain, txOutId, output);
    chain.addUtxo(txId, index, output.value, wallet.index, output.assets);
  });
  for (const entry of metadata) sink.insert("tx_metadata", [entry.key, new Json(entry.json), entry.bytes, txId]);

  chain.fees += fee;
  chain.feesByEpoch.set(chain.epoch, (chain.feesByEpoch.get(chain.epoch) ?? 0) + fee);
  chain.deposits += deposit;
  sink.add("tx", [
    txId,
    chain.txHashes.get(txId),
    place.blockId,
    place.blockIndex,
    outSum,
    fee,
    deposit,
    size,
    null,
    place.genesis ? null : chain.slot + 7200,
    true,
    0,
    0,
  ]);
  return { txId, size, fee, outSum };
}

/**
 * @param {ChainState} chain
 * @param {Certificate} cert
 * @param {number} certIndex
 * @param {number} txId
 * @param {CommitPlace} place
 */
function applyCertificate(chain, cert, certIndex, txId, place) {
  const { sink } = chain;
  switch (cert.kind) {
    case "stake_registration": {
      const wallet = chain.wallet(cert.wallet);
      sink.insert("stake_registration", [chain.stakeAddressId(wallet), certIndex, chain.epoch, txId, chain.params.keyDeposit]);
      wallet.registered = true;
      chain.refreshStranded(wallet);
      return;
    }
    case "stake_deregistration": {
      const wallet = chain.wallet(cert.wallet);
      if (wallet.rewards !== 0) throw new Error("deregistration with rewards left");
      sink.insert("stake_deregistration", [chain.stakeAddressId(wallet), certIndex, chain.epoch, txId]);
      wallet.registered = false;
      wallet.pool = -1;
      chain.refreshStranded(wallet);
      return;
    }
    case "delegation": {
      const wallet = chain.wallet(cert.wallet);
      const pool = chain.pool(cert.pool);
      sink.insert("delegation", [
        chain.stakeAddressId(wallet),
        certIndex,
        pool.poolHashId,
        place.genesis ? 0 : chain.epoch + 2,
        txId,
        place.genesis ? 0 : chain.slot,
      ]);
      wallet.pool = pool.index;
      chain.refreshStranded(wallet);
      return;
    }
    case "pool_registration":
      writePoolRegistration(chain, cert, certIndex, txId, place.genesis === true);
      return;
    case "pool_retirement": {
      const pool = chain.pool(cert.pool);
      sink.insert("pool_retire", [pool.poolHashId, certIndex, txId, cert.retiringEpoch]);
      pool.retiringEpoch = cert.retiringEpoch;
      chain.refreshStrandedOf(pool);
      return;
    }
  }
}
