import { useFetchers } from "react-router";
import { parseTheme, type Theme } from "../../lib/navigation/theme";

/** The saved theme, or the one being saved right now (so the toggle feels instant). */
export function useTheme(saved: Theme | null): Theme | null {
  const fetchers = useFetchers();
  const saving = fetchers.find((fetcher) => fetcher.formAction === "/preferences/theme");
  const optimistic = saving?.formData?.get("theme");
  if (optimistic === "system") return null;
  return parseTheme(optimistic) ?? saved;
}
