import { useSyncExternalStore } from "react";

// Nothing to subscribe to: the answer only changes once, from the server
// render (false) to the hydrated client (true), which React handles itself.
function subscribe(): () => void {
  return () => {};
}

/** False during SSR and the hydration pass, true once the client has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
