import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  server: { port: 5173 },
  // Rolldown's "[PLUGIN_TIMINGS] JavaScript callbacks ran for …" is a profiling hint
  // printed when a build is slow (a busy machine), not a fault: `npm start` stays quiet.
  build: {
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/]/, minShareCount: 2 },
            { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
    // One stylesheet for the whole app (55 kB, 9 kB compressed), linked by the root
    // route: split per module, a page linked about 40 tiny render-blocking files,
    // which on a slow mobile link cost a round trip each before the first paint.
    cssCodeSplit: false,
  },
});
