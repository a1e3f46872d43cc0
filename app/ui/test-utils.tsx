import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { PageNetworkProvider } from "./links/page-network";
import { ToastProvider } from "./page/toast";

/** Server markup of `node` inside a router at `url` (for Links), its network provider as the root mounts it, and a ToastProvider. */
export function renderUi(node: ReactNode, url = "/"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <PageNetworkProvider>
        <ToastProvider>{node}</ToastProvider>
      </PageNetworkProvider>
    </MemoryRouter>,
  );
}
