import { Form, useSearchParams } from "react-router";
import type { Network } from "../../lib/network";
import { VisuallyHidden } from "../visually-hidden";
import { Brand } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { NetworkSelector } from "./network-selector";
import { ThemeToggle } from "./theme-toggle";
import * as css from "./shell.css";

export const SEARCH_PLACEHOLDER = "Search for pools, addresses, transactions, blocks...";

export function Header({ network, sponsorPoolId }: { network: Network; sponsorPoolId: string }) {
  const [searchParams] = useSearchParams();
  return (
    <header className={css.header}>
      <MobileMenu sponsorPoolId={sponsorPoolId} />
      <Brand className={css.mobileBrand} />
      <Form method="get" action="/search" role="search" className={css.searchForm}>
        <label htmlFor="global-search">
          <VisuallyHidden>Search</VisuallyHidden>
        </label>
        <input
          id="global-search"
          type="search"
          name="q"
          className={css.searchInput}
          placeholder={SEARCH_PLACEHOLDER}
          defaultValue={searchParams.get("q") ?? ""}
          autoComplete="off"
          spellCheck={false}
        />
      </Form>
      <div className={css.headerControls}>
        <NetworkSelector network={network} />
        <ThemeToggle />
      </div>
    </header>
  );
}
