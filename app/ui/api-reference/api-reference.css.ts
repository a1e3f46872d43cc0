import { style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";

export const list = style({ display: "grid", gap: space.xl });

export const method = style({
  fontFamily: font.mono,
  fontSize: "0.8rem",
  fontWeight: 700,
  padding: `2px ${space.sm}`,
  marginInlineEnd: space.sm,
  borderRadius: radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.info,
});

export const path = style({ fontFamily: font.mono, fontSize: "0.95rem", overflowWrap: "anywhere" });

export const label = style({ margin: `${space.lg} 0 ${space.sm}`, fontSize: "0.95rem", fontWeight: 600 });

// A link inside a sentence is underlined: colour alone does not tell it from the text.
export const inlineLink = style({ textDecoration: "underline" });

export const muted = style({ color: vars.color.textMuted });

export const code = style({
  margin: 0,
  padding: space.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  fontFamily: font.mono,
  fontSize: "0.8rem",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const answer = style([code, { maxHeight: "24rem", overflowY: "auto" }]);
