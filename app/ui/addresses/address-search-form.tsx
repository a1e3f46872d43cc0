import { useId, type FormEvent } from "react";
import { Form } from "../page-network";
import { Card } from "../card";
import { visuallyHidden } from "../visually-hidden.css";
import * as styles from "./addresses.css";

/** The query parameter the address search submits (GET /addresses?address=…). */
export const ADDRESS_QUERY_PARAM = "address";

const ADDRESS_SEARCH_TEXT = {
  placeholder: "Enter address (addr1... or stake1...)",
  button: "Search",
  help: "Payment addresses start with addr1 and stake addresses start with stake1.",
} as const;

/**
 * spec §2 Address search: a GET form, so Enter and the button both submit and
 * it works without JavaScript (the loader redirects). With JavaScript an empty
 * (trimmed) value is ignored here already.
 */
export function AddressSearchForm() {
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
          placeholder={ADDRESS_SEARCH_TEXT.placeholder}
          aria-describedby={helpId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={styles.searchInput}
          data-testid="address-search-input"
        />
        <button type="submit" className={styles.button}>
          {ADDRESS_SEARCH_TEXT.button}
        </button>
      </Form>
      <p id={helpId} className={styles.help} data-testid="address-search-help">
        {ADDRESS_SEARCH_TEXT.help}
      </p>
    </Card>
  );
}
