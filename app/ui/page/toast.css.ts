import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoint, font, radius, space, vars } from "../../styles/theme.css";

export const region = style({
  position: "fixed",
  right: space.lg,
  bottom: space.lg,
  zIndex: 100,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  maxWidth: "min(360px, calc(100vw - 32px))",
  pointerEvents: "none",
  "@media": {
    [breakpoint.narrow]: { left: space.lg, alignItems: "stretch" },
  },
});

const toastBase = style({
  pointerEvents: "auto",
  width: "100%",
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.popover,
  fontFamily: font.body,
  overflowWrap: "anywhere",
});

export const toast = styleVariants({
  default: [toastBase, { background: vars.color.surface, color: vars.color.text }],
  destructive: [
    toastBase,
    {
      background: vars.color.destructiveSoft,
      color: vars.color.destructive,
      borderColor: vars.color.destructive,
    },
  ],
});

export const title = style({ margin: 0, fontWeight: 600 });

export const description = style({ margin: `${space.xs} 0 0`, fontSize: "0.9em", opacity: 0.9 });
