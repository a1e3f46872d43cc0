import type { TokenListItem } from "../../lib/domain";
import { entityHref } from "../../lib/navigation/hrefs";
import { tokenName, tokenTicker } from "../../lib/tokens/token-text";
import { Link } from "../links/page-network";
import * as styles from "./tokens.css";

type Named = Pick<TokenListItem, "fingerprint" | "displayName" | "ticker" | "assetName">;

/** A token's name as text: readable text in <bdi>, a hostile or binary name as its hex. */
export function TokenNameText({ token }: { token: Pick<Named, "displayName" | "assetName"> }) {
  const name = tokenName(token);
  return name.hex ? <span className={styles.hexName}>{name.text}</span> : <bdi className={styles.name}>{name.text}</bdi>;
}

/** A token named in a list: its name linked to its page (by fingerprint), its ticker beside it. */
export function TokenNameLink({ token, testId }: { token: Named; testId?: string }) {
  const ticker = tokenTicker(token);
  return (
    <>
      <Link to={entityHref("token", token.fingerprint)} title={token.fingerprint} data-testid={testId}>
        <TokenNameText token={token} />
      </Link>
      {ticker === null ? null : (
        <bdi className={styles.ticker} data-testid={testId ? `${testId}-ticker` : undefined}>
          {ticker}
        </bdi>
      )}
    </>
  );
}
