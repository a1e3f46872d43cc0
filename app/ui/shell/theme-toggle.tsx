import { useFetcher, useLocation } from "react-router";
import type { Theme } from "../../lib/navigation/theme";
import { MoonIcon, SunIcon } from "../icons";
import * as css from "./shell.css";
import { classNames } from "../class-names";

// Both choices are rendered; CSS shows the one that leads away from the
// current theme (which may come from the system, unknown to the server).
// Without JavaScript the form posts and comes back to this page; with it, a
// fetcher saves the cookie and the root shows the new theme at once.
export function ThemeToggle() {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/preferences/theme"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value) {
          void fetcher.submit({ theme: submitter.value }, { method: "post", action: "/preferences/theme" });
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <ThemeButton theme="dark" className={css.toDark} label="Switch to dark theme" />
      <ThemeButton theme="light" className={css.toLight} label="Switch to light theme" />
    </fetcher.Form>
  );
}

function ThemeButton({ theme, className, label }: { theme: Theme; className: string; label: string }) {
  return (
    <button
      type="submit"
      name="theme"
      value={theme}
      className={classNames(css.iconButton, className)}
      aria-label={label}
      title={label}
      data-testid={`theme-${theme}`}
    >
      {theme === "dark" ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
