export type Theme = "light" | "dark";

/** Only 'light' and 'dark' are accepted; anything else means "follow the system". */
export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}
