import type { ReactNode } from "react";

/**
 * Preformatted text (on-chain JSON, an example answer) in a block the keyboard can
 * scroll: focusable, and a named region, since a bare <pre> may not carry a name.
 */
export function ScrollableText({ label, className, testId, children }: { label: string; className: string; testId?: string; children: ReactNode }) {
  return (
    <pre className={className} tabIndex={0} role="region" aria-label={label} data-testid={testId}>
      {children}
    </pre>
  );
}
