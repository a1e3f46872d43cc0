import { test as base, expect, type ConsoleMessage } from "@playwright/test";

export { expect };

// Noise is failure: any console error or uncaught page error fails the test,
// CSP violations included (Chromium reports them on the console). A test that
// expects an error status names it in `allowedConsoleErrors` (Chromium logs
// "Failed to load resource" for a 404 or 503 document). One pattern, not a
// list: Playwright reads an array option as [value, fixture options].
type Options = { allowedConsoleErrors: RegExp | null };

export const test = base.extend<Options & { failOnConsoleErrors: void }>({
  allowedConsoleErrors: [null, { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
      };
      const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use();
      // The no-JS project hands the same page to the next test (reuseContext).
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(problems, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export const STATUS_404 = /status of 404/;
export const STATUS_503 = /status of 503/;
export const STATUS_400_OR_404 = /status of (400|404)/;
