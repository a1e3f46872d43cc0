import { style } from "@vanilla-extract/css";
import { font, space, vars } from "../../styles/theme.css";

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: "2px", fontSize: "0.8rem" });

// Name and quantity on one line; the fingerprint wraps under the name on a phone.
export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${space.sm}`,
  minWidth: 0,
});

export const name = style({ minWidth: 0, overflowWrap: "anywhere", fontWeight: 600, unicodeBidi: "isolate" });
// A name shown as its bytes (not printable text): monospace, so it reads as hex.
export const hexName = style([name, { fontFamily: font.mono, fontWeight: 400 }]);
export const fingerprint = style({ fontFamily: font.mono, color: vars.color.textMuted, overflowWrap: "anywhere" });
export const quantity = style({ marginInlineStart: "auto", fontVariantNumeric: "tabular-nums", fontWeight: 600 });
export const minted = style([quantity, { color: vars.color.success }]);
export const burnt = style([quantity, { color: vars.color.destructive }]);

export const more = style({ marginTop: space.xs, fontSize: "0.8rem" });
export const summary = style({ cursor: "pointer", color: vars.color.primary, fontWeight: 600 });
