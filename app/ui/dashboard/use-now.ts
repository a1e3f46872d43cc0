import { useEffect, useState } from "react";

/**
 * The current time, ticking every `intervalMs` once hydrated. The first render
 * uses `initial` (the server's time) so the server HTML and the hydrating client
 * agree; the browser's clock takes over right after.
 */
export function useNow(initial: number, intervalMs = 1000): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
