import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ToastProvider } from "./toast";

/** Server markup of `node` inside a router (for Links) and a ToastProvider. */
export function renderUi(node: ReactNode, url = "/"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>{node}</ToastProvider>
    </MemoryRouter>,
  );
}
