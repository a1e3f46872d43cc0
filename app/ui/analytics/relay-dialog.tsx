import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../links/page-network";
import { NO_RELAY_NODES, UNKNOWN_HOST, UNKNOWN_LOCATION, UNKNOWN_PROVIDER, relayHost, type RelayListing } from "../../lib/chain/analytics";
import { RELAY_PAGE_PARAM } from "../../lib/params/relay-dialog";
import type { RelayNode } from "../../lib/domain";
import { HASH_TRUNCATION, NOT_AVAILABLE, truncateHash } from "../../lib/formats/format";
import { networkPoolHref } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import { LookAlikeWarning } from "../pools/look-alike-warning";
import { Badge } from "../values/badge";
import { CopyButton } from "../values/copy-button";
import { Pager } from "../tables/pager";
import { Skeleton } from "../page/skeleton";
import * as styles from "./analytics.css";

/** Set on the page's links that open the dialog: closing it can then go Back. */
export const OPENED_IN_PAGE = { relayDialog: true } as const;

function openedInPage(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { relayDialog?: unknown }).relayDialog === true;
}

const FOCUSABLE = "a[href], button:not([hidden]):not([disabled]), [tabindex]:not([tabindex='-1'])";

/** While the relays are read (a click, before the loader answers). */
const LOADING_RELAYS = "Loading relay nodes...";

export type RelayDialogProps = {
  title: string;
  /** One page of the relays; null: still being read (placeholders). */
  listing: RelayListing | null;
  network: Network;
  /** The page's URL without the dialog ('?network=testnet' or ''): the close link. */
  closeSearch: string;
  /** data-dialog-link value of the links that open this dialog (focus returns to one). */
  openerKey: string;
};

/**
 * The relay list of a country or provider (spec §2, §4). Its state is the URL:
 * the server renders it open (a close link, no JavaScript needed); in the browser
 * it becomes modal (focus kept inside), Escape and Close go back to the URL
 * without it, and focus returns to the link that opened it.
 */
