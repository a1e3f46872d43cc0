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
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
