// @ts-check
// A chain generated for later (ADR 004: testnet on a first start, beside mainnet) runs
// its threads at a lower priority, so that the chain wanted first keeps the cores it
// can use and the other takes what is left. Nice 19, not 10: CFS weighs a nice-10 thread
// at a tenth of a nice-0 one, and the five or so background threads of a first start
// (testnet's two, the build's) together took a third of a core from mainnet's (the first
// 200 came 2.3 s later). On Linux each thread has its own nice value and
// setpriority(PRIO_PROCESS, 0) sets the calling thread's only.
import { setPriority } from "node:os";

/** Nice 19 (the lowest) for the calling thread (on Linux; elsewhere it may be the whole process, or refused). */
export function lowerThreadPriority() {
  try {
    setPriority(19);
  } catch {
    // Refused (a container without the right): the chain is still built, only not behind the other.
  }
}