export function RelayDialog({ title, listing, network, closeSearch, openerKey }: RelayDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const fromPage = openedInPage(location.state);
  const closeTo = { pathname: location.pathname, search: closeSearch };

  const close = () => {
    // Opened by a link on this page: Back is the same URL without the dialog, and keeps history tidy.
    if (fromPage) navigate(-1);
    else navigate(closeTo, { replace: true, preventScrollReset: true });
  };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement || active instanceof SVGElement ? (active === document.body ? null : active) : null;
    // The server rendered it open (not modal); the browser makes it modal.
    if (!dialog.matches(":modal")) {
      dialog.removeAttribute("open");
      dialog.showModal();
    }
    return () => {
      // While modal, the rest of the page is inert and cannot take the focus.
      if (dialog.open) dialog.close();
      const target =
        opener?.isConnected && !dialog.contains(opener)
          ? opener
          : document.querySelector<HTMLElement | SVGElement>(`[data-dialog-link="${CSS.escape(openerKey)}"]`);
      target?.focus({ preventScroll: true });
    };
  }, [openerKey]);

  // Another page of cards starts at its top (the dialog itself scrolls, under its sticky header).
  const shownPage = listing?.page;
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [shownPage]);

  const onCancel = (event: { preventDefault(): void }) => {
    event.preventDefault();
    close();
  };

  const onClose = () => {
    // Closed by the browser itself (a second Escape): follow with the URL. (On
    // unmount the ref is already cleared when the event arrives.)
    if (ref.current?.isConnected) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    // Keep Tab inside: from the last control to the first, and back.
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop closes it (the dialog is the target, outside its own box;
  // a click on its scrollbar stays inside the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };

  const onCloseLink = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby="relay-dialog-title"
      aria-describedby="relay-dialog-subtitle"
      data-testid="relay-dialog"
      onCancel={onCancel}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.dialogHeader}>
        <div>
          <h2 id="relay-dialog-title" className={styles.dialogTitle}>
            {title}
          </h2>
          <p id="relay-dialog-subtitle" className={styles.dialogSubtitle} data-testid="relay-dialog-subtitle">
            {listing === null ? LOADING_RELAYS : listing.subtitle}
          </p>
          {listing && listing.pageCount > 1 ? (
            <div className={styles.dialogPager}>
              <span className={styles.dialogPageCount} data-testid="relay-dialog-range">
                {listing.range}
              </span>
              <Pager
                page={listing.page}
                hasNext={listing.page < listing.pageCount}
                search={location.search}
                param={RELAY_PAGE_PARAM}
                label="Relay node pages"
                preventScrollReset
              />
            </div>
          ) : null}
        </div>
        <Link to={closeTo} preventScrollReset className={styles.closeLink} onClick={onCloseLink} data-testid="relay-dialog-close">
          <span aria-hidden="true">×</span> Close
        </Link>
      </div>
      <div className={styles.dialogBody} aria-busy={listing === null ? true : undefined}>
        {listing === null ? (
          <ul className={styles.relayList} data-testid="relay-cards-loading">
            {[0, 1].map((index) => (
              <li key={index} className={styles.relayCard}>
                <Skeleton width="md" />
                <Skeleton width="lg" />
                <Skeleton width="sm" />
              </li>
            ))}
          </ul>
        ) : listing.relays.length === 0 ? (
          <p className={styles.emptyState} data-testid="relay-dialog-empty">
            {NO_RELAY_NODES}
          </p>
        ) : (
          <ul className={styles.relayList} data-testid="relay-cards">
            {listing.relays.map((relay, index) => (
              <RelayCard key={`${relay.pool_id}|${relayHost(relay)}|${relay.port ?? ""}|${index}`} relay={relay} network={network} />
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}

function RelayCard({ relay, network }: { relay: RelayNode; network: Network }) {
  const host = relayHost(relay);
  const known = host !== UNKNOWN_HOST;
  return (
    <li className={styles.relayCard} data-testid="relay-card">
      <div className={styles.relayTop}>
        <span className={styles.relayHost}>
          <bdi className={known ? styles.mono : styles.muted} data-testid="relay-host">
            {host}
          </bdi>
          {known ? <CopyButton value={host} label="Copy relay address" /> : null}
        </span>
        {relay.ticker ? (
          <Badge variant="info">
            <bdi data-testid="relay-ticker">{relay.ticker}</bdi>
          </Badge>
        ) : null}
        <LookAlikeWarning warning={relay.lookAlike} />
      </div>
      <dl className={styles.relayFacts}>
        <dt className={styles.factTerm}>Port</dt>
        <dd className={styles.factValue} data-testid="relay-port">
          {relay.port ?? NOT_AVAILABLE}
        </dd>
        <dt className={styles.factTerm}>Location</dt>
        <dd className={styles.factValue} data-testid="relay-country">
          {relay.country ? <bdi>{relay.country}</bdi> : <span className={styles.muted}>{UNKNOWN_LOCATION}</span>}
        </dd>
        <dt className={styles.factTerm}>ISP</dt>
        <dd className={styles.factValue} data-testid="relay-isp">
          {relay.isp ? <bdi>{relay.isp}</bdi> : <span className={styles.muted}>{UNKNOWN_PROVIDER}</span>}
        </dd>
        <dt className={styles.factTerm}>Pool</dt>
        <dd className={styles.factValue}>
          <span className={styles.mono} title={relay.pool_id} data-testid="relay-pool-id">
            {truncateHash(relay.pool_id, HASH_TRUNCATION.default)}
          </span>
          <CopyButton value={relay.pool_id} label="Copy pool id" />
        </dd>
      </dl>
      <Link to={networkPoolHref(network, relay.pool_id)} className={styles.viewPool} data-testid="relay-view-pool">
        View Pool
      </Link>
    </li>
  );
}
