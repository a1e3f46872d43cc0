import { globalStyle, style } from "@vanilla-extract/css";
import { font, radius, space, vars } from "../../styles/theme.css";
import { textField } from "../controls.css";
import { visuallyHidden } from "../page/visually-hidden.css";

// The header's search box and its dropdown (spec §2 Header: global search).
export const combobox = style({
  position: "relative",
  width: "100%",
  maxWidth: "560px",
});

export const input = style([textField, { width: "100%" }]);

// Out of sight until the keyboard reaches it, then over the box's right end.
export const submit = style([
  visuallyHidden,
  {
    selectors: {
      "&:focus-visible": {
        clip: "auto",
        width: "auto",
        height: "auto",
        margin: 0,
        top: "4px",
        right: "4px",
        bottom: "4px",
        padding: `0 ${space.md}`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: radius.sm,
        background: vars.color.surface,
        color: vars.color.text,
        fontWeight: 600,
      },
    },
  },
]);

export const panel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "calc(100% + 6px)",
  zIndex: 30,
  maxHeight: "min(420px, 70vh)",
  overflowY: "auto",
  padding: space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.popover,
});

export const message = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: vars.color.textMuted,
});

export const listbox = style({ display: "grid", gap: "2px" });

export const option = style({
  display: "block",
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted, textDecoration: "none" },
  selectors: {
    "&[aria-selected='true']": { background: vars.color.surfaceMuted, outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});

export const seeAll = style({
  display: "block",
  marginTop: space.xs,
  padding: `${space.sm} ${space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.primary,
});

// One result: title and type on the first line, the subtitle under them.
export const result = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: space.md,
  rowGap: "2px",
  minWidth: 0,
});

export const resultTitle = style({
  minWidth: 0,
  fontWeight: 600,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const resultSubtitle = style({
  gridColumn: "1 / -1",
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: "0.8125rem",
  fontFamily: font.mono,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const resultWarning = style({ gridColumn: "1 / -1", minWidth: 0 });

// The /search page lists the same results as links.
export const pageList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.xs,
});

export const pageLink = style({
  display: "block",
  padding: `${space.md} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  ":hover": { background: vars.color.surfaceMuted, textDecoration: "none" },
});

export const pageNote = style({ margin: 0, color: vars.color.textMuted });

// On the page there is room: long titles and subtitles wrap instead of being cut.
globalStyle(`${pageLink} ${resultTitle}, ${pageLink} ${resultSubtitle}`, {
  whiteSpace: "normal",
  overflowWrap: "anywhere",
});

export const unusedNote = style([pageNote, { marginBottom: space.md }]);

// A result of the other network: where it is, and the way there (the row is the link).
export const resultElsewhere = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: space.sm,
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
});

export const openOn = style({ fontWeight: 600, color: vars.color.primary });
