import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Form, Link } from "../links/page-network";
import { SEARCH_MAX_LENGTH, type SearchResult } from "../../lib/domain";
import { namedNetwork } from "../../lib/navigation/hrefs";
import type { Network } from "../../lib/navigation/network";
import {
  dropdownView,
  exactMatch,
  moveHighlight,
  resultCountText,
  SEARCH_CLOSE_DELAY_MS,
  SEARCH_TEXT,
  searchPageHref,
  searchResultHref,
} from "../../lib/search/search";
import { classifySearch, isExactLookup } from "../../lib/search/search-query";
import { useHydrated } from "../use-hydrated";
import { VisuallyHidden } from "../page/visually-hidden";
import { SearchResultText } from "./search-result-text";
import { useSearchResults } from "./use-search-results";
import { useSlashFocus } from "./use-slash-focus";
import * as css from "./search.css";

const MESSAGE = {
  searching: SEARCH_TEXT.searching,
  empty: SEARCH_TEXT.noResults,
  failed: SEARCH_TEXT.failed,
} as const;

const SEARCH_PLACEHOLDER = "Search for pools, addresses, transactions, blocks...";

/**
 * The header's global search (spec §2, §4). Without JavaScript it is a GET
 * form to /search. With it, the box is an ARIA combobox: a dropdown of
 * results under the box, arrow keys to move, Enter to open the highlighted
 * result (or the results page when none is), Escape to close.
 */
export function SearchBox({ network, className }: { network: Network; className?: string }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlNetwork = namedNetwork(`${location.pathname}${location.search}`);
  const input = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listboxId = useId();
  const panelId = `${listboxId}-panel`;

  const [text, setText] = useState(() => (location.pathname === "/search" ? (searchParams.get("q") ?? "") : ""));
  const [open, setOpen] = useState(false);
  const answered = useSearchResults(text, network, open);
  const view = dropdownView({ open, text, answered });
  const results = view.state === "results" ? view.results : [];
  // The highlight belongs to one list of results; a new list starts with none.
  const resultsKey = answered ? `${network}:${answered.query}` : "";
  const [highlight, setHighlight] = useState({ key: "", index: -1 });
  const highlighted = highlight.key === resultsKey && highlight.index < results.length ? highlight.index : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // A submit sent before the dropdown's answer came can land on the result's
  // own page (the results page redirects an exact match): that was choosing it too.
  const [submittedAt, setSubmittedAt] = useState<string | null>(null);
  if (submittedAt !== null && submittedAt !== location.key) {
    setSubmittedAt(null);
    if (location.pathname !== "/search") setText("");
  }

  // Until JavaScript runs the box is a plain search field of a GET form.
  const interactive = useHydrated();

  useSlashFocus(input);
  useEffect(() => () => cancelClose(), []);
  useEffect(() => {
    if (highlighted >= 0) document.getElementById(`${listboxId}-option-${highlighted}`)?.scrollIntoView({ block: "nearest" });
  }, [highlighted, listboxId]);

  function cancelClose() {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }

  function closeSoon() {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), SEARCH_CLOSE_DELAY_MS);
  }

  // spec §2: choosing a result clears and closes the box.
  function clearAndClose() {
    setText("");
    setOpen(false);
    input.current?.blur();
  }

  function choose(result: SearchResult) {
    clearAndClose();
    void navigate(searchResultHref(result, urlNetwork));
  }

  // Enter with nothing highlighted submits the form. When the text names one
  // thing exactly and the dropdown already shows it, that is choosing it (the
  // results page would only redirect there): it opens, and the box clears and closes.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const match = view.state === "results" ? exactMatch(isExactLookup(classifySearch(text)), view.results) : null;
    if (match) {
      event.preventDefault();
      choose(match);
    } else {
      setOpen(false);
      setSubmittedAt(location.key);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = results[highlighted];
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setHighlight({ key: resultsKey, index: moveHighlight(highlighted, results.length, event.key) });
    } else if (event.key === "Enter" && chosen) {
      // With no highlighted result, Enter submits the form: the results page.
      event.preventDefault();
      choose(chosen);
    } else if (event.key === "Escape" && view.state !== "closed") {
      // Closes without clearing (the browser's own Escape on a search field clears it).
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <Form method="get" action="/search" role="search" className={className} onSubmit={onSubmit}>
      <div className={css.combobox}>
        <label htmlFor="global-search">
          <VisuallyHidden>Search</VisuallyHidden>
        </label>
        <input
          ref={input}
          id="global-search"
          type="search"
          name="q"
          role={interactive ? "combobox" : undefined}
          aria-expanded={interactive ? view.state !== "closed" : undefined}
          aria-controls={view.state !== "closed" ? panelId : undefined}
          aria-autocomplete={interactive ? "list" : undefined}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          className={css.input}
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            cancelClose();
            setOpen(true);
          }}
          onBlur={closeSoon}
          onKeyDown={onKeyDown}
        />
        {view.state !== "closed" ? (
          // Focus moving into the panel (Tab to 'See all results') keeps it open.
          <div id={panelId} className={css.panel} data-testid="search-dropdown" onFocus={cancelClose} onBlur={closeSoon}>
            {view.state === "results" ? (
              <>
                <div role="listbox" id={listboxId} aria-label="Search results" className={css.listbox}>
                  {view.results.map((result, index) => (
                    <Link
                      key={`${result.type}:${result.id}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === highlighted}
                      tabIndex={-1}
                      to={searchResultHref(result, urlNetwork)}
                      className={css.option}
                      // Keeps the focus in the box, so the blur timer never races the click.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={clearAndClose}
                    >
                      <SearchResultText result={result} />
                    </Link>
                  ))}
                </div>
                <VisuallyHidden>
                  <span role="status">{resultCountText(view.results.length)}</span>
                </VisuallyHidden>
                <Link to={searchPageHref(text, urlNetwork)} className={css.seeAll} onClick={() => setOpen(false)}>
                  See all results
                </Link>
              </>
            ) : (
              <p role="status" className={css.message}>
                {MESSAGE[view.state]}
              </p>
            )}
          </div>
        ) : null}
        {/* Enter alone is no control a visitor can find (WCAG 3.2.2): a submit button, shown when focused. */}
        <button type="submit" className={css.submit}>
          Search
        </button>
      </div>
    </Form>
  );
}
