import { useCallback, useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import {
  NETWORK_CHANGED_EVENT,
  NETWORK_CHANNEL,
  NETWORK_STORAGE_KEY,
  parseNetwork,
  type Network,
} from "../../lib/navigation/network";

// A switch is a form POST (it works without JavaScript). With JavaScript the
// tab also tells itself (the spec's in-page 'network-changed' event) and the
// other tabs, once the server has answered and the cookie is saved.
let pendingAnnouncement: Network | null = null;

export function useAnnounceNetwork(): (network: Network) => void {
  return useCallback((network: Network) => {
    pendingAnnouncement = network;
  }, []);
}

function dispatchInPage(network: Network) {
  window.dispatchEvent(new CustomEvent(NETWORK_CHANGED_EVENT, { detail: { network } }));
}

function tellOtherTabs(network: Network) {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(NETWORK_CHANNEL);
    channel.postMessage({ network });
    channel.close();
    return;
  }
  try {
    // The storage event reaches the other tabs only; the timestamp makes every switch a change.
    localStorage.setItem(NETWORK_STORAGE_KEY, JSON.stringify({ network, at: Date.now() }));
  } catch {
    // Storage can be disabled; the other tabs then catch up on their next navigation.
  }
}

function networkFromStorage(value: string | null): Network | null {
  if (!value) return null;
  try {
    return parseNetwork((JSON.parse(value) as { network?: unknown }).network);
  } catch {
    return null;
  }
}

/**
 * Mounted once in the root: announces this tab's switches, turns the other
 * tabs' switches into the in-page event, and reloads the page's data when an
 * in-page event names a network other than the one on screen.
 */
export function useNetworkSync(shown: Network) {
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (navigation.state !== "idle" || pendingAnnouncement === null) return;
    const network = pendingAnnouncement;
    pendingAnnouncement = null;
    dispatchInPage(network);
    tellOtherTabs(network);
  }, [navigation.state]);

  useEffect(() => {
    const onNetworkChanged = (event: Event) => {
      const network = parseNetwork((event as CustomEvent<{ network?: unknown } | null>).detail?.network);
      if (network && network !== shown) void revalidate();
    };
    window.addEventListener(NETWORK_CHANGED_EVENT, onNetworkChanged);
    return () => window.removeEventListener(NETWORK_CHANGED_EVENT, onNetworkChanged);
  }, [shown, revalidate]);

  useEffect(() => {
    const follow = (value: unknown) => {
      const network = parseNetwork(value);
      if (network) dispatchInPage(network);
    };
    const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(NETWORK_CHANNEL) : null;
    const onMessage = (event: MessageEvent) => follow((event.data as { network?: unknown } | null)?.network);
    const onStorage = (event: StorageEvent) => {
      if (event.key === NETWORK_STORAGE_KEY) follow(networkFromStorage(event.newValue));
    };
    channel?.addEventListener("message", onMessage);
    window.addEventListener("storage", onStorage);
    return () => {
      channel?.close();
      window.removeEventListener("storage", onStorage);
    };
  }, []);
}
