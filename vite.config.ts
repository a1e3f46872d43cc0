import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  server: { port: 5173 },
  // Rolldown's "[PLUGIN_TIMINGS] JavaScript callbacks ran for …" is a profiling hint
  // printed when a build is slow (a busy machine), not a fault: `npm start` stays quiet.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
});
