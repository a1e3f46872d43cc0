import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import type { NavSection } from "../../lib/navigation/nav";
import { lineIcon } from "../../styles/line-icon";
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

// Each entry's icon, chosen by its href: drawn by the stylesheet, not an inline
// <svg> in every link (the sidebar and the mobile menu repeat all nine on every page).
const NAV_ICON_SHAPES: Record<NavSection, string> = {
  "": "<rect x='3' y='3' width='7' height='9' rx='1'/><rect x='14' y='3' width='7' height='5' rx='1'/><rect x='14' y='12' width='7' height='9' rx='1'/><rect x='3' y='16' width='7' height='5' rx='1'/>",
  blocks: "<path d='M21 16V8l-9-5-9 5v8l9 5 9-5z'/><path d='M3.3 7 12 12l8.7-5M12 22V12'/>",
  transactions: "<path d='M7 10h13l-4-4M17 14H4l4 4'/>",
  addresses: "<rect x='3' y='6' width='18' height='13' rx='2'/><path d='M3 10h18M16 15h2'/>",
  stakepools:
    "<circle cx='9' cy='8' r='3'/><circle cx='17' cy='10' r='2'/><path d='M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 15.5c.6-.3 1.3-.5 2-.5 2.2 0 4 1.8 4 4'/>",
  tokens: "<circle cx='9' cy='9' r='6'/><path d='M15.5 9.2A6 6 0 1 1 9.2 15.5'/>",
  epochs: "<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>",
  analytics: "<path d='M4 20V10M10 20V4M16 20v-7M22 20H2'/>",
  "protocol-parameters":
    "<path d='M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0'/><circle cx='16' cy='6' r='2'/><circle cx='10' cy='12' r='2'/><circle cx='18' cy='18' r='2'/>",
};

globalStyle(`${navLink}::before`, {
  content: '""',
  flexShrink: 0,
  width: "18px",
  height: "18px",
  backgroundColor: "currentColor",
  // In forced colours a background would be replaced and the icon vanish; currentColor is the forced text colour.
  forcedColorAdjust: "none",
});
/**
 * Each section's icon, a class of its own: keyed by the link's href it was lost on
 * every page of a network the URL names (the links carry `?network=`, issue 41).
 */
export const navIcon = styleVariants(NAV_ICON_SHAPES, (shape) => {
  const mask = `${lineIcon(shape)} center / 18px 18px no-repeat`;
  return { selectors: { "&::before": { mask, WebkitMask: mask } } };
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
