import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Network } from "../lib/navigation/network";
import { validatorTip } from "../api/data-tip.server";

/** A short, URL-safe digest of the parts (separated, so "ab"+"c" is not "a"+"bc"). */
export function digest(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
}

// The code that wrote an answer is part of what it is: a new build changes every
// validator. This module is bundled into the server build, so its own file is the build.
const BUILD_ID = digest(readFileSync(fileURLToPath(import.meta.url)));

/**
 * The digest of an answer that follows from the chain's tip and `parts` alone
 * (a page, a download): the same tip, the same build and the same parts give the
 * same answer, so it is known without reading or rendering anything. Null while
 * the tip cannot be read: such an answer gets no validator.
 */
export async function tipDigest(network: Network, ...parts: string[]): Promise<string | null> {
  const tip = await validatorTip(network);
  return tip && digest(BUILD_ID, network, tip.hash, ...parts);
}
