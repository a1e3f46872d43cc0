import { createContext, useContext, type ReactNode } from "react";

// The per-response CSP nonce, given to React Router's <Scripts>,
// <ScrollRestoration> and our own inline scripts. Only the server knows it;
// browsers hide nonce attributes from the DOM (they read as ""), so the
// client renders "" and hydration matches what it finds.
const NonceContext = createContext<string>("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
