import { createContext, useContext, type ReactNode } from "react";

// The app's one stylesheet (vite.config.ts builds one), written into the head of
// every production document instead of linked: on a slow mobile link a linked
// stylesheet is a request the first paint waits for (docs/performance.md,
// "Lighthouse"). The CSP lets it in by the response's nonce (app/lib/csp.ts).
// Only the server has the text: the browser renders an empty <style>, and
// hydration keeps the element the server wrote (React does not compare its content).
const StylesheetContext = createContext<string>("");

export function StylesheetProvider({ css, children }: { css: string; children: ReactNode }) {
  return <StylesheetContext.Provider value={css}>{children}</StylesheetContext.Provider>;
}

export function InlineStylesheet({ nonce }: { nonce: string }) {
  const css = useContext(StylesheetContext);
  return <style nonce={nonce} data-app-stylesheet="" dangerouslySetInnerHTML={{ __html: css }} />;
}
