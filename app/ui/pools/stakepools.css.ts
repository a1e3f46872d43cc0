import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: space.lg,
  marginBottom: space.xl,
});

export const ticker = style({
  display: "inline-block",
  maxWidth: "12ch",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  verticalAlign: "middle",
  fontWeight: 600,
});

// A column header that is its sort control: looks like the header text.
export const sortForm = style({ display: "inline" });
export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  padding: 0,
  border: "none",
  background: "none",
  font: "inherit",
  color: "inherit",
  fontWeight: "inherit",
  cursor: "pointer",
  whiteSpace: "nowrap",
  borderRadius: radius.sm,
  ":hover": { color: vars.color.text, textDecoration: "underline" },
});
export const sortActive = style({ color: vars.color.text });
export const sortMark = style({ display: "inline-block", minWidth: "1ch", textAlign: "center" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  marginTop: space.md,
  color: vars.color.textMuted,
  fontSize: "0.9rem",
});
