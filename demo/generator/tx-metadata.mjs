// @ts-check
// Transaction metadata: ordinary messages (CIP-20, label 674), NFT-style records
// (label 721) and oracle-like numbers, plus the hostile set placed on purpose.
import { encodeCbor } from "./cbor.mjs";
import { IMG_ONERROR, RIGHT_TO_LEFT_OVERRIDE, SCRIPT_TAG, deeplyNested, longMetadataString } from "./hostile.mjs";

/** @typedef {import("./cbor.mjs").MetadataValue} MetadataValue */
/** @typedef {{ key: number, value: MetadataValue }} MetadataEntry */

const MESSAGES = [
  "Payment for invoice #", "Thanks for the coffee ☕", "Rent, month ", "Order ", "Donation to the community fund",
  "Salary batch ", "Refund for order ", "Gift 🎁", "Swap settlement ", "Grant milestone ",
];

/**
 * Ordinary metadata for a payment.
 * @param {import("./random.mjs").Random} rng
 * @param {string} chainKey
 * @returns {MetadataEntry[]}
 */
export function ordinaryMetadata(rng, chainKey) {
  const kind = rng.int(10);
  if (kind < 7) {
    const message = rng.pick(MESSAGES);
    return [{ key: 674, value: { msg: [message.endsWith(" ") || message.endsWith("#") ? `${message}${rng.range(1, 99999)}` : message] } }];
  }
  if (kind < 9) {
    const policy = Buffer.from(chainKey + rng.int(8)).toString("hex").padEnd(56, "0").slice(0, 56);
    const n = rng.range(1, 9999);
    return [
      {
        key: 721,
        value: {
          [policy]: {
            [`PrimeArt${n}`]: { name: `Prime Art #${n}`, image: `ipfs://Qm${Buffer.from(`${chainKey}${n}`).toString("hex").slice(0, 44)}`, mediaType: "image/png" },
          },
          version: "1.0",
        },
      },
    ];
  }
  return [{ key: 1968, value: { pair: "AP3X/USD", rate: rng.range(1000, 99999), decimals: 6 } }];
}

/**
 * The hostile metadata set, one transaction each.
 * @returns {MetadataEntry[][]}
 */
export function hostileMetadata() {
  return [
    [{ key: 674, value: { msg: [SCRIPT_TAG, IMG_ONERROR, '<a href="javascript:alert(1)">click me</a>', "</pre></code></td></tr></table>"] } }],
    [{ key: 1337, value: deeplyNested(64) }],
    [{ key: 9999, value: { note: "a 16 KB string follows", blob: longMetadataString(16_000) } }],
    [
      { key: 674, value: { msg: [`Refund invoice${RIGHT_TO_LEFT_OVERRIDE}fdp.exe`, "zero\u200Bwidth\u200Cjoin\u200Dmarks\uFEFF"] } },
      { key: 42, value: { "<b>key</b>": "<i>value</i>", "javascript:alert(1)": "data:text/html,<script>alert(1)</script>" } },
    ],
  ];
}

/**
 * tx_metadata columns after id and before tx_id: key, json, bytes.
 * @param {MetadataEntry} entry
 */
export function metadataColumns(entry) {
  return { key: entry.key, json: entry.value, bytes: encodeCbor(entry.value) };
}
