// @ts-check
// The explorer's house pool ('Brought to you by'): its key hash lives in
// app/lib/pools/house-pool.ts, the one place the app and the generator share. Node runs
// this file without a TypeScript loader, so the constant is read from the source
// text; where the app sources are absent (a runtime image holding only the build)
// the value comes from the derivation that file documents. A test checks both agree.
import { existsSync, readFileSync } from "node:fs";
import { hash28 } from "./hashes.mjs";

const SOURCE = new URL("../../app/lib/pools/house-pool.ts", import.meta.url);
const DERIVATION_LABEL = "prime-explorer house pool";

/** @returns {Buffer} the 28-byte key hash of the house pool */
export function housePoolHash() {
  if (existsSync(SOURCE)) {
    const match = /DEMO_HOUSE_POOL_HASH\s*=\s*"([0-9a-f]{56})"/.exec(readFileSync(SOURCE, "utf8"));
    if (!match?.[1]) throw new Error(`DEMO_HOUSE_POOL_HASH not found in ${SOURCE.pathname}`);
    return Buffer.from(match[1], "hex");
  }
  return hash28(DERIVATION_LABEL);
}

/** The derivation alone (first 28 bytes of sha256 of the label), for the test that compares. */
export function derivedHousePoolHash() {
  return hash28(DERIVATION_LABEL);
}
