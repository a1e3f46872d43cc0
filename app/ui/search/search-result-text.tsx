import type { SearchResult } from "../../lib/domain";
import { SEARCH_TYPE_LABEL } from "../../lib/search";
import { Badge } from "../badge";
import { LookAlikeWarning } from "../look-alike-warning";
import * as css from "./search.css";

/**
 * One search result as spec §2 describes it: title, optional subtitle and type.
 * Titles can be pool names from the chain: <bdi> keeps a right-to-left
 * override inside them from reordering the rest of the line. A stake pool's
 * subtitle is its pool id, and a look-alike pool carries its warning.
 */
export function SearchResultText({ result }: { result: SearchResult }) {
  return (
    <span className={css.result}>
      <bdi className={css.resultTitle} title={result.title}>
        {result.title}
      </bdi>
      <Badge variant="outline">{SEARCH_TYPE_LABEL[result.type]}</Badge>
      {result.subtitle ? <bdi className={css.resultSubtitle}>{result.subtitle}</bdi> : null}
      {result.type === "stakepool" && result.lookAlike ? (
        <span className={css.resultWarning}>
          <LookAlikeWarning warning={result.lookAlike} />
        </span>
      ) : null}
    </span>
  );
}
