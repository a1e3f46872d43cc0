import { data, redirect } from "react-router";
import { legacyUrlTarget } from "../lib/legacy-urls";
import type { Route } from "./+types/legacy-redirect";

// The Cardano Foundation explorer's URLs (issue 22): a permanent redirect to our
// page for the same entity, its query kept; our page then validates the id.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyUrlTarget(url.pathname, url.search);
  if (target === null) throw data(null, { status: 404 });
  return redirect(target, 301);
}
