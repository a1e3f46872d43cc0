import { data, redirect } from "react-router";
import { parseNetwork } from "../lib/network";
import { redirectAfterNetworkSwitch, safeRedirectPath } from "../lib/network-redirect";
import { assertSameOrigin, writeNetworkCookie } from "../session.server";
import type { Route } from "./+types/network";

// POST network=mainnet|testnet, and either `from` (the page the visitor was on:
// the spec §4 rule picks where to go) or `redirectTo` (an explicit destination,
// as the sidebar's 'Brought to you by' link uses). Works without JavaScript.
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

export function loader() {
  return redirect("/");
}
