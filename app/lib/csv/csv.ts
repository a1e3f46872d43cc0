// CSV text (RFC 4180) for the export downloads. Pure: the streaming lives in
// app/server/csv-response.server.ts.
import { visibleText } from "../formats/format";

/**
 * One cell. `text` is for strings that come from the chain or its metadata
 * (pool names, tickers, addresses): a spreadsheet would run one that starts
 * like a formula, so those are neutralised. `value` is for what we produce
 * ourselves (numbers, dates, hashes): written as it is, so a negative amount
 * stays a number.
 */
export type CsvCell = { text: string | null } | { value: string | number | null };

export const textCell = (text: string | null | undefined): CsvCell => ({ text: text ?? null });
export const valueCell = (value: string | number | null | undefined): CsvCell => ({ value: value ?? null });

/** RFC 4180 line end. */
const CSV_LINE_END = "\r\n";

/**
 * UTF-8 byte order mark, written first: Excel reads a CSV without it in the
 * machine's ANSI code page, which garbles non-ASCII pool names; LibreOffice,
 * Google Sheets and csv readers that know UTF-8 skip it.
 */
export const UTF8_BOM = "\uFEFF";

// OWASP's list for CSV injection: the characters a spreadsheet reads as the start of a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading `'` makes a spreadsheet show the cell as text instead of evaluating it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** A field quoted when it holds a comma, a double quote or a line break, its quotes doubled. */
export function quoteField(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function cellText(cell: CsvCell): string {
  if ("text" in cell) return cell.text === null ? "" : neutraliseFormula(visibleText(cell.text));
  return cell.value === null ? "" : String(cell.value);
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map((cell) => quoteField(cellText(cell))).join(",") + CSV_LINE_END;
}

/** The header record (our own column names). */
export function csvHeader(columns: readonly string[]): string {
  return csvLine(columns.map((column) => valueCell(column)));
}
