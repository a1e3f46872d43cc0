// @ts-check
// A chain generated for later (ADR 004: testnet on a first start, beside mainnet) runs
// its threads at a lower priority, so that the chain wanted first keeps the cores it
// can use and the other takes what is left. On Linux each thread has its own nice
// value and setpriority(PRIO_PROCESS, 0) sets the calling thread's only.
import { setPriority } from "node:os";

/** Nice 10 for the calling thread (on Linux; elsewhere it may be the whole process, or refused). */
export function lowerThreadPriority() {
  try {
    setPriority(10);
  } catch {
    // Refused (a container without the right): the chain is still built, only not behind the other.
  }
}
