// @ts-check
// The rows of a pool registration certificate (first registration or update):
// pool_hash (first time), pool_metadata_ref, off_chain_pool_data (what the metadata
// fetcher stored, unless the file was unreachable), pool_update, pool_owner and
// pool_relay. First registrations take effect two epochs on, updates three.
import { Json } from "./csv.mjs";
import { poolMetadataDocument } from "./population.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */

/**
 * @param {ChainState} chain
 * @param {{ pool: number, pledge: number, marginPpm: number, cost: number, metadataVersion: number }} cert
 * @param {number} certIndex
 * @param {number} txId
 * @param {boolean} genesis
 */
export function writePoolRegistration(chain, cert, certIndex, txId, genesis) {
  const { sink } = chain;
  const pool = chain.pool(cert.pool);
  const first = !pool.registered;
  if (pool.poolHashId === 0) pool.poolHashId = sink.insert("pool_hash", [pool.hash, pool.view]);

  /** @type {number | null} */
  let metaId = null;
  if (pool.metadata) {
    const doc = poolMetadataDocument(pool, cert.metadataVersion);
    metaId = sink.insert("pool_metadata_ref", [pool.poolHashId, doc.url, doc.hash, txId]);
    if (!pool.metadataUnreachable) {
      sink.insert("off_chain_pool_data", [pool.poolHashId, doc.json.ticker, doc.hash, new Json(doc.json), doc.bytes, metaId]);
    }
  }

  const activeEpoch = genesis ? 0 : chain.epoch + (first ? 2 : 3);
  const rewardWallet = chain.wallet(pool.rewardWallet);
  const updateId = sink.insert("pool_update", [
    pool.poolHashId,
    certIndex,
    pool.vrfKeyHash,
    cert.pledge,
    activeEpoch,
    metaId,
    cert.marginPpm / 1_000_000,
    cert.cost,
    txId,
    chain.stakeAddressId(rewardWallet),
    first ? chain.params.poolDeposit : null,
  ]);
  for (const owner of pool.owners) sink.insert("pool_owner", [chain.stakeAddressId(chain.wallet(owner)), updateId]);
  for (const relay of pool.relays) {
    sink.insert("pool_relay", [updateId, relay.ipv4, relay.ipv6, relay.dnsName, relay.dnsSrvName, relay.port]);
  }

  pool.registered = true;
  pool.params.push({ activeEpoch, pledge: cert.pledge, marginPpm: cert.marginPpm, cost: cert.cost });
}

/**
 * The parameters a pool's rewards for `epoch` use: its newest certificate already in
 * force then.
 * @param {import("./population.mjs").Pool} pool
 * @param {number} epoch
 */
export function poolParamsInForce(pool, epoch) {
  let inForce = pool.params[0];
  for (const params of pool.params) if (params.activeEpoch <= epoch) inForce = params;
  if (!inForce) throw new Error(`pool ${pool.view} has no certificate`);
  return inForce;
}
