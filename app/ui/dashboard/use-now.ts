import { useEffect, useState } from "react";

/**
 * The current time, ticking every `intervalMs` once hydrated. The first render
 * uses `initial` (the server's time) so the server HTML and the hydrating client
 * agree; the browser's clock takes over right after.
 */
export function useNow(initial: number, intervalMs = 1000): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
