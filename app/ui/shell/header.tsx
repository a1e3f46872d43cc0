import type { DataTip } from "../../lib/chain/freshness";
import type { Network } from "../../lib/navigation/network";
import { SearchBox } from "../search/search-box";
import { Brand } from "./brand";
import { DataFreshness } from "./data-freshness";
import { MobileMenu } from "./mobile-menu";
import { NetworkSelector } from "./network-selector";
import { ThemeToggle } from "./theme-toggle";
import * as css from "./shell.css";

type HeaderProps = {
  network: Network;
  sponsorPoolId: string;
  /** The page's tip and the server's time (null: not known, e.g. on an error page without the root's data). */
  dataTip: DataTip | null;
  serverNow: number | null;
};

export function Header({ network, sponsorPoolId, dataTip, serverNow }: HeaderProps) {
  return (
    <header className={css.header}>
      <MobileMenu sponsorPoolId={sponsorPoolId} />
      <Brand className={css.mobileBrand} />
      <SearchBox network={network} className={css.searchForm} />
      {dataTip && serverNow !== null ? <DataFreshness tip={dataTip} serverNow={serverNow} /> : null}
      <div className={css.headerControls}>
        <NetworkSelector network={network} />
        <ThemeToggle />
      </div>
    </header>
  );
}
