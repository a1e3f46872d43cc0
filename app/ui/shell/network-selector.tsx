import { useRef } from "react";
import { useLocation } from "react-router";
import { Form } from "../links/page-network";
import { NETWORKS, networkLabel, type Network } from "../../lib/navigation/network";
import { ChevronDownIcon } from "../icons";
import { useAnnounceNetwork } from "./use-network-sync";
import * as css from "./shell.css";

// A disclosure with one submit button per network: it opens and submits
// without JavaScript; with it, the choice applies at once (client navigation).
export function NetworkSelector({ network }: { network: Network }) {
  const location = useLocation();
  const announce = useAnnounceNetwork();
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details className={css.dropdown} ref={details} data-testid="network-selector">
      <summary className={css.iconButton} aria-label={`Network: ${networkLabel(network)}`}>
        <NetworkDot network={network} />
        <span>{networkLabel(network)}</span>
        <ChevronDownIcon />
      </summary>
      <Form
        method="post"
        action="/preferences/network"
        className={css.dropdownPanel}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const chosen = NETWORKS.find((n) => n === submitter?.value);
          if (chosen) announce(chosen);
          details.current?.removeAttribute("open");
        }}
      >
        <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
        {NETWORKS.map((option) => (
          <button
            key={option}
            type="submit"
            name="network"
            value={option}
            className={css.dropdownItem}
            aria-current={option === network ? "true" : undefined}
          >
            <NetworkDot network={option} />
            {networkLabel(option)}
          </button>
        ))}
      </Form>
    </details>
  );
}

function NetworkDot({ network }: { network: Network }) {
  return <span className={network === "mainnet" ? css.dotMainnet : css.dotTestnet} aria-hidden="true" />;
}
