import { globalStyle, style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../../styles/theme.css";

// The stake pool detail and staking rewards screens (spec §2).

export const titleRow = style({ display: "flex", alignItems: "center", gap: space.md, minWidth: 0, flexWrap: "wrap" });

// The operator's own text: it wraps anywhere rather than push the page wider.
export const chainText = style({ minWidth: 0, overflowWrap: "anywhere", wordBreak: "break-word" });

export const titleText = style([chainText, { unicodeBidi: "isolate" }]);

export const idRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.sm, margin: 0, minWidth: 0 });

export const ticker = style({
  fontFamily: font.mono,
  fontWeight: 600,
  padding: `0 ${space.xs}`,
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
  overflowWrap: "anywhere",
});

export const poolId = style({ fontFamily: font.mono, fontSize: "0.9rem", overflowWrap: "anywhere", minWidth: 0 });

export const description = style([
  chainText,
  { margin: 0, color: vars.color.textMuted, whiteSpace: "pre-line", maxWidth: "80ch" },
]);

export const more = style({ marginTop: space.xs, maxWidth: "80ch" });

export const moreSummary = style({ cursor: "pointer", color: vars.color.primary, fontSize: "0.875rem" });

globalStyle(`${more}[open] > ${moreSummary}`, { marginBottom: space.xs });

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: "nowrap" });

export const mono = style({ fontFamily: font.mono, overflowWrap: "anywhere" });

// It may wrap before its unit, never inside the digits (no break between them without overflow-wrap: anywhere).
export const statAmount = style({ whiteSpace: "normal", overflowWrap: "normal", fontSize: "1.35rem" });

export const bar = style({
  width: "100%",
  height: "8px",
  marginTop: space.xs,
  appearance: "none",
  border: "none",
  borderRadius: radius.pill,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

globalStyle(`${bar}::-webkit-progress-bar`, { background: vars.color.surfaceMuted, borderRadius: radius.pill });
globalStyle(`${bar}::-webkit-progress-value`, { background: vars.color.primary, borderRadius: radius.pill });
globalStyle(`${bar}::-moz-progress-bar`, { background: vars.color.primary, borderRadius: radius.pill });

export const linkList = style({ display: "flex", flexWrap: "wrap", gap: space.sm, margin: 0, padding: 0, listStyle: "none" });

export const ownerList = style({ display: "grid", gap: space.xs, margin: 0, padding: 0, listStyle: "none", minWidth: 0 });

export { secondaryButton } from "../../controls.css";

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.sm });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style({ margin: 0, color: vars.color.destructive });

export const typeCell = style({ whiteSpace: "nowrap" });


// The <details> comes first in the markup; the preview is drawn above it and
// hidden once the full text is open.
export const descriptionBox = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const descriptionPreview = style([description, { order: -1 }]);

globalStyle(`${more}[open] ~ ${descriptionPreview}`, { display: "none" });

// Seven columns of full amounts: with the usual cell padding 'Operator %' was cut
// off at 1280 px; half the gutter between columns fits them all.
export const rewardsTable = style({});
globalStyle(`${rewardsTable} > table > thead > tr > th, ${rewardsTable} > table > tbody > tr > td`, { paddingInline: space.sm });
