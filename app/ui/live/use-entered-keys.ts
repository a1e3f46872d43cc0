import { useState } from "react";
import { enteredKeys } from "../../lib/live/live-chain";

/**
 * The keys of a list's rows that were not there at its previous render (rows
 * the live stream brought in at the top), for their short highlight. A row
 * keeps its key, so React mounts only the new ones and the highlight runs once.
 */
export function useEnteredKeys(keys: readonly string[]): ReadonlySet<string> {
  const joined = keys.join(" ");
  const [seen, setSeen] = useState({ joined, keys, entered: enteredKeys(null, keys) });
  if (seen.joined !== joined) {
    // Derived from the previous render's keys (React's "storing information from previous renders").
    const next = { joined, keys, entered: enteredKeys(seen.keys, keys) };
    setSeen(next);
    return next.entered;
  }
  return seen.entered;
}
