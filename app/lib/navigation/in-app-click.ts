/** What a click on a link says about itself (a MouseEvent and its anchor, read as plain values). */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** The anchor's resolved href (`a.href`). */
  href: string;
  /** The anchor's target attribute ('' when none). */
  target: string;
  download: boolean;
};

/**
 * Where the router should go for a click on an in-app link, or null to leave
 * the click to the browser: the rules React Router's <Link> applies to its own
 * clicks (primary button, no modifier, same window and origin, not a
 * download), so a plain anchor behaves like one.
 */
export function inAppDestination(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((click.target !== "" && click.target !== "_self") || click.download) return null;
  const url = URL.parse(click.href);
  if (!url || url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
