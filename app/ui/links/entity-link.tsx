import type { ReactNode } from "react";
import { formatBlockHeight, HASH_TRUNCATION, truncateHash } from "../../lib/formats/format";
import { entityHref, type EntityKind } from "../../lib/navigation/hrefs";
import { classNames } from "../class-names";
import { CopyButton } from "../values/copy-button";
import { InAppLink } from "./in-app-link";
import { VisuallyHidden } from "../page/visually-hidden";
import * as styles from "./entity-link.css";

export type EntityLinkProps = {
  kind: EntityKind;
  id: string | number;
  /** What to show instead of the (truncated) id (a pool name in <bdi>); a block height shows as '#2,894' by default. */
  label?: ReactNode;
  /** Characters of the id to show (spec §9); false shows the whole value. Default 16. */
  truncate?: number | false;
  /** Adds a CopyButton for the whole id (needs a ToastProvider above). */
  copy?: boolean;
  /** Accessible name of the copy button; derived from `kind` by default. */
  copyLabel?: string;
  /** The toast the copy button shows (default 'Copied to clipboard'). */
  copyToast?: { title: string; description?: string };
  /** Monospace text; default: on for hashes, addresses and pool ids, off for numbers. */
  mono?: boolean;
  /**
   * False shows the id without a link (the entity's own page, or a row whose
   * link is elsewhere), with the same truncation, title and copy button.
   */
  link?: boolean;
  /**
   * The link covers its nearest positioned ancestor (a list row that is one
   * link); copy buttons always sit above such a link, never inside it.
   */
  stretched?: boolean;
  /**
   * False leaves out the title with the whole id, where it would never show: a
   * label with its own title covers the link (a pool's name), and the id is
   * shown, with its title, beside it. Default true.
   */
  titled?: boolean;
  /** On the element that carries the text. */
  testId?: string;
  /** On the outermost element. */
  className?: string;
};

const isNumeric = (id: string | number) => typeof id === "number" || /^\d+$/.test(id);

function defaultCopyLabel(kind: EntityKind, id: string | number): string {
  switch (kind) {
    case "transaction":
      return "Copy transaction hash";
    case "address":
      return "Copy address";
    case "pool":
      return "Copy pool id";
    case "epoch":
      return "Copy epoch number";
    case "block":
      return isNumeric(id) ? "Copy block height" : "Copy block hash";
    case "token":
      return "Copy fingerprint";
    case "policy":
      return "Copy policy id";
  }
}

function defaultLabel(kind: EntityKind, id: string | number, truncate: number | false): string {
  // One height format on every page (a table's Height column and a '#74,520' elsewhere alike).
  if (kind === "block" && isNumeric(id)) return formatBlockHeight(id);
  return truncate === false ? String(id) : truncateHash(String(id), truncate);
}

/**
 * The one way to show a block, transaction, address, pool or epoch id: a link
 * to its page showing the (truncated) id, with the full value in the title and,
 * when asked, a button that copies it.
 */
export function EntityLink({
  kind,
  id,
  label,
  truncate = HASH_TRUNCATION.default,
  copy = false,
  copyLabel,
  copyToast,
  mono,
  link = true,
  stretched = false,
  titled = true,
  testId,
  className,
}: EntityLinkProps) {
  const value = String(id);
  const text = label ?? defaultLabel(kind, id, truncate);
  const monospace = mono ?? (kind !== "epoch" && !isNumeric(id));
  const classes = classNames(styles.link, monospace && styles.mono, stretched && styles.stretched, !copy && className);
  const title = titled ? value : undefined;
  const shown = link ? (
    <InAppLink to={entityHref(kind, id)} title={title} className={classes} data-testid={testId}>
      {text}
    </InAppLink>
  ) : (
    <span title={title} className={classes} data-testid={testId}>
      {text}
    </span>
  );
  if (!copy) return shown;
  return (
    <span className={classNames(styles.group, className)}>
      {shown}
      <CopyButton
        value={value}
        label={copyLabel ?? defaultCopyLabel(kind, id)}
        toastTitle={copyToast?.title}
        toastDescription={copyToast?.description}
        className={styles.aboveStretched}
      />
    </span>
  );
}

/**
 * A link to somewhere else, for URLs that already passed safeHttpUrl (the
 * caller's duty). With a null href the text is shown without a link.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string | null;
  children?: ReactNode;
  className?: string;
}) {
  const content = children ?? href;
  if (href === null) {
    return content == null ? null : <span className={className}>{content}</span>;
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={classNames(styles.external, className)}
    >
      {content}
      <span aria-hidden="true" className={styles.externalMark}>
        ↗
      </span>
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
