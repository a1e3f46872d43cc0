import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import { dataTip } from "./api/data-tip.server";
import { section } from "./api/section.server";
import { createTipCache } from "./api/tip-cache.server";
import { env } from "./env.server";
import type { PoolLabel } from "./lib/domain";
import { DEFAULT_NETWORK } from "./lib/navigation/network";
import { withinWait } from "./lib/runtime/within-wait";
import { DEMO_HOUSE_POOL_ID } from "./lib/pools/house-pool";
import { readThemeCookie, resolveNetwork } from "./session.server";
import { useNonce } from "./ui/nonce";
import { ErrorPage } from "./ui/shell/error-page";
import { Header } from "./ui/shell/header";
import { Sidebar } from "./ui/shell/sidebar";
import { useNetworkSync } from "./ui/shell/use-network-sync";
import { useInAppLinks } from "./ui/links/in-app-link";
import { useTheme } from "./ui/shell/use-theme";
import { ToastProvider } from "./ui/page/toast";
import { PageNetworkProvider } from "./ui/links/page-network";
import { LiveChainProvider } from "./ui/live/live-chain";
import * as css from "./ui/shell/shell.css";
import "./styles/global.css";
import { errorPageTitle } from "./lib/errors/error-kind";
import { parsedOr } from "./lib/params/param-error";
import { assertDecodablePath } from "./lib/params/path";
import type { Route } from "./+types/root";
import { serverNow } from "./clock.server";

// 'Brought to you by' names the sponsor pool by its mainnet label. Every page
// renders it, so the answer (a failure too, as no label) is kept a minute, and a
// lookup never holds a page up for long: a slow or failed one shows the short
// pool id instead. The first lookup reads every pool's label (app/data/pools/labels.server.ts).
const SPONSOR_LABEL_TTL_MS = 60_000;
const SPONSOR_LABEL_WAIT_MS = 1_500;
// The 'Data as of' line is left out rather than hold a page up (app/api/data-tip.server.ts).
const DATA_TIP_WAIT_MS = 1_500;
const sponsorLabels = createTipCache(SPONSOR_LABEL_TTL_MS);
// The last label the source gave (one sponsor per process): a page rendered while it
// cannot answer (the 503 page above all) still names the sponsor as the page before it did.
let lastSponsor: { poolId: string; label: PoolLabel | null } | null = null;
const lastSponsorLabel = (poolId: string) => (lastSponsor?.poolId === poolId ? lastSponsor.label : null);

async function sponsorLabel(poolId: string): Promise<PoolLabel | null> {
  const label = sponsorLabels.get(`sponsor:${poolId}`, async () => {
    const read = await section("mainnet", (api) => api.getStakePoolLabel(poolId), { unavailable: undefined });
    if (read === undefined) return lastSponsorLabel(poolId);
    lastSponsor = { poolId, label: read };
    return read;
  });
  return (await withinWait(label, SPONSOR_LABEL_WAIT_MS)) ?? lastSponsorLabel(poolId);
}

export async function loader({ request }: Route.LoaderArgs) {
  // Before any page's own answer: a path that does not decode is the app's 400 page, in the shell.
  parsedOr(() => assertDecodablePath(new URL(request.url).pathname));
  const { network } = resolveNetwork(request);
  const sponsorPoolId = env.sponsorPoolId;
  const [label, tip] = await Promise.all([sponsorLabel(sponsorPoolId), withinWait(dataTip(network), DATA_TIP_WAIT_MS)]);
  // `now` with the tip, so the server HTML and the hydrating browser write the same age.
  return { network, theme: readThemeCookie(request), sponsorPoolId, sponsorLabel: label, dataTip: tip, now: serverNow() };
}

// 'Data as of' describes the page just loaded: the root's data (both parts
// cached) is read again on every navigation, not only when a parameter changes.
export function shouldRevalidate() {
  return true;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function meta({ error }: Route.MetaArgs) {
  return [
    { title: errorPageTitle(error, "Prime Explorer") },
    { name: "description", content: "Blocks, transactions, addresses, stake pools and epochs of the AP3X chain." },
  ];
}

// The document and the shell around every page, the error pages included.
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const theme = useTheme(data?.theme ?? null);
  const network = data?.network ?? DEFAULT_NETWORK;
  const sponsorPoolId = data?.sponsorPoolId ?? DEMO_HOUSE_POOL_ID;
  return (
    <html lang="en" data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? "light dark"} />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <PageNetworkProvider>
            <LiveChainProvider network={data?.network ?? null} dataTip={data?.dataTip ?? null}>
              <div className={css.frame}>
                <Sidebar sponsorPoolId={sponsorPoolId} />
                <div className={css.main}>
                  <Header network={network} sponsorPoolId={sponsorPoolId} dataTip={data?.dataTip ?? null} serverNow={data?.now ?? null} />
                  <main className={css.content} id="main">
                    {children}
                  </main>
                </div>
              </div>
            </LiveChainProvider>
          </PageNetworkProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useNetworkSync(loaderData.network);
  useInAppLinks();
  useEffect(() => {
    // Marks the page as interactive (styles and tests can tell the no-JS page apart).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Stacks only while developing; production shows the spec's texts alone.
  const stack = import.meta.env.DEV && error instanceof Error && !isRouteErrorResponse(error) ? error.stack : null;
  return (
    <>
      <ErrorPage error={error} />
      {stack ? <pre>{stack}</pre> : null}
    </>
  );
}
