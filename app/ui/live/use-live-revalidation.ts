import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { dataBehindStream, type LiveChange } from "../../lib/live/live-chain";
import { useLiveChain } from "./use-live-chain";

/** The spec's stats refresh (§4, §9): every 30 s, met by the stream; the interval only while there is none. */
const FALLBACK_REFRESH_MS = 30_000;
/** Data read after a block still below it (a node behind another): read once more this much later. */
const BEHIND_RETRY_MS = 1_000;

type Revalidator = ReturnType<typeof useRevalidator>;

export type LiveRevalidationOptions = {
  /**
   * Read the page again on each new block (the default). The block list's
   * first page says false: its rows stay under the reader's cursor, and its bar
   * offers the new blocks instead; a rollback or a reset still reads it again.
   */
  blocks?: boolean;
};

/**
 * Keeps a page's tip-dependent figures (the 'Data as of' line, stats, latest
 * rows, confirmations, the epoch) current with JavaScript: the route loaders
 * run again when the live stream announces a block, a rollback or a reset, and
 * every 30 s while the stream is not open. Without JavaScript the
 * server-rendered page is the answer.
 */
export function useLiveRevalidation({ blocks = true }: LiveRevalidationOptions = {}): void {
  const revalidator = useRevalidator();
  const live = useLiveChain();
  const { subscribe, status } = live;
  // Refs, so that re-renders (a ticking clock, a finished revalidation) restart no timer or subscription.
  const current = useRef(revalidator);
  const pending = useRef(false);
  const loading = useRef(false);
  const retriedAt = useRef<number | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    current.current = revalidator;
  });

  // One event, one read: an event during a read (or while the tab is hidden) is read after it.
  useEffect(() => {
    const onChange = (change: LiveChange) => {
      if (change.type === "block" && !blocks) return;
      if (document.visibilityState !== "visible" || current.current.state !== "idle") {
        pending.current = true;
        return;
      }
      void current.current.revalidate();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && pending.current && current.current.state === "idle") {
        pending.current = false;
        void current.current.revalidate();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    const unsubscribe = subscribe(onChange);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [subscribe, blocks]);

  // A read just ended: the event that came meanwhile, or once more if the data is still behind the stream.
  const behind = dataBehindStream(live.state, live.base) && blocks;
  const latestHeight = live.latest?.height ?? null;
  useEffect(() => {
    if (revalidator.state === "loading") {
      loading.current = true;
      return;
    }
    if (!loading.current) return;
    loading.current = false;
    if (pending.current && document.visibilityState === "visible") {
      pending.current = false;
      void current.current.revalidate();
      return;
    }
    if (behind && latestHeight !== null && retriedAt.current !== latestHeight) {
      retriedAt.current = latestHeight;
      if (retry.current) clearTimeout(retry.current);
      retry.current = setTimeout(() => {
        retry.current = null;
        if (current.current.state === "idle") void current.current.revalidate();
      }, BEHIND_RETRY_MS);
    }
  }, [revalidator.state, behind, latestHeight]);
  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
    },
    [],
  );

  // Without the stream (refused, reconnecting, not yet open): the 30-second refresh, while the tab is visible.
  const fallback = blocks && status !== "open";
  useEffect(() => {
    if (!fallback) return;
    const timer = window.setInterval(() => refreshIfVisible(current.current), FALLBACK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [fallback]);
}

function refreshIfVisible(revalidator: Revalidator) {
  if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
}
