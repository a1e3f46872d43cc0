import { answerResource } from "../../server/json-response.server";
import { resourceByPattern } from "../../api/resources";
import type { Route } from "./+types/resource";

// Every call of the JSON API (app/api/resources.ts): app/routes.ts gives each
// its own route to this module, and the matched pattern names the call.
function answer({ params, request, pattern }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  const resource = resourceByPattern(pattern);
  if (!resource) throw new Error(`no API resource for the route ${pattern}`);
  return answerResource(resource, params, request);
}

export const loader = answer;
export const action = answer;
