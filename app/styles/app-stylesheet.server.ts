import { readFileSync } from "node:fs";

type Manifest = { routes: Record<string, { css?: string[] } | undefined> };

let read: { href: string; css: string } | null = null;

/**
 * The text of the build's one stylesheet, read once from build/client (this module
 * is bundled into build/server/index.js). It fails loudly when the build has split
 * its CSS (vite.config.ts `cssCodeSplit`): pages would then miss their routes' rules.
 */
export function appStylesheetText(manifest: Manifest, root = new URL("../client/", import.meta.url)): string {
  const hrefs = new Set(Object.values(manifest.routes).flatMap((route) => route?.css ?? []));
  if (hrefs.size !== 1) {
    throw new Error(`expected the build to have one stylesheet (vite.config.ts cssCodeSplit: false), found ${hrefs.size}`);
  }
  const [href] = hrefs as unknown as [string];
  if (read?.href !== href) {
    // Written inside <style>: no rule may close the element early.
    read = { href, css: readFileSync(new URL(`.${href}`, root), "utf8").replaceAll("</style", "<\\/style") };
  }
  return read.css;
}
