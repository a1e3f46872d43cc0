// Counting the records of a CSV file (the rewards export's toast, spec §8):
// a quoted cell may hold line breaks, so lines are not records.

/** Data rows of an RFC 4180 text: records after the header line, a final line break optional. */
export function countCsvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let recordHasContent = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (character === '"') {
      quoted = !quoted;
      recordHasContent = true;
    } else if (!quoted && (character === "\n" || character === "\r")) {
      if (character === "\r" && text[i + 1] === "\n") i += 1;
      if (recordHasContent) records += 1;
      recordHasContent = false;
    } else {
      recordHasContent = true;
    }
  }
  if (recordHasContent) records += 1;
  // The first record is the header.
  return Math.max(0, records - 1);
}

/** The file name of a Content-Disposition header, when it gives a plain one. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match ? match[1]! : null;
}
