import { createGlobalTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";

// One contract, two themes. The theme is chosen by data-theme on <html> when the
// visitor picked one (cookie); without a choice the media query decides, in CSS,
// so the first paint already has the right colours (no script, no flash).
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryText: null,
    accent: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    destructive: null,
    destructiveSoft: null,
    info: null,
    infoSoft: null,
    skeleton: null,
    mainnet: null,
    testnet: null,
    focus: null,
  },
  shadow: { card: null, popover: null },
});

const light = {
  color: {
    background: "#f6f7fb",
    surface: "#ffffff",
    surfaceMuted: "#eef0f6",
    border: "#dde1ea",
    text: "#141824",
    textMuted: "#5b6275",
    primary: "#3152d6",
    primaryText: "#ffffff",
    accent: "#6d3fd6",
    success: "#16794a",
    successSoft: "#e3f5ec",
    warning: "#9a5b00",
    warningSoft: "#fdf1dc",
    destructive: "#c0262d",
    destructiveSoft: "#fde7e8",
    info: "#1f5fae",
    infoSoft: "#e4eefb",
    skeleton: "#e3e6ee",
    mainnet: "#2f6bff",
    testnet: "#f28c1b",
    focus: "#3152d6",
  },
  shadow: {
    card: "0 1px 2px rgba(20, 24, 36, 0.06), 0 1px 3px rgba(20, 24, 36, 0.08)",
    popover: "0 8px 24px rgba(20, 24, 36, 0.16)",
  },
};

const dark = {
  color: {
    background: "#0d1018",
    surface: "#151a25",
    surfaceMuted: "#1d2331",
    border: "#2a3142",
    text: "#e8ebf3",
    textMuted: "#9aa3b8",
    primary: "#7d97ff",
    primaryText: "#0d1018",
    accent: "#a98bff",
    success: "#4fd18b",
    successSoft: "#143324",
    warning: "#f3b650",
    warningSoft: "#3a2a10",
    destructive: "#ff7b82",
    destructiveSoft: "#3c1619",
    info: "#7fb3ff",
    infoSoft: "#14263f",
    skeleton: "#232a3a",
    mainnet: "#5b8cff",
    testnet: "#ff9f3d",
    focus: "#7d97ff",
  },
  shadow: {
    card: "0 1px 2px rgba(0, 0, 0, 0.4)",
    popover: "0 8px 24px rgba(0, 0, 0, 0.5)",
  },
};

createGlobalTheme(":root, html[data-theme='light']", vars, light);
createGlobalTheme("html[data-theme='dark']", vars, dark);

// No explicit choice: follow the system. vanilla-extract cannot nest a theme in a
// media query, so the dark values are assigned through globalStyle instead.
globalStyle("html:not([data-theme])", {
  "@media": {
    "(prefers-color-scheme: dark)": {
      vars: Object.fromEntries(
        flatten(vars, dark).map(([cssVar, value]) => [cssVar, value]),
      ),
    },
  },
});

globalStyle("html[data-theme='dark']", { colorScheme: "dark" });
globalStyle("html[data-theme='light']", { colorScheme: "light" });
globalStyle("html:not([data-theme])", { colorScheme: "light dark" });

type Tree = { [key: string]: string | Tree };

function flatten(contract: Tree, values: Tree): Array<[string, string]> {
  return Object.entries(contract).flatMap(([key, cssVar]) => {
    const value = values[key];
    if (typeof cssVar === "string" && typeof value === "string") {
      return [[cssVar, value] as [string, string]];
    }
    if (typeof cssVar === "object" && typeof value === "object") {
      return flatten(cssVar, value);
    }
    return [];
  });
}

export const space = { xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px" };
export const radius = { sm: "6px", md: "10px", lg: "14px", pill: "999px" };
export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};
export const breakpoint = { narrow: "screen and (max-width: 768px)" };
