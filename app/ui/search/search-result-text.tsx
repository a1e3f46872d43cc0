import type { SearchResult } from "../../lib/domain";
import { networkLabel } from "../../lib/navigation/network";
import { openOnNetworkText, SEARCH_TYPE_LABEL } from "../../lib/search/search";
import { Badge } from "../values/badge";
import { LookAlikeWarning } from "../pools/look-alike-warning";
import * as css from "./search.css";

/**
 * One search result as spec §2 describes it: title, optional subtitle and type.
 * Titles can be pool names from the chain: <bdi> keeps a right-to-left
 * override inside them from reordering the rest of the line. A stake pool's
 * subtitle is its pool id, and a look-alike pool carries its warning. A
 * result of the other network says where it is, and the row (a link) opens it there.
 */
export function SearchResultText({ result }: { result: SearchResult }) {
  return (
    <span className={css.result}>
      <bdi className={css.resultTitle} title={result.title}>
        {result.title}
      </bdi>
      <Badge variant="outline">{SEARCH_TYPE_LABEL[result.type]}</Badge>
      {result.subtitle ? <bdi className={css.resultSubtitle}>{result.subtitle}</bdi> : null}
      {result.network ? (
        <span className={css.resultElsewhere} data-testid="search-result-other-network">
          <span>{`On ${networkLabel(result.network)}`}</span>
          <span className={css.openOn}>{openOnNetworkText(result.network)}</span>
        </span>
      ) : null}
      {result.type === "stakepool" && result.lookAlike ? (
        <span className={css.resultWarning}>
          <LookAlikeWarning warning={result.lookAlike} />
        </span>
      ) : null}
    </span>
  );
}
