import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of eslint.config.mjs, planted one at a time: each must fire,
// and its message must say what to do instead.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe("layer rules", () => {
  const cases: Array<[string, string, string, RegExp]> = [
    ["app/lib imports the contract", "app/lib/planted.ts", 'import type { ExplorerApi } from "../api/contract";\nexport type A = ExplorerApi;\n', /move the type or rule into app\/lib/],
    ["app/lib imports the data layer", "app/lib/planted.ts", 'import { listBlocks } from "../data/blocks.server";\nexport const f = listBlocks;\n', /data layer call the pure rule/],
    ["app/lib imports react-router", "app/lib/planted.ts", 'import { data } from "react-router";\nexport const f = data;\n', /do the routing in app\/routes/],
    ["app/data imports a summary writer", "app/data/planted.server.ts", 'import { maintainSummaries } from "../summaries/summaries.server";\nexport const f = maintainSummaries;\n', /move the read-side piece into app\/data/],
    ["a test of app/data imports a summary writer", "app/data/planted.server.test.ts", 'import { maintainSummaries } from "../summaries/summaries.server";\nexport const f = maintainSummaries;\n', /test the writers in app\/summaries/],
    ["app/data imports the wiring", "app/data/planted.server.ts", 'import { chainDb } from "../chain-db.server";\nexport const f = chainDb;\n', /move the read-side piece into app\/data/],
    ["app/ui imports the database machinery", "app/ui/planted.tsx", 'import { getDb } from "../db/db.server";\nexport const f = getDb;\n', /pass the value in as a prop/],
    ["app/ui imports the data layer", "app/ui/planted.tsx", 'import { listBlocks } from "../data/blocks.server";\nexport const f = listBlocks;\n', /pass the value in as a prop/],
    ["SQL outside app/data", "app/routes/planted.ts", 'export async function loader(db: { query(s: string): Promise<unknown> }) {\n  return db.query("select 1");\n}\n', /SQL lives only in app\/data/],
    ["process.env outside env.server.ts", "app/routes/planted.ts", "export const port = process.env.PORT;\n", /app\/env\.server\.ts/],
    ["app/ui imports the zod schemas", "app/ui/planted.tsx", 'import { Block } from "../lib/domain/schemas";\nexport const f = Block;\n', /not the zod schemas/],
    ["date-fns outside format.ts", "app/ui/planted.tsx", 'import { format } from "date-fns";\nexport const f = format;\n', /app\/lib\/formats\/format\.ts/],
    ["app/ui takes React Router's own Link", "app/ui/planted.tsx", 'import { Link } from "react-router";\nexport const A = () => <Link to="/blocks">Blocks</Link>;\n', /keep the page's network/],
    ["a route takes React Router's own Form", "app/routes/planted.tsx", 'import { Form } from "react-router";\nexport const A = () => <Form method="get" />;\n', /keep the page's network/],
    ["app/lib imports the request path", "app/lib/planted.ts", 'import { withLiveness } from "../server/pipeline.mjs";\nexport const f = withLiveness;\n', /app\/server is the request path/],
    ["app/ui imports the request path", "app/ui/blocks/planted.tsx", 'import { overloadPage } from "../../server/overload-page";\nexport const f = overloadPage;\n', /app\/server is the request path/],
    ["app/data imports the request path", "app/data/planted.server.ts", 'import { digest } from "../server/validators.server";\nexport const f = digest;\n', /app\/server is the request path/],
    ["app/api imports the request path", "app/api/planted.server.ts", 'import { answerResource } from "../server/json-response.server";\nexport const f = answerResource;\n', /app\/server is the request path/],
    ["app/db imports the request path", "app/db/planted.server.ts", 'import { targetUrl } from "../server/request-target.server";\nexport const f = targetUrl;\n', /app\/server is the request path/],
    ["app/summaries imports the request path", "app/summaries/planted.server.ts", 'import { digest } from "../server/validators.server";\nexport const f = digest;\n', /app\/server is the request path/],
    ["app/server imports a route", "app/server/planted.server.ts", 'import { loader } from "../routes/blocks";\nexport const f = loader;\n', /does not import them/],
    ["a module of app/server in JavaScript imports a route", "app/server/planted.mjs", 'import { loader } from "../routes/blocks";\nexport const f = loader;\n', /does not import them/],
    ["a React style prop", "app/ui/planted.tsx", 'export const A = () => <div style={{ color: "red" }} />;\n', /No style prop/],
  ];
  it.each(cases)("%s is refused with what to do instead", async (_name, filePath, code, advice) => {
    const messages = await messagesFor(filePath, code);
    expect(messages.some((m) => advice.test(m))).toBe(true);
  });

  it("lets the formatting module use date-fns, the data layer, the machinery and the summary writers run SQL, the routes and the entry reach app/server", async () => {
    expect(await messagesFor("app/lib/formats/format.ts", 'import { format } from "date-fns";\nexport const f = format;\n')).toEqual([]);
    expect(
      await messagesFor("app/data/planted.server.ts", 'export async function f(db: { query(s: string): Promise<unknown> }) {\n  return db.query("select 1");\n}\n'),
    ).toEqual([]);
    // The routes and the build's entry reach the request path (the JSON and CSV answers, the page cache).
    expect(await messagesFor("app/routes/planted.ts", 'import { answerResource } from "../server/json-response.server";\nexport const f = answerResource;\n')).toEqual([]);
    expect(await messagesFor("app/entry.server.tsx", 'import { pageCache } from "./server/page-cache.server";\nexport const f = pageCache;\n')).toEqual([]);
    for (const room of ["app/db", "app/summaries"]) {
      expect(await messagesFor(`${room}/planted.server.ts`, 'export async function f(db: { query(s: string): Promise<unknown> }) {\n  return db.query("select 1");\n}\n')).toEqual([]);
    }
  });
});
