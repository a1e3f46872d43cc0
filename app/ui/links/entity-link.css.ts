import { style } from "@vanilla-extract/css";
import { font, radius, space } from "../../styles/theme.css";

export const group = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  maxWidth: "100%",
  minWidth: 0,
  verticalAlign: "middle",
});

export const link = style({
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const mono = style({
  fontFamily: font.mono,
  // A hash or an address in small print (0.85rem of a phone's 15 px root, then 0.92em: 11.7 px)
  // still reads on a phone: never under 13 px.
  fontSize: "max(0.92em, 13px)",
});

export const external = style({
  overflowWrap: "anywhere",
});

export const externalMark = style({
  marginInlineStart: "0.2em",
  fontSize: "0.85em",
});

// A list row that is one link: the link's ::after covers the row (which is
// position: relative), so the whole row is clickable.
export const stretched = style({
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: radius.sm } },
});

// Above a stretched link, so the copy button gets its own clicks.
export const aboveStretched = style({ position: "relative", zIndex: 1 });
