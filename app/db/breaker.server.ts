// A circuit breaker for one network's database. Once a call finds the database
// gone (refused, reset, silent), every later call fails at once with a 503
// instead of queuing behind the driver's reconnect and the time-limit guard;
// one probe at a time checks in the background, and the first probe that
// answers closes the breaker, so the same process recovers by itself.
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";

type BreakerOptions = {
  /** Resolves when the database answers (a `SELECT 1` on its own short limit). */
  probe: () => Promise<void>;
  /** Pause between probes while open (default 1,000 ms). */
  probeIntervalMs?: number;
  label?: string;
  log?: (message: string) => void;
};

type Breaker = {
  /** Runs `call` unless the source is known down; a sourceDown failure opens the breaker. */
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly open: boolean;
  /** Stops probing (the database is being closed). */
  stop(): void;
};

const PROBE_INTERVAL_MS = 1_000;

export function circuitBreaker(options: BreakerOptions): Breaker {
  const interval = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const label = options.label ?? "database";
  const log = options.log ?? ((message: string) => console.warn(message));
  let down: DataSourceUnavailableError | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function trip(error: DataSourceUnavailableError): void {
    if (down || stopped) return;
    down = error;
    log(`${label} is down (${error.message}); answering 503 until a probe succeeds`);
    schedule();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      options.probe().then(
        () => {
          if (stopped) return;
          down = null;
          log(`${label} answers again`);
        },
        () => schedule(),
      );
    }, interval);
    // A breaker waiting for its database never holds the process open.
    timer.unref?.();
  }

  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      if (down) throw new DataSourceUnavailableError(`${label} is known to be down`, { cause: down, sourceDown: true });
      try {
        return await call();
      } catch (error) {
        if (error instanceof DataSourceUnavailableError && error.sourceDown) trip(error);
        throw error;
      }
    },
    get open() {
      return down !== null;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
