import { defineConfig } from "vitest/config";

// `npm run test:image`: the Dockerfile built with Podman (its base image made here when no
// registry is reachable: scripts/image/base-image.mjs), the image checked and its CMD started
// from the image's own filesystem on the demo chain and on PostgreSQL (tests/image/). Not part
// of `npm test`: it needs root (podman, mounts) and takes minutes; its figures are recorded
// in docs/testing.md.
export default defineConfig({
  test: {
    include: ["tests/image/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    // Generous: a build or a demo chain's generation on a busy machine fails only from what it checks.
    testTimeout: 1_200_000,
    hookTimeout: 3_600_000,
  },
});
