import { data, redirect } from "react-router";
import { legacyUrlTarget } from "../lib/navigation/legacy-urls";
import type { Route } from "./+types/legacy-redirect";

// The incumbent explorers' URLs (issues 22, 41): a permanent redirect to our page
// for the same entity, its query kept; an id that names nothing is a 404 here.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyUrlTarget(url.pathname, url.search);
  if (target === null) throw data(null, { status: 404 });
  return redirect(target, 301);
}
