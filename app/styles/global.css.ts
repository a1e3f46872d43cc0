import { globalStyle } from "@vanilla-extract/css";
import { font, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html, body", {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: font.body,
  fontSize: "15px",
  lineHeight: 1.5,
});

globalStyle("a", { color: vars.color.primary, textDecoration: "none" });
globalStyle("a:hover", { textDecoration: "underline" });

globalStyle(":focus-visible", {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("h1, h2, h3", { lineHeight: 1.25, margin: 0 });

globalStyle("code, .mono", { fontFamily: font.mono });

globalStyle("button", { font: "inherit", color: "inherit" });
