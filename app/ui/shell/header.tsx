import type { Network } from "../../lib/network";
import { SearchBox } from "../search/search-box";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { NetworkSelector } from "./network-selector";
import { ThemeToggle } from "./theme-toggle";
import * as css from "./shell.css";

export function Header({ network, sponsorPoolId }: { network: Network; sponsorPoolId: string }) {
  return (
    <header className={css.header}>
      <MobileMenu sponsorPoolId={sponsorPoolId} />
      <Brand className={css.mobileBrand} />
      <SearchBox network={network} className={css.searchForm} />
      <div className={css.headerControls}>
        <NetworkSelector network={network} />
        <ThemeToggle />
      </div>
    </header>
  );
}
