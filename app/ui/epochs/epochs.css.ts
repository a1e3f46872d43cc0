import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

// The epochs list and epoch detail screens (spec §2).

export const groups = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
  gap: space.xl,
  alignItems: "start",
});

export const groupTitle = style({ margin: `0 0 ${space.sm}`, fontSize: "0.95rem", fontWeight: 600 });

export const subtitle = style({ margin: `${space.md} 0 0`, fontSize: "0.95rem", fontWeight: 600 });

// The epoch timeline: start and time left on one line that wraps on a phone.
export const timeline = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: `${space.xs} ${space.lg}`,
  margin: `${space.sm} 0 0`,
  fontSize: "0.9rem",
});

export const timelineItem = style({ display: "flex", flexWrap: "wrap", gap: `0 ${space.xs}`, margin: 0 });

export const muted = style({ color: vars.color.textMuted });

export const strong = style({ margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });

export const nowrap = style({ whiteSpace: "nowrap" });

// A figure whose value is long (an amount in full, a hash): it wraps rather than widen the page.
export const wrapValue = style({ fontSize: "1.35rem", whiteSpace: "normal", overflowWrap: "anywhere" });

// A truncated transaction hash as a card's value: one line, smaller than a figure.
export const txHash = style({ fontSize: "1.05rem", whiteSpace: "nowrap" });

export const txLines = style({ display: "grid", gap: space.xs, margin: `${space.xs} 0 0`, fontSize: "0.875rem" });

export const titleRow = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: space.sm });
