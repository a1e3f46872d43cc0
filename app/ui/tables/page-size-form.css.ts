import { style } from "@vanilla-extract/css";
import { space } from "../../styles/theme.css";

export const sizeForm = style({ display: "inline-flex", alignItems: "center", gap: space.sm, fontSize: "0.875rem" });
