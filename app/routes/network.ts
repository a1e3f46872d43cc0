import { data, redirect } from "react-router";
import { parseNetwork } from "../lib/navigation/network";
import { redirectAfterNetworkSwitch, safeRedirectPath } from "../lib/navigation/network-redirect";
import { assertSameOrigin, writeNetworkCookie } from "../session.server";
import type { Route } from "./+types/network";

// POST network=mainnet|testnet, and either `from` (the page the visitor was on:
// the spec §4 rule picks where to go) or `redirectTo` (an explicit destination,
// as a GET below for the sidebar's 'Brought to you by'). Works without JavaScript.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const network = parseNetwork(form.get("network"));
  if (!network) throw data({ error: "network must be mainnet or testnet" }, { status: 400 });

  const explicit = form.get("redirectTo");
  const target =
    explicit !== null ? safeRedirectPath(explicit) : redirectAfterNetworkSwitch(form.get("from"), network);
  return redirect(target, { headers: { "Set-Cookie": writeNetworkCookie(request, network) } });
}

/**
 * GET network=…&redirectTo=…: the same switch as a link (spec §2: following 'Brought
 * to you by' saves mainnet, then opens the sponsor's /stakepools/{poolId}), so it is
 * a real link with or without JavaScript. Other sites may not switch it either;
 * without a network it only goes home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (!query.has("network")) return redirect("/");
  assertSameOrigin(request);
  const network = parseNetwork(query.get("network"));
  if (!network) throw data({ error: "network must be mainnet or testnet" }, { status: 400 });
  return redirect(safeRedirectPath(query.get("redirectTo")), {
    headers: { "Set-Cookie": writeNetworkCookie(request, network), "Cache-Control": "no-store" },
  });
}
