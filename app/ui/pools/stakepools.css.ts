import { globalStyle, style } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";
import { stackedRows } from "../tables/data-table.css";

export const statGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: space.lg,
  marginBottom: space.xl,
});

// The stake pools table: a pool's cell keeps to one line (its amounts are plain
// text, not <Amount> spans that would say so 200 times). Not the empty state's
// one wide cell; :where keeps it below the phone layout's rule, which still wins there.
export const poolsTable = style({});
globalStyle(`${poolsTable} :where(td:not([colspan]))`, { whiteSpace: "nowrap" });

export const ticker = style({
  display: "inline-block",
  maxWidth: "12ch",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  verticalAlign: "middle",
  fontWeight: 600,
});

// A column header that is its sort control: looks like the header text.
export const sortForm = style({ display: "inline" });
export const sortButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  padding: 0,
  border: "none",
  background: "none",
  font: "inherit",
  color: "inherit",
  fontWeight: "inherit",
  cursor: "pointer",
  whiteSpace: "nowrap",
  borderRadius: radius.sm,
  ":hover": { color: vars.color.text, textDecoration: "underline" },
});
export const sortActive = style({ color: vars.color.text });
export const sortMark = style({ display: "inline-block", minWidth: "1ch", textAlign: "center" });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  marginTop: space.md,
  color: vars.color.textMuted,
  fontSize: "0.9rem",
});

export const note = style({ margin: `0 0 ${space.sm}`, color: vars.color.textMuted, fontSize: "0.9rem" });

// Eleven columns need ~1,450 px, more than the widest page gives them: said in words
// above the table, beside the edge shade. Phones stack the rows and need no hint.
export const scrollHint = style({
  margin: `0 0 ${space.sm}`,
  textAlign: "end",
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
  "@media": { [stackedRows]: { display: "none" } },
});
