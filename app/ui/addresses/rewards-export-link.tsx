import type { MouseEvent } from "react";
import { attachmentFileName, countCsvRecords } from "../../lib/csv/csv-records";
import { useToast } from "../page/toast";
import * as styles from "./addresses.css";

const EXPORT_TOAST = {
  done: "Export Complete",
  doneText: (records: number) => `Rewards history exported to CSV (${records} records)`,
  failed: "Export Failed",
  failedText: "There was an error exporting the rewards history",
} as const;

/**
 * The rewards CSV: a plain download link without JavaScript; with it the file
 * is fetched here, saved, and a toast says how many records it holds (spec §8).
 */
export function RewardsExportLink({ href, fileName }: { href: string; fileName: string }) {
  const toast = useToast();
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const text = await response.text();
      const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = attachmentFileName(response.headers.get("Content-Disposition")) ?? fileName;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toast({ title: EXPORT_TOAST.done, description: EXPORT_TOAST.doneText(countCsvRecords(text)) });
    } catch {
      toast({ title: EXPORT_TOAST.failed, description: EXPORT_TOAST.failedText, variant: "destructive" });
    }
  }
  return (
    <a href={href} download={fileName} className={styles.secondaryButton} onClick={onClick} data-testid="rewards-export">
      Export CSV
    </a>
  );
}
