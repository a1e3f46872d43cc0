import { useContext } from "react";
import type { LiveBlock, StreamPosition } from "../../lib/live/events";
import { newBlocksSince, type LiveChain, type LiveChange } from "../../lib/live/live-chain";
import { LiveChainContext, type LiveStatus } from "./live-chain";

export type LiveChainView = {
  /** The newest block the stream told of; null before any (and without JavaScript). */
  latest: LiveBlock | null;
  /** Blocks that arrived since the page's data was read (0 without JavaScript). */
  newBlocks: number;
  status: LiveStatus;
  state: LiveChain;
  /** The block the page's data was read at. */
  base: StreamPosition | null;
  /** On every new block, rollback and reset: returns the unsubscribe. */
  subscribe(listener: (change: LiveChange) => void): () => void;
};

const nothing = () => () => {};
const OFF: LiveChainView = { latest: null, newBlocks: 0, status: "off", state: { latest: null, announced: 0, announcement: "" }, base: null, subscribe: nothing };

/** The page's live stream (app/ui/live/live-chain.tsx); outside its provider (a component's own test), a page that never moves. */
export function useLiveChain(): LiveChainView {
  const value = useContext(LiveChainContext);
  if (!value) return OFF;
  return {
    latest: value.state.latest,
    newBlocks: newBlocksSince(value.state, value.base),
    status: value.status,
    state: value.state,
    base: value.base,
    subscribe: value.subscribe,
  };
}
