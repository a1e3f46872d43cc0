import type { ReactNode } from "react";
import type { Network } from "../../lib/navigation/network";
import * as styles from "./table-note.css";

/** Small print under a table: what its figures mean. */
export function TableNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={styles.note} data-testid={testId}>
      {children}
    </p>
  );
}

/** spec §1: the footnote of every mainnet table with USD values (testnet shows no USD, so nothing). */
export function UsdFootnote({ network }: { network: Network }) {
  if (network !== "mainnet") return null;
  return (
    <TableNote testId="usd-footnote">
      USD prices come from an exchange and reflect the price at the end of each epoch. They are informational only, not for tax purposes.
    </TableNote>
  );
}
