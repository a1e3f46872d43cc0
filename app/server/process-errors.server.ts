// Node ends the process on an unhandled rejection. A server must not: one
// stray promise (a driver timer rejecting a query nobody waits for any more)
// would drop every request in flight. The entries call this once at start.

type Target = { on(event: "unhandledRejection", listener: (reason: unknown) => void): unknown };
const guarded = new WeakSet<Target>();

/** Logs every unhandled rejection and keeps the process running. Once per target. */
export function surviveUnhandledRejections(
  log: (message: string) => void = (message) => console.error(message),
  target: Target = process,
): void {
  if (guarded.has(target)) return;
  guarded.add(target);
  target.on("unhandledRejection", (reason) => {
    const text = reason instanceof Error ? (reason.stack ?? `${reason.name}: ${reason.message}`) : String(reason);
    log(`unhandled rejection (the process carries on): ${text}`);
  });
}
