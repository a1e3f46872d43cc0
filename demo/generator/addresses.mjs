// @ts-check
// Shelley address encodings (CIP-19) in bech32, with the header bytes real wallets
// write: the high nibble is the address type, the low nibble the network id.
import { bech32 } from "bech32";

/** @typedef {"mainnet" | "testnet"} Network */

const BECH32_LIMIT = 1023;

/** @param {Network} network */
function networkId(network) {
  return network === "mainnet" ? 1 : 0;
}

/**
 * @param {string} prefix
 * @param {Uint8Array} bytes
 */
function encode(prefix, bytes) {
  return bech32.encode(prefix, bech32.toWords(bytes), BECH32_LIMIT);
}

/** @param {Network} network */
function addressPrefix(network) {
  return network === "mainnet" ? "addr" : "addr_test";
}

/**
 * Base address: payment key hash + stake key hash, header 0x01 (mainnet) / 0x00 (testnet).
 * @param {Network} network
 * @param {Uint8Array} paymentKeyHash 28 bytes
 * @param {Uint8Array} stakeKeyHash 28 bytes
 */
export function baseAddress(network, paymentKeyHash, stakeKeyHash) {
  const bytes = Buffer.concat([Buffer.of(0x00 | networkId(network)), paymentKeyHash, stakeKeyHash]);
  return encode(addressPrefix(network), bytes);
}

/**
 * Enterprise address (no stake part), header 0x61 (mainnet) / 0x60 (testnet).
 * @param {Network} network
 * @param {Uint8Array} paymentKeyHash 28 bytes
 */
export function enterpriseAddress(network, paymentKeyHash) {
  const bytes = Buffer.concat([Buffer.of(0x60 | networkId(network)), paymentKeyHash]);
  return encode(addressPrefix(network), bytes);
}

/**
 * Enterprise address whose payment part is a script hash, header 0x71 (mainnet) / 0x70 (testnet).
 * @param {Network} network
 * @param {Uint8Array} scriptHash 28 bytes
 */
export function scriptAddress(network, scriptHash) {
  return encode(addressPrefix(network), Buffer.concat([Buffer.of(0x70 | networkId(network)), scriptHash]));
}

/**
 * Reward account bytes as stake_address.hash_raw: header 0xe1 (mainnet) / 0xe0 (testnet) + key hash.
 * @param {Network} network
 * @param {Uint8Array} stakeKeyHash 28 bytes
 */
export function stakeAddressBytes(network, stakeKeyHash) {
  return Buffer.concat([Buffer.of(0xe0 | networkId(network)), stakeKeyHash]);
}

/**
 * stake1… / stake_test1…
 * @param {Network} network
 * @param {Uint8Array} stakeKeyHash
 */
export function stakeAddressView(network, stakeKeyHash) {
  return encode(network === "mainnet" ? "stake" : "stake_test", stakeAddressBytes(network, stakeKeyHash));
}

/** pool1… from a 28-byte pool key hash. @param {Uint8Array} poolKeyHash */
export function poolView(poolKeyHash) {
  return encode("pool", poolKeyHash);
}

/** vrf_vk1… from a 32-byte VRF verification key (block.vrf_key). @param {Uint8Array} vrfKey */
export function vrfKeyView(vrfKey) {
  return encode("vrf_vk", vrfKey);
}
