// This process's live streams (./event-streams.server.ts) on its data sources:
// apart from the factory, so that its tests need none of the data layer.
import { keepChainTip, liveTipSource } from "../api/explorer-api.server";
import { startTipWatch } from "../api/tip-watch.server";
import { env } from "../env.server";
import { createEventStreams } from "./event-streams.server";

/** This process's streams: the settings' cap, each network's watch on its data source, the tip caches kept current. */
export const eventStreams = createEventStreams({
  max: env.maxEventStreams,
  watch: (network, deliver) => {
    // An outage is logged when it begins and when it ends, not at every reading.
    let failing = false;
    return startTipWatch({
      source: liveTipSource(network),
      onTip: (tip) => {
        if (failing) console.warn(`Live stream (${network}): the tip is read again`);
        failing = false;
        keepChainTip(network, tip);
      },
      onEvents: deliver,
      onError: (error) => {
        if (!failing) console.warn(`Live stream (${network}): reading the tip failed: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      },
    });
  },
});
