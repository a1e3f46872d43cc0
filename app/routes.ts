import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { NETWORKS } from "./lib/network";

// The spec's route table (spec §2), explicit. Screens arrive with their issues;
// until then their paths fall through to the not-found page.
// /{network}/… aliases reuse the same module under their own id; the loader
// reads the network from the path prefix.
const networkAliases = (path: string, file: string, id: string) =>
  NETWORKS.map((network) => route(`${network}/${path}`, file, { id: `${network}-${id}` }));

export default [
  index("routes/home.tsx"),
  route("protocol-parameters", "routes/protocol-parameters.tsx"),
  ...networkAliases("protocol-parameters", "routes/protocol-parameters.tsx", "protocol-parameters"),

  // Preference actions: POST forms that work without JavaScript.
  route("preferences/network", "routes/network.ts"),
  route("preferences/theme", "routes/theme.ts"),

  route("healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
