import { useEffect, useRef, useState } from "react";
import { classNames } from "./class-names";
import { TOAST_MS, useToast } from "./toast";
import { useHydrated } from "./use-hydrated";
import * as styles from "./copy-button.css";

/** How long the check mark replaces the copy icon (spec §4, §9). */
export const COPIED_MS = TOAST_MS;

type Clipboard = Pick<globalThis.Clipboard, "writeText">;

/**
 * Writes text to the clipboard; false when there is no clipboard API (insecure
 * context, old browser) or the browser refuses.
 */
export async function writeClipboard(
  value: string,
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== "function") return false;
  try {
    await clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

export type CopyButtonProps = {
  value: string;
  /** The accessible name, e.g. 'Copy transaction hash'. */
  label?: string;
  toastTitle?: string;
  toastDescription?: string;
  className?: string;
};

/**
 * An icon button that copies `value`. It needs JavaScript, so the server renders
 * it `hidden` and it appears once the page has hydrated.
 */
export function CopyButton({
  value,
  label = "Copy to clipboard",
  toastTitle = "Copied to clipboard",
  toastDescription,
  className,
}: CopyButtonProps) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    if (await writeClipboard(value)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: toastTitle, description: toastDescription });
    } else {
      toast({ title: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  const classes = classNames(styles.button, copied && styles.copied, className);

  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      title={label}
      hidden={!hydrated}
      onClick={onClick}
      data-testid="copy-button"
      data-copied={copied ? "true" : undefined}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}

function CopyIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="9" width="13" height="13" rx="2" ry="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <polyline points="20 6 9 17 4 12" />
    </svg>
  );
}
