// One process per embedded data directory: PGlite has no lock of its own, and
// two instances on the same files write without an error and corrupt them
// (stack-notes pitfall 12). The lock is a file `.lock` holding the owner's pid.
import { linkSync, mkdirSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unavailable } from "./errors.server";
import { singleton } from "./singleton.server";

// Directories this process holds, seen by a module reloaded by the dev server
// too (a second open in-process is refused as well).
const held = singleton("db-lock.held", () => new Set<string>());

export function lockFilePath(dir: string): string {
  return path.join(dir, ".lock");
}

/**
 * Takes `dir/.lock` for this process (creating `dir`) and returns the release.
 * Refused, with an error the 503 classification recognises, while another live
 * process (or another open in this one) holds it; taken over when the holder
 * is dead.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const key = realpathSync(dir);
  const file = lockFilePath(key);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(file)) {
      held.add(key);
      return () => release(key, file);
    }
    const owner = readOwner(file);
    if (owner === process.pid && held.has(key)) throw refused(key, file, "this process already has it open");
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw refused(key, file, `process ${owner} has it open`);
    // Stale: its owner is gone, or is this pid in an earlier life (a restarted
    // container is pid 1 again). Two processes racing to take over the same
    // stale lock could both win here; starting two servers on one directory at
    // the same instant is not a case we guard against.
    unlinkSync(file);
  }
  throw refused(key, file, "the lock file keeps reappearing");
}

/** Creates the lock with its content in one step (a hard link fails when it exists), so nobody reads it empty. */
function create(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

function release(key: string, file: string): void {
  held.delete(key);
  if (readOwner(file) === process.pid) unlinkSync(file);
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, another user's
  }
}

function refused(dir: string, file: string, why: string): Error {
  return unavailable(
    `the embedded database ${dir} is in use: ${why} (lock file ${file}). ` +
      "Stop that server first; delete the lock file only if no server uses the directory.",
  );
}
