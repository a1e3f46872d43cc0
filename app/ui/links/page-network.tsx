import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Form as RouterForm, Link as RouterLink, useLocation, type To } from "react-router";
import { namedNetwork, pinNetwork } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";

// The network the page's own URL named (/{network}/…, ?network=), or null when
// the saved network decides. Every in-app link and GET form of the page keeps it
// (pinNetwork), so a page read on the other network never links into the saved
// one (issue 41). The root provides it once per page; reading it costs a link
// one context lookup, not a location hook each.
const PageNetwork = createContext<Network | null>(null);

/** Mounted once in the root, around the shell and the page (error pages too). */
export function PageNetworkProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <PageNetwork.Provider value={namedNetwork(`${pathname}${search}`)}>{children}</PageNetwork.Provider>;
}

/** The href as this page links it: with the page's network when its URL named one. */
export function usePinnedHref(href: string): string {
  return pinNetwork(href, useContext(PageNetwork));
}

const hrefOf = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

/** React Router's <Link>, keeping the page's network. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={usePinnedHref(hrefOf(to))} {...props} />;
}

/**
 * React Router's <Form>: a GET form sends only its own fields (the action's
 * query is dropped), so it carries the page's network as a hidden field.
 */
export function Form({ children, ...props }: ComponentProps<typeof RouterForm>) {
  const network = useContext(PageNetwork);
  const get = (props.method ?? "get").toLowerCase() === "get";
  return (
    <RouterForm {...props}>
      {get && network ? <input type="hidden" name="network" value={network} /> : null}
      {children}
    </RouterForm>
  );
}
