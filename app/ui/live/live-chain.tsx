import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { DataTip } from "../../lib/chain/freshness";
import { LIVE_EVENT_TYPES, parseEventData, type StreamPosition } from "../../lib/live/events";
import {
  applyLiveEvent,
  INITIAL_LIVE_CHAIN,
  livePosition,
  liveStreamUrl,
  reconnectDelayMs,
  type LiveChain,
  type LiveChange,
} from "../../lib/live/live-chain";
import type { Network } from "../../lib/navigation/network";
import { visuallyHidden } from "../page/visually-hidden.css";
import { useHydrated } from "../use-hydrated";

/**
 * "off" before the page is hydrated (or without a network, or while the tab is hidden), "connecting" while
 * the browser opens or reopens the stream, "open" while it follows it, "closed"
 * when the server refused it (a 503: too many streams, a node stopping) and the
 * page waits to try again itself.
 */
export type LiveStatus = "off" | "connecting" | "open" | "closed";

export type LiveChainValue = {
  state: LiveChain;
  /** The block the page's data was read at (the root's data tip). */
  base: StreamPosition | null;
  status: LiveStatus;
  /** Calls `listener` on every new block, rollback and reset the page should act on; returns the unsubscribe. */
  subscribe(listener: (change: LiveChange) => void): () => void;
};

export const LiveChainContext = createContext<LiveChainValue | null>(null);

type LiveChainProviderProps = {
  /** The page's network (the root's); null: no stream (an error page without the root's data). */
  network: Network | null;
  /** The tip the page's data was read at: the first connection asks for the blocks since (`?since=`). */
  dataTip: DataTip | null;
  children: ReactNode;
};

/**
 * The page's one live stream (issue 44): an EventSource on its network's events,
 * opened once the page is hydrated and closed when it unmounts or the network
 * changes. The server render has none of it, so a page without JavaScript is
 * exactly what it was. Mounted once in the root, around the shell and the page.
 */
export function LiveChainProvider({ network, dataTip, children }: LiveChainProviderProps) {
  // Each kept with the network it belongs to: another network's stream starts from nothing.
  const [chain, setChain] = useState<{ network: Network | null; state: LiveChain }>({ network, state: INITIAL_LIVE_CHAIN });
  const [link, setLink] = useState<{ network: Network | null; status: LiveStatus }>({ network, status: "off" });
  const state = chain.network === network ? chain.state : INITIAL_LIVE_CHAIN;
  const status = link.network === network ? link.status : "off";
  const listeners = useRef(new Set<(change: LiveChange) => void>());
  const tipHeight = dataTip?.height;
  const tipHash = dataTip?.hash;
  const base = useMemo<StreamPosition | null>(
    () => (tipHeight !== undefined && tipHash !== undefined ? { height: tipHeight, hash: tipHash } : null),
    [tipHeight, tipHash],
  );
  // What the stream's handlers read: they outlive renders.
  const latest = useRef({ state, base });
  useEffect(() => {
    latest.current = { state: latest.current.state, base };
  }, [base]);

  useEffect(() => {
    if (!network || typeof EventSource === "undefined") return;
    latest.current = { state: INITIAL_LIVE_CHAIN, base: latest.current.base };
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    const report = (next: LiveStatus) => setLink({ network, status: next });

    const onEvent = (type: string) => (message: MessageEvent<string>) => {
      const event = parseEventData(type, message.data);
      if (!event) return;
      const { state: next, change } = applyLiveEvent(latest.current.state, event, latest.current.base);
      if (next === latest.current.state) return;
      latest.current = { state: next, base: latest.current.base };
      setChain({ network, state: next });
      if (change) for (const listener of listeners.current) listener(change);
    };

    const open = () => {
      retry = null;
      report("connecting");
      source = new EventSource(liveStreamUrl(network, livePosition(latest.current.state, latest.current.base)));
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onEvent(type));
      source.onopen = () => {
        failures = 0;
        // The state this stream started from (nothing, for a network the page comes back to).
        setChain({ network, state: latest.current.state });
        report("open");
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return report("connecting");
        // Refused (a 503): the browser gives up for good; the page tries again itself, later, from where it stands.
        source.close();
        source = null;
        failures += 1;
        report("closed");
        retry = setTimeout(open, reconnectDelayMs(failures));
      };
    };

    // A hidden tab holds no stream: a browser opens at most six connections to a server over
    // HTTP/1.1, and six background tabs each holding one would leave none for a seventh page.
    // Shown again, the page reopens it from the block it stands at and is sent what it missed.
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        source?.close();
        source = null;
        if (retry) clearTimeout(retry);
        retry = null;
        report("off");
      } else if (!source && !retry) open();
    };
    document.addEventListener("visibilitychange", onVisibility);
    if (document.visibilityState !== "hidden") open();
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [network]);

  const subscribe = useCallback((listener: (change: LiveChange) => void) => {
    const set = listeners.current;
    set.add(listener);
    return () => void set.delete(listener);
  }, []);

  const value = useMemo<LiveChainValue>(() => ({ state, base, status, subscribe }), [state, base, status, subscribe]);
  return (
    <LiveChainContext.Provider value={value}>
      {children}
      <LiveAnnouncer text={state.announcement} status={status} />
    </LiveChainContext.Provider>
  );
}

/**
 * The page's one polite live region for the chain: "Block #1,234 added", "The
 * chain rolled back to block #N". Only once hydrated (empty at first, so a
 * screen reader knows it before it speaks): the server's page has no trace of it.
 */
function LiveAnnouncer({ text, status }: { text: string; status: LiveStatus }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="live-announcer" data-live-status={status}>
      {text}
    </div>
  );
}
