import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** The spec's stats refresh (§4, §9): every 30 s. */
const STATS_REFRESH_MS = 30_000;

/**
 * Re-runs the route loaders every `intervalMs` while the tab is visible, so
 * tip-dependent figures (current block, confirmations, epoch) stay current
 * with JavaScript; without it the server-rendered page is the answer.
 */
export function usePeriodicRevalidation(intervalMs: number = STATS_REFRESH_MS): void {
  const revalidator = useRevalidator();
  // A ref, so that re-renders (a ticking clock, a finished revalidation) do not restart the interval.
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = latest.current;
      if (document.visibilityState === "visible" && current.state === "idle") void current.revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
