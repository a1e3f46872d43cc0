import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoint, radius, space, vars } from "../../styles/theme.css";

export const frame = style({
  display: "grid",
  gridTemplateColumns: "248px minmax(0, 1fr)",
  minHeight: "100vh",
  "@media": { [breakpoint.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

// The column paints the background and border down the whole page (a grid item
// stretches to the tallest row); only its content sticks to the window, so a page
// taller than the window keeps the sidebar's colour to its bottom.
export const sidebar = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  "@media": { [breakpoint.narrow]: { display: "none" } },
});

export const sidebarContent = style({
  position: "sticky",
  top: 0,
  height: "100vh",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: space.lg,
  padding: `${space.xl} ${space.lg}`,
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: space.md,
  color: vars.color.text,
  ":hover": { textDecoration: "none" },
});

export const brandText = style({ display: "flex", flexDirection: "column", lineHeight: 1.2 });
export const brandTitle = style({ fontWeight: 700, fontSize: "17px" });
export const brandSubtitle = style({ color: vars.color.textMuted, fontSize: "13px" });

/**
 * Two elements, both in the page, of which CSS shows the one for the theme that
 * is on: which one that is, is known to CSS (the cookie's data-theme, else the
 * system's scheme), not always to the server, and CSS gets it right on first paint.
 */
function byTheme(display: "block" | "inline-flex") {
  const light = style({});
  const dark = style({ display: "none" });
  globalStyle(`html[data-theme='dark'] ${light}`, { display: "none" });
  globalStyle(`html[data-theme='dark'] ${dark}`, { display });
  globalStyle(`html:not([data-theme]) ${light}`, {
    "@media": { "(prefers-color-scheme: dark)": { display: "none" } },
  });
  globalStyle(`html:not([data-theme]) ${dark}`, {
    "@media": { "(prefers-color-scheme: dark)": { display } },
  });
  return { light, dark };
}

const logos = byTheme("block");
export const logoLight = logos.light;
export const logoDark = logos.dark;

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "2px",
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: space.md,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  color: vars.color.textMuted,
  fontWeight: 500,
  ":hover": { background: vars.color.surfaceMuted, color: vars.color.text, textDecoration: "none" },
  selectors: {
    "&[aria-current='page']": { background: vars.color.surfaceMuted, color: vars.color.primary },
  },
});

export const sidebarFooter = style({
  marginTop: "auto",
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "13px",
  color: vars.color.textMuted,
});

export const footerLink = style({ margin: `${space.md} 0 0` });

export const main = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  alignItems: "center",
  gap: space.md,
  padding: `${space.md} ${space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [breakpoint.narrow]: { padding: `${space.sm} ${space.md}`, flexWrap: "wrap" } },
});

export const searchForm = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  "@media": { [breakpoint.narrow]: { order: 10, flexBasis: "100%" } },
});

// Beside the search on wide screens; its own row under the search on phones.
export const freshness = style({
  margin: 0,
  fontSize: "13px",
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  "@media": { [breakpoint.narrow]: { order: 11, flexBasis: "100%", fontSize: "12px" } },
});
// A link inside a line of text is told apart by more than its colour (WCAG 1.4.1).
globalStyle(`${freshness} a`, { textDecoration: "underline" });

export const headerControls = style({
  display: "flex",
  alignItems: "center",
  gap: space.sm,
  marginLeft: "auto",
});

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space.xs,
  minWidth: "36px",
  height: "36px",
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  listStyle: "none",
  ":hover": { background: vars.color.surfaceMuted },
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const dropdown = style({ position: "relative" });

export const dropdownPanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 6px)",
  minWidth: "168px",
  padding: space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: 20,
});

export const dropdownItem = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  border: 0,
  borderRadius: radius.sm,
  background: "none",
  color: vars.color.text,
  cursor: "pointer",
  textAlign: "start",
  ":hover": { background: vars.color.surfaceMuted },
  selectors: { "&[aria-current='true']": { fontWeight: 700 } },
});

const dot = style({ width: "10px", height: "10px", borderRadius: "50%", flex: "none" });
export const dotMainnet = style([dot, { background: vars.color.mainnet }]);
export const dotTestnet = style([dot, { background: vars.color.testnet }]);

// The theme toggle offers the other theme: 'to dark' while the light one is on.
const toggle = byTheme("inline-flex");
export const toDark = toggle.light;
export const toLight = toggle.dark;

export const mobileMenu = style({
  display: "none",
  "@media": { [breakpoint.narrow]: { display: "block" } },
});

export const mobileMenuPanel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  padding: space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.popover,
});

export const mobileBrand = style({
  display: "none",
  "@media": { [breakpoint.narrow]: { display: "flex" } },
});

export const content = style({
  padding: space.xl,
  display: "flex",
  flexDirection: "column",
  gap: space.xl,
  width: "100%",
  maxWidth: "1400px",
  "@media": { [breakpoint.narrow]: { padding: space.md, gap: space.lg } },
});
