import { style } from "@vanilla-extract/css";
import { breakpoint, font, space, vars } from "../../styles/theme.css";

export const list = style({ margin: 0, display: "grid", gap: space.sm });

export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(110px, 170px) minmax(0, 1fr)",
  alignItems: "baseline",
  gap: space.lg,
  paddingBottom: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0, paddingBottom: 0 } },
  "@media": {
    // On a phone the label sits above its value.
    [breakpoint.narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: space.xs },
  },
});

export const label = style({ color: vars.color.textMuted, fontSize: "0.9rem" });

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: "anywhere",
  fontVariantNumeric: "tabular-nums",
});

/** Long keys and hashes shown whole: monospace, wrapping anywhere. */
export const mono = style({ fontFamily: font.mono, fontSize: "0.9em", overflowWrap: "anywhere" });

export const muted = style({ color: vars.color.textMuted });
