import { exampledOpenApiDocument } from "../../api/api-reference.server";
import { answerResource } from "../../server/json-response.server";
import type { Route } from "./+types/openapi";

// The OpenAPI 3.1 description of the JSON API, generated from its resource table,
// with each call's example made on mainnet now (the /api page shows the same calls).
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(await exampledOpenApiDocument("mainnet", new URL(request.url).origin, answerResource), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
