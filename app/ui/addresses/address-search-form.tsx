import { useId, type FormEvent } from "react";
import type { Network } from "../../lib/navigation/network";
import { ADDRESS_QUERY_PARAM } from "../../lib/params/address-search";
import { Form } from "../links/page-network";
import { Card } from "../page/card";
import { visuallyHidden } from "../page/visually-hidden.css";
import * as styles from "./addresses.css";


const SEARCH_BUTTON = "Search";

// spec §2 names mainnet's prefixes; a testnet visitor is told testnet's, which
// are the only ones that page accepts.
const ADDRESS_SEARCH_TEXT: Record<Network, { placeholder: string; help: string }> = {
  mainnet: {
    placeholder: "Enter address (addr1... or stake1...)",
    help: "Payment addresses start with addr1 and stake addresses start with stake1.",
  },
  testnet: {
    placeholder: "Enter address (addr_test1... or stake_test1...)",
    help: "Payment addresses start with addr_test1 and stake addresses start with stake_test1.",
  },
};

/**
 * spec §2 Address search: a GET form, so Enter and the button both submit and
 * it works without JavaScript (the loader redirects). With JavaScript an empty
 * (trimmed) value is ignored here already.
 */
export function AddressSearchForm({ network }: { network: Network }) {
  const text = ADDRESS_SEARCH_TEXT[network];
  const inputId = useId();
  const helpId = useId();
  const ignoreEmpty = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get(ADDRESS_QUERY_PARAM);
    if (typeof value !== "string" || value.trim() === "") event.preventDefault();
  };
  return (
    <Card title="Search Address">
      <Form method="get" action="/addresses" role="search" className={styles.searchForm} onSubmit={ignoreEmpty}>
        <label htmlFor={inputId} className={visuallyHidden}>
          Address
        </label>
        <input
          id={inputId}
          name={ADDRESS_QUERY_PARAM}
          type="text"
          placeholder={text.placeholder}
          aria-describedby={helpId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={styles.searchInput}
          data-testid="address-search-input"
        />
        <button type="submit" className={styles.button}>
          {SEARCH_BUTTON}
        </button>
      </Form>
      <p id={helpId} className={styles.help} data-testid="address-search-help">
        {text.help}
      </p>
    </Card>
  );
}
