import { data, redirect } from "react-router";
import { safeRedirectPath } from "../lib/navigation/network-redirect";
import { parseTheme } from "../lib/navigation/theme";
import { assertSameOrigin, writeThemeCookie } from "../session.server";
import type { Route } from "./+types/theme";

// POST theme=light|dark|system. A plain form (no JavaScript) also sends
// redirectTo and comes back to the same page; the in-page toggle sends only
// the theme and keeps the page as it is.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const raw = form.get("theme");
  const theme = parseTheme(raw);
  if (!theme && raw !== "system") throw data({ error: "theme must be light, dark or system" }, { status: 400 });

  const headers = { "Set-Cookie": writeThemeCookie(request, theme) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirectPath(redirectTo), { headers });
  return data({ theme }, { headers });
}

export function loader() {
  return redirect("/");
}
