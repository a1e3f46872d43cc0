import { openApiDocument } from "../../api/openapi";
import type { Route } from "./+types/openapi";

// The OpenAPI 3.1 description of the JSON API, generated from its resource table.
export function loader({ request }: Route.LoaderArgs) {
  return Response.json(openApiDocument(new URL(request.url).origin), {
    headers: { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" },
  });
}
