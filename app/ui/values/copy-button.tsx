import { useEffect, useRef, useState } from "react";
import { classNames } from "../class-names";
import { TOAST_MS, useToast } from "../page/toast";
import { useHydrated } from "../use-hydrated";
import * as styles from "./copy-button.css";

/** How long the check mark replaces the copy icon (spec §4, §9). */
const COPIED_MS = TOAST_MS;

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
 * An icon button that copies `value`. It needs JavaScript, so the server does not
 * render it (not even hidden: a list of 100 pools would carry 100 dead buttons,
 * ~180 bytes each) and it appears once the page has hydrated. Its icon (a copy
 * mark, a check mark once copied) is drawn by its CSS class, not repeated as markup.
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

  if (!hydrated) return null;

  const classes = classNames(styles.button, copied && styles.copied, className);

  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid="copy-button"
      data-copied={copied ? "true" : undefined}
    />
  );
}
