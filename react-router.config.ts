import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every v8 flag set explicitly to its v7 default: the build behaves as before,
  // and `react-router build` no longer prints a "Future Flag Warning" for each.
  // Turning one on is a change of its own (with its e2e run):
  future: {
    // Route middleware and a `context` of its own for loaders.
    v8_middleware: false,
    // Splits a route module's client exports into chunks (different client assets).
    v8_splitRouteModules: false,
    // Builds through Vite's Environment API (a different build pipeline).
    v8_viteEnvironmentApi: false,
    // Loaders and actions get the incoming request as it is (`.data` URL included).
    v8_passThroughRequests: false,
    // `.data` request URLs keep a trailing slash (`/a/.data` rather than `/a.data`).
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
