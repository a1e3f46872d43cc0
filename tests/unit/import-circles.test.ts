import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// No module of app/ reaches itself through its imports: a circle hides which room
// depends on which (the layers of docs/architecture.md) and makes load order matter.
// Relative imports only (the app has no path aliases); type-only imports count too,
// since they still tie the files together for a reader.

const ROOT = resolve(__dirname, "../..");
const APP = join(ROOT, "app");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+"(\.{1,2}\/[^"]+)"/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$|\.bench\.ts$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) if (known.has(candidate)) return candidate;
  return null;
}

/** The circles of a graph: each strongly connected part with more than one file, or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || graph.get(node)?.includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Every source file of app/ with the files it imports. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(APP);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, "utf8");
      const targets = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1]!, known)).filter((target) => target !== null);
      return [file, targets];
    }),
  );
}

/**
 * The files' graph seen from the families of app/data (its folders): one node per
 * family, an arrow where a file of one imports a file of another. Files at the top
 * of app/data are what the families share, outside every family.
 */
function familyGraph(graph: Map<string, string[]>, data: string): Map<string, string[]> {
  const familyOf = (file: string) => {
    const parts = relative(data, file).split("/");
    return parts.length > 1 && !parts[0]!.startsWith("..") ? parts[0]! : null;
  };
  const families = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = familyOf(file);
    if (from === null) continue;
    const arrows = families.get(from) ?? new Set<string>();
    families.set(from, arrows);
    for (const target of targets) {
      const to = familyOf(target);
      if (to !== null && to !== from) arrows.add(to);
    }
  }
  return new Map([...families].map(([family, arrows]) => [family, [...arrows].sort()]));
}

describe("import circles", () => {
  it("finds a circle where there is one (the check can fail)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("has none in app/", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    // The parser sees multi-line imports: the JSON route module reaches the resource table.
    expect(graph.get(join(APP, "routes/api/resource.ts"))).toContain(join(APP, "api/resources.ts"));
    expect(graph.get(join(APP, "api/http-transport.server.ts"))).toContain(join(APP, "lib/domain/index.ts"));
    expect(circles(graph).map((part) => part.map((file) => relative(ROOT, file)))).toEqual([]);
  });

  it("sees a circle between data families that no file circle shows (the check can fail)", () => {
    const data = "/app/data";
    const graph = new Map([
      // pools/list reads the supply of analytics, analytics/stats counts the pools: no file circle, a family circle.
      ["/app/data/pools/list.ts", ["/app/data/analytics/supply.ts", "/app/data/chain-tip.ts"]],
      ["/app/data/analytics/supply.ts", []],
      ["/app/data/analytics/stats.ts", ["/app/data/pools/list.ts", "/app/data/chain-tip.ts"]],
      ["/app/data/chain-tip.ts", []],
    ]);
    expect(circles(graph)).toEqual([]);
    expect(circles(familyGraph(graph, data))).toEqual([["analytics", "pools"]]);
  });

  it("has none between the families of app/data", () => {
    const families = familyGraph(importGraph(), join(APP, "data"));
    expect([...families.keys()].sort()).toEqual(expect.arrayContaining(["addresses", "analytics", "epochs", "pools"]));
    // The graph is read: the epoch list counts the pools' registrations.
    expect(families.get("epochs")).toContain("pools");
    expect(circles(families)).toEqual([]);
  });
});
