import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { newBlocksText } from "../../lib/live/live-chain";
import { useLiveChain } from "./use-live-chain";
import * as css from "./live.css";

/**
 * The block list's "3 new blocks · Show" for its card's header (`offer`: the
 * list's first page only): the rows stay where the reader is, and the bar reads
 * the list again on request. Null without JavaScript and before a block
 * arrives, so the card's header is the server's own until then.
 */
export function useNewBlocksBar(offer: boolean): ReactNode {
  const { newBlocks } = useLiveChain();
  const revalidator = useRevalidator();
  if (!offer || newBlocks === 0) return null;
  return (
    <button
      type="button"
      className={css.newBlocksBar}
      data-testid="new-blocks-bar"
      aria-busy={revalidator.state !== "idle"}
      onClick={() => {
        if (revalidator.state === "idle") void revalidator.revalidate();
      }}
    >
      {`${newBlocksText(newBlocks)} · Show`}
    </button>
  );
}
