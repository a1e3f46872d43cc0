import { defineConfig } from "vitest/config";

// `npm run test:deploy`: the reference deployment stood up by `npm run deploy:local`
// (nginx, two nodes, a PostgreSQL primary and replica, the worker) under load and
// faults (docs/reliability.md). Not part of `npm test`: it takes minutes and the
// whole machine; its figures are recorded in docs/reliability.md.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    // A backstop only: each test bounds its own waits and says which one failed (the
    // chain's next blocks alone may take minutes on a bad draw).
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
