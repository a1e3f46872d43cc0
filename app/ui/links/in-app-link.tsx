import { useEffect, type ComponentPropsWithoutRef } from "react";
import { useNavigate } from "react-router";
import { inAppDestination } from "../../lib/navigation/in-app-click";
import { usePinnedHref } from "./page-network";

// data-discover is React Router's mark for a link to a route of this app (its
// route discovery fetches such links' routes before they are clicked);
// data-in-app tells these anchors from its own <Link>s, which handle their clicks.
const IN_APP = "a[data-in-app]";

/**
 * A link to a page of this app in a table row or a list: a plain anchor. A
 * <Link> costs a share of every server render (its hooks resolve the path
 * again for each of a page's hundred links) and holds script state per link;
 * this costs neither, and the one listener of useInAppLinks gives its clicks
 * the same client-side navigation. Without JavaScript it is the same anchor.
 * Like every in-app link it keeps the page's network (usePinnedHref).
 */
export function InAppLink({
  to,
  preventScrollReset = false,
  ...props
}: { to: string; preventScrollReset?: boolean } & Omit<ComponentPropsWithoutRef<"a">, "href">) {
  return <a href={usePinnedHref(to)} data-discover="true" data-in-app="" data-prevent-scroll-reset={preventScrollReset ? "" : undefined} {...props} />;
}

/** The app's one click listener for InAppLink anchors (the shell mounts it once). */
export function useInAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(IN_APP) : null;
      if (!anchor) return;
      const to = inAppDestination(
        {
          button: event.button,
          metaKey: event.metaKey,
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          defaultPrevented: event.defaultPrevented,
          href: anchor.href,
          target: anchor.getAttribute("target") ?? "",
          download: anchor.hasAttribute("download"),
        },
        window.location.origin,
      );
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As <Link> does: the page's own link replaces its history entry instead of adding one.
      void navigate(to, { replace: to === here, preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset") });
    }
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
