import { env } from "./env.server";

/** The server's 'now' (ms): SERVER_NOW where it is set (servers under test), else the real clock. */
export function serverNow(): number {
  return env.fixedNow ?? Date.now();
}
