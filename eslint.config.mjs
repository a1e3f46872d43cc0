// @ts-check
// The layers of docs/architecture.md written down. Each restriction's message says what
// to do instead; fix the code, not the rule.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const TESTS = ["**/*.test.{ts,tsx,mjs}", "**/*.bench.ts", "tests/**"];

const SERVER_MODULE = {
  group: ["**/*.server", "**/*.server.*", "**/*.server/**"],
  message: "This module is shared with the browser: keep server-only code in app/data or app/api and pass values in from the route loader.",
};
// The request path around React Router (app/server, ADR 008): the routes and the
// build's entry (app/entry.server.tsx) reach it; the rooms below never do.
const SERVER_ROOM = {
  regex: "^(\\.\\.?/)+server/",
  message:
    "app/server is the request path around React Router: only app/routes and app/entry.server.tsx import it. Have the route pass the answer in (as app/api/api-reference.server.ts takes answerResource), or move the HTTP piece into app/server.",
};
const DATE_FNS = {
  group: ["date-fns", "date-fns/*", "@date-fns/*"],
  message: "Dates are formatted in one place: add or use a function in app/lib/formats/format.ts.",
};

const LIB_LAYER = [
  SERVER_MODULE,
  SERVER_ROOM,
  { group: ["**/api/*", "**/api/**"], message: "app/lib sits below app/api: move the type or rule into app/lib (app/lib/domain/ for entity schemas and types)." },
  { group: ["**/data/*", "**/data/**", "**/db/*", "**/db/**", "**/summaries/*", "**/summaries/**"], message: "app/lib sits below app/data, app/db and app/summaries: have the data layer call the pure rule, not the other way round." },
  { group: ["react-router", "@react-router/*"], message: "app/lib is framework-free: take a Request/URLSearchParams or plain values, and do the routing in app/routes." },
];

const UI_READS = {
  group: ["**/data/*", "**/data/**", "**/db/*", "**/db/**"],
  message: "app/ui gets its data from route loaders through the contract (app/api): pass the value in as a prop.",
};

// The schemas are zod, which the browser need not download: components take the
// entity types (app/lib/domain, types only), never the schemas.
const UI_SCHEMAS = {
  group: ["**/domain/schemas", "zod", "zod/*"],
  message: "app/ui ships to the browser: take the entity types from app/lib/domain (import type), not the zod schemas or zod itself.",
};

// A page read on a network its URL named keeps it in every link and GET form (issue 41).
const ROUTER_LINKS = {
  name: "react-router",
  importNames: ["Link", "NavLink", "Form"],
  message: "Use Link and Form from app/ui/links/page-network.tsx (or InAppLink): they keep the page's network in the link.",
};

/**
 * @param {Array<{ group: string[], message: string } | { regex: string, message: string }>} patterns
 * @returns {import("eslint").Linter.RulesRecord}
 */
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
/**
 * The same, and React Router's own link and form components.
 * @param {Array<{ group: string[], message: string } | { regex: string, message: string }>} patterns
 * @returns {import("eslint").Linter.RulesRecord}
 */
const restrictImportsAndLinks = (...patterns) => ({ "no-restricted-imports": ["error", { patterns, paths: [ROUTER_LINKS] }] });

export default tseslint.config(
  {
    ignores: ["build/**", ".react-router/**", "node_modules/**", ".data*/**", "reports/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Chain text and URLs are screened for control characters on purpose.
  { rules: { "no-control-regex": "off" } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{mjs,js}"],
    rules: {
      // tsc (checkJs) already checks every name in these files.
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // app/lib is pure and isomorphic: nothing above it, nothing server-only;
  // dates are formatted only in app/lib/formats/format.ts.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/formats/format.ts"],
    rules: restrictImports(DATE_FNS, ...LIB_LAYER),
  },
  {
    files: ["app/lib/formats/format.ts"],
    rules: restrictImports(...LIB_LAYER),
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/**", "app/ui/**"],
    rules: restrictImportsAndLinks(DATE_FNS),
  },
  // The contract and its description, the database machinery and the summary
  // writers sit below the request path.
  {
    files: ["app/api/**/*.{ts,tsx}", "app/db/**/*.{ts,tsx}", "app/summaries/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: restrictImportsAndLinks(DATE_FNS, SERVER_ROOM),
  },
  // The request path serves the routes through the build (server.mjs hands it over)
  // and never imports them.
  {
    files: ["app/server/**/*.{ts,tsx,mjs}"],
    ignores: TESTS,
    rules: restrictImportsAndLinks(DATE_FNS, {
      regex: "^(\\.\\.?/)+routes/",
      message: "app/server serves the routes through the build and does not import them: move what both need into app/lib, app/api or app/data.",
    }),
  },
  // The reads never write: our summaries are kept by app/summaries, above them.
  {
    files: ["app/data/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: restrictImports(DATE_FNS, SERVER_ROOM, {
      group: ["**/summaries/*", "**/summaries/**", "**/chain-db.server"],
      message: "app/data reads; the summary writers (app/summaries) and the wiring (app/chain-db.server.ts) sit above it: move the read-side piece into app/data (summary-coverage.server.ts).",
    }),
  },
  // Nor do its tests: the writers' own tests live in app/summaries (which may read
  // through app/data); a data test gets a chain with its summaries from tests/support.
  {
    files: ["app/data/**/*.test.{ts,tsx,mjs}", "app/data/**/*.bench.ts"],
    rules: restrictImports(DATE_FNS, SERVER_ROOM, {
      group: ["**/summaries/*", "**/summaries/**"],
      message:
        "Tests of app/data do not import the summary writers: test the writers in app/summaries (e.g. epoch-summaries.server.test.ts), and get a chain with its summaries written from tests/support/chain-under-test.ts (openChainUnderTest, summariesToTip after writing blocks).",
    }),
  },
  // app/ui renders what the contract returns; it never reaches the database.
  {
    files: ["app/ui/**/*.{ts,tsx}"],
    ignores: ["app/ui/links/page-network.tsx"],
    rules: restrictImportsAndLinks(DATE_FNS, SERVER_MODULE, SERVER_ROOM, UI_READS, UI_SCHEMAS),
  },
  {
    files: ["app/ui/links/page-network.tsx"],
    rules: restrictImports(DATE_FNS, SERVER_MODULE, SERVER_ROOM, UI_READS, UI_SCHEMAS),
  },
  // SQL only in the data layer, the database machinery under it (app/db) and the summary writers (app/summaries).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/data/**", "app/db/**", "app/summaries/**", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(query|unsafe|cursor)$/]",
          message: "SQL lives only in app/data: add a data function there (with its test) and call it through the contract.",
        },
      ],
    },
  },
  // The environment is read once (app/env.server.ts) and by the process entries.
  {
    files: ["app/**/*.{ts,tsx,mjs}", "demo/**/*.mjs"],
    ignores: ["app/env.server.ts", ...TESTS],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings in app/env.server.ts (parsed once at start) and import `env` from there." },
      ],
    },
  },
  // Styles come from vanilla-extract classes; the CSP forbids style attributes (ADR 002).
  {
    files: ["app/**/*.tsx"],
    ignores: TESTS,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='style']",
          message: "No style prop (the CSP blocks inline styles): use a class from a sibling *.css.ts, an SVG attribute, or <progress>/<meter>.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(query|unsafe|cursor)$/]",
          message: "SQL lives only in app/data: add a data function there (with its test) and call it through the contract.",
        },
      ],
    },
  },
);
