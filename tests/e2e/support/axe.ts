import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, hasJavaScript } from "./test";

// Every screen is checked against WCAG 2.1 A/AA rules as rendered, in the
// theme and viewport of the test that calls this.
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Runs `check` on a page in `theme` (the theme cookie set for `origin`). With
 * JavaScript that is the test's own page. Without it, a page of a new context
 * that blocks the app's scripts instead: axe runs as page script, and this page
 * still shows the same server render.
 */
export async function withThemedAxePage(
  { page, browser, projectName }: { page: Page; browser: Browser; projectName: string },
  theme: "light" | "dark",
  origin: string,
  check: (target: Page) => Promise<void>,
): Promise<void> {
  const context = hasJavaScript(projectName) ? null : await browser.newContext({ javaScriptEnabled: true });
  try {
    await context?.route(/\.js(\?|$)/, (route) => route.abort());
    const target = context ? await context.newPage() : page;
    await target.context().addCookies([{ name: "theme", value: theme, url: origin }]);
    await check(target);
  } finally {
    await context?.close();
  }
}
