// The /api page's rules: how a parameter's JSON Schema, a paging dialect, a
// curl request and a long answer are written for a reader.

export type ApiParameter = { name: string; in: "path" | "query"; required: boolean; description: string; type: string };

export type ApiReferenceEntry = {
  id: string;
  method: string;
  path: string;
  summary: string;
  paging: string | null;
  parameters: ApiParameter[];
  curl: string | null;
  answer: { status: number; json: string } | null;
};

export type ParameterSchema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  anyOf?: ParameterSchema[];
};

/** A parameter's schema in words: "integer, 1–100, default 20". */
export function parameterType(schema: ParameterSchema): string {
  if (schema.enum) return `one of ${schema.enum.join(", ")}${schema.default !== undefined ? `, default ${String(schema.default)}` : ""}`;
  if (schema.anyOf) return schema.anyOf.map(parameterType).join(" or ");
  const parts = [String(schema.type ?? "string")];
  if (schema.minimum !== undefined && schema.maximum !== undefined) parts.push(`${schema.minimum}–${schema.maximum}`);
  else if (schema.minimum !== undefined) parts.push(`at least ${schema.minimum}`);
  if (schema.default !== undefined) parts.push(`default ${String(schema.default)}`);
  return parts.join(", ");
}

const PAGING_TEXT = {
  "limit-offset": "Paged by limit and offset.",
  "page-limit": "Paged by page (counted from 0) and limit.",
  limit: "Limited by limit.",
} as const;

export const pagingText = (paging: keyof typeof PAGING_TEXT | null): string | null => (paging ? PAGING_TEXT[paging] : null);

/** One argument for a POSIX shell, in single quotes. */
const shellQuote = (text: string): string => `'${text.replace(/'/g, "'\\''")}'`;

/** A curl command that makes the request as written. */
export function curlCommand(url: string, body?: string): string {
  if (body === undefined) return `curl -s ${shellQuote(url)}`;
  return `curl -s -X POST -H 'Content-Type: application/json' -d ${shellQuote(body)} ${shellQuote(url)}`;
}

/** A curl command that follows a stream as it comes (`-N`: no buffering). */
export const streamCurlCommand = (url: string): string => `curl -sN ${shellQuote(url)}`;

/** An answer pretty-printed, cut after `maxLines` lines with a note of how many more there were. */
export function shownAnswer(text: string, maxLines: number): string {
  const lines = JSON.stringify(JSON.parse(text), null, 2).split("\n");
  if (lines.length <= maxLines) return lines.join("\n");
  return [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`].join("\n");
}
