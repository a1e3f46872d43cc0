import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// A theme changes colours only (app/styles/theme.css.ts: custom properties under
// html[data-theme]): the dark page's markup is the light one's, so of the WCAG
// rules only those that read colours can answer differently.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe run in the page itself ("legacy mode"): our pages have no frames, so there is nothing
 * to join, and the blank page @axe-core/playwright otherwise opens to join frames' results costs
 * a renderer per run (about half of a whole-page run here). Only violations are collected: the
 * nodes that pass are never read, and building their selectors is most of a large table's cost.
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

function violations(results: Awaited<ReturnType<AxeBuilder["analyze"]>>, theme: string): string[] {
  return results.violations.map(
    (violation) => `${theme}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/**
 * Every WCAG 2.1 A/AA rule on the page as rendered in the light theme, then the colour
 * rules again in the dark theme, switched in place as the theme's cookie would set it.
 */
export async function expectNoAxeViolationsInEitherTheme(page: Page): Promise<void> {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");
  const light = violations(await axeOn(page).withTags(WCAG_21_AA).analyze(), "light");
  await html.evaluate((element) => element.setAttribute("data-theme", "dark"));
  const dark = violations(await axeOn(page).withRules(COLOUR_RULES).analyze(), "dark");
  expect([...light, ...dark], "axe violations").toEqual([]);
}
