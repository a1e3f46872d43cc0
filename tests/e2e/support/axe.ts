import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// A theme changes colours only (app/styles/theme.css.ts: custom properties under
// html[data-theme]): the dark page's markup is the light one's, so of the WCAG
// rules only those that read colours can answer differently.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

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
  const light = violations(await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze(), "light");
  await html.evaluate((element) => element.setAttribute("data-theme", "dark"));
  const dark = violations(await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze(), "dark");
  expect([...light, ...dark], "axe violations").toEqual([]);
}
