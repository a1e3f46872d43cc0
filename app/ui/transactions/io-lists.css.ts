import { style } from "@vanilla-extract/css";
import { space, vars } from "../../styles/theme.css";

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid" });

export const item = style({
  display: "grid",
  gap: space.xs,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: {
    "&:first-child": { paddingTop: 0 },
    "&:last-child": { borderBottom: 0, paddingBottom: 0 },
  },
});

export const head = style({ display: "flex", alignItems: "baseline", gap: space.sm, minWidth: 0 });

export const index = style({
  flex: "none",
  color: vars.color.textMuted,
  fontSize: "0.8rem",
  fontVariantNumeric: "tabular-nums",
});

// Addresses are long: they wrap anywhere rather than widen the card.
export const address = style({ minWidth: 0, overflowWrap: "anywhere", fontSize: "0.85rem" });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${space.xs} ${space.md}`,
  fontSize: "0.85rem",
});

export const utxo = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: space.sm, minWidth: 0 });
export const amount = style({ fontWeight: 600, marginInlineStart: "auto" });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const note = style({ margin: `${space.md} 0 0`, fontSize: "0.85rem", color: vars.color.textMuted });
export const showAll = style({ fontWeight: 600 });
export const line = style({ minWidth: 0, fontSize: "0.85rem", overflowWrap: "anywhere" });
export const cardNote = style({ margin: `0 0 ${space.sm}`, fontSize: "0.85rem", color: vars.color.textMuted });
export const addressLine = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: space.sm, minWidth: 0 });
export const subTitle = style({ margin: `${space.md} 0 ${space.xs}`, fontSize: "0.9rem", selectors: { "&:first-child": { marginTop: 0 } } });
export const failedNotice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.destructive}`,
  borderRadius: "10px",
  background: vars.color.destructiveSoft,
  color: vars.color.text,
});
export const failedText = style({ margin: 0, flex: "1 1 16rem", fontSize: "0.9rem" });
