import { style } from "@vanilla-extract/css";
import { breakpoint, radius, space, vars } from "../../styles/theme.css";

export const card = style({
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  padding: space.xl,
  "@media": {
    [breakpoint.narrow]: { padding: space.lg },
  },
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  marginBottom: space.lg,
});

export const title = style({
  margin: 0,
  fontSize: "1.125rem",
  fontWeight: 600,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space.sm,
});
