import { explorerApi } from "../api/explorer-api.server";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { NO_PARAMETERS, ProtocolParametersView } from "../ui/protocol-parameters/protocol-parameters-view";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/protocol-parameters";
import { linkPreviewTags, protocolParametersPreview } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const parameters = await explorerApi(network).getProtocolParameters();
  return { network, parameters };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Protocol Parameters · Prime Explorer" }];
  return linkPreviewTags(protocolParametersPreview(loaderData.network, loaderData.parameters?.epoch ?? null));
}

export default function ProtocolParameters({ loaderData }: Route.ComponentProps) {
  const { network, parameters } = loaderData;
  return (
    <>
      <PageHeader title="Protocol Parameters" network={network}>
        {parameters ? `Epoch ${parameters.epoch}` : null}
      </PageHeader>
      {parameters ? (
        <ProtocolParametersView parameters={parameters} network={network} />
      ) : (
        <Card>
          <p data-testid="empty-state">{NO_PARAMETERS}</p>
        </Card>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
