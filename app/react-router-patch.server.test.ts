import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { matchRoutes as MatchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

// The production build of React Router, as the production server loads it
// (`--conditions=production`), with the patch of patches/ that keeps per-build
// work across requests: tests run the development build, which it leaves alone.
const packageJson = createRequire(import.meta.url).resolve("react-router/package.json");
const production = pathToFileURL(join(dirname(packageJson), "dist/production/index.mjs")).href;
const { matchRoutes } = (await import(/* @vite-ignore */ production)) as { matchRoutes: typeof MatchRoutes };
// What a caller could do to the params it got (React Router types them read-only).
const writable = (params: object) => params as Record<string, string>;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "blocks", path: "blocks" },
      { id: "block", path: "blocks/:id" },
      { id: "pool", path: ":network/pools/:poolId" },
    ],
  },
];

describe("React Router's production build, patched", () => {
  it("matches a path asked again as it did the first time, with params of its own", () => {
    const first = matchRoutes(routes, "/blocks/42");
    const again = matchRoutes(routes, "/blocks/42");
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(again?.map((match) => match.params.id)).toEqual(["42", "42"]);
    // One caller's params are not another's, the first caller's or a later one's.
    writable(first![0]!.params).id = "changed";
    writable(again![0]!.params).id = "changed too";
    const third = matchRoutes(routes, "/blocks/42");
    expect(third?.[1]?.params.id).toBe("42");
    expect(third).not.toBe(again);
  });

  it("keeps paths apart: each its own matches, a miss stays a miss", () => {
    expect(matchRoutes(routes, "/blocks/7")?.at(-1)?.params).toEqual({ id: "7" });
    expect(matchRoutes(routes, "/blocks")?.at(-1)?.route.id).toBe("blocks");
    expect(matchRoutes(routes, "/mainnet/pools/pool1x")?.at(-1)?.params).toEqual({ network: "mainnet", poolId: "pool1x" });
    expect(matchRoutes(routes, "/nowhere/at/all/here")).toBeNull();
    expect(matchRoutes(routes, "/nowhere/at/all/here")).toBeNull();
    expect(matchRoutes(routes, "/blocks/8")?.at(-1)?.params).toEqual({ id: "8" });
  });

  it("matches a new route tree by its own routes", () => {
    const other = [{ id: "only", path: "/blocks/:height" }];
    expect(matchRoutes(other, "/blocks/42")?.map((match) => [match.route.id, match.params])).toEqual([["only", { height: "42" }]]);
    expect(matchRoutes(routes, "/blocks/42")?.at(-1)?.route.id).toBe("block");
  });
});
