import { apiReference } from "../api/api-reference.server";
import { answerResource } from "../server/json-response.server";
import { resolveNetwork } from "../session.server";
import { ApiReferenceIntro, ApiReferenceView } from "../ui/api-reference/api-reference-view";
import { PageHeader } from "../ui/page/page-header";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/api-reference";
import { linkPreviewTags, STATIC_PREVIEWS } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  return { network, entries: await apiReference(network, new URL(request.url).origin, answerResource) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "JSON API · Prime Explorer" }];
  return linkPreviewTags(STATIC_PREVIEWS.api(loaderData.network));
}

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { network, entries } = loaderData;
  return (
    <>
      <PageHeader title="JSON API" network={network}>
        <ApiReferenceIntro />
      </PageHeader>
      <ApiReferenceView entries={entries} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
