import { style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";
import { primaryButton, textField } from "../controls.css";

// The token list, token and policy screens (issue 43), and the address page's Tokens card.

export const filterForm = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "flex-end", marginBottom: space.lg });

export const field = style({ display: "grid", gap: space.xs, flex: "1 1 240px", minWidth: 0, fontSize: "0.875rem", color: vars.color.textMuted });

export const fieldNarrow = style([field, { flex: "0 1 200px" }]);

export const input = style([textField, { width: "100%", minWidth: 0 }]);

export const select = style([textField, { width: "100%" }]);

export const button = primaryButton;

export { secondaryButton } from "../controls.css";

// A name from the chain: kept apart from its neighbours (<bdi>), and broken anywhere rather than widening the page.
export const name = style({ fontWeight: 600, overflowWrap: "anywhere", unicodeBidi: "isolate" });

// A name shown as its hex bytes: monospace, never read as words.
export const hexName = style({ fontFamily: font.mono, fontSize: "0.85em", overflowWrap: "anywhere" });

export const ticker = style({ color: vars.color.textMuted, fontSize: "0.85em", marginInlineStart: space.xs, overflowWrap: "anywhere" });

export const mono = style({ fontFamily: font.mono, fontSize: "0.92em", overflowWrap: "anywhere" });

export const muted = style({ color: vars.color.textMuted });

export const burn = style({ color: vars.color.destructive, whiteSpace: "nowrap" });
export const mint = style({ color: vars.color.success, whiteSpace: "nowrap" });

export const nowrap = style({ whiteSpace: "nowrap" });

export const note = style({ margin: `0 0 ${space.md}`, color: vars.color.textMuted, fontSize: "0.875rem" });

export const stack = style({ display: "grid", gap: space.xl, minWidth: 0 });

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  gap: space.lg,
});

export const statValue = style({ whiteSpace: "normal", overflowWrap: "anywhere" });

// Metadata and scripts read as the transaction page's metadata does.
export { json } from "../transactions/metadata-card.css";

export const image = style({ display: "block", maxWidth: "min(100%, 320px)", height: "auto", borderRadius: radius.md, marginTop: space.md });

export const sortLink = style({ color: "inherit", textDecoration: "none", fontWeight: "inherit", whiteSpace: "nowrap" });
