import { style } from "@vanilla-extract/css";
import { breakpoint, space, vars } from "../../styles/theme.css";

export const header = style({
  display: "flex",
  flexDirection: "column",
  gap: space.sm,
  marginBottom: space.xl,
  minWidth: 0,
});

export const back = style({
  alignSelf: "flex-start",
  fontSize: "0.875rem",
  color: vars.color.textMuted,
  selectors: {
    "&:hover": { color: vars.color.text },
  },
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
});

export const titleGroup = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: "1.75rem",
  fontWeight: 700,
  minWidth: 0,
  overflowWrap: "anywhere",
  "@media": {
    [breakpoint.narrow]: { fontSize: "1.4rem" },
  },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
});

export const body = style({
  color: vars.color.textMuted,
  minWidth: 0,
  overflowWrap: "anywhere",
});
