import { TOKENS_PAGE_SIZE, type Token, type TokenHistoryPage, type TokenHoldersPage, type TokenTransactionsPage } from "../../lib/domain";
import { assetNameText } from "../../lib/assets/asset-name";
import { formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { formatInteger } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { TOKEN_PAGE_PARAMS } from "../../lib/params/token-pages";
import { holdersCsvHref } from "../../lib/tokens/token-links";
import { readableText, tokenTicker } from "../../lib/tokens/token-text";
import { EntityLink } from "../links/entity-link";
import { Card } from "../page/card";
import { DetailList, LongValue } from "../page/detail-list";
import { PageHeader } from "../page/page-header";
import { StatCard } from "../page/stat-card";
import { PageId } from "../values/page-id";
import { Timestamp } from "../values/timestamp";
import { TokenHistoryTable } from "./token-history-table";
import { TokenHoldersTable } from "./token-holders-table";
import { TokenImage } from "./token-image";
import { TokenLookAlikeBanner } from "./token-look-alike";
import { TokenMetadataCard } from "./token-metadata-card";
import { TokenNameText } from "./token-name";
import { TokenTransactionsTable } from "./token-transactions-table";
import * as styles from "./tokens.css";

export type TokenViewProps = {
  network: Network;
  token: Token;
  holders: TokenHoldersPage;
  history: TokenHistoryPage;
  transactions: TokenTransactionsPage;
  pages: { holders: number; history: number; transactions: number };
  showImage: boolean;
  pathname: string;
  search: string;
};

const LABEL_KIND: Record<number, string> = { 100: "CIP-68 reference token", 222: "CIP-68 NFT", 333: "CIP-68 fungible token", 444: "CIP-68 rich fungible token" };

// A token with no mint on record came with the chain's first state.
const mintTime = (time: string | null) => (time === null ? <span className={styles.muted}>Not on record</span> : <Timestamp value={time} />);

/** /tokens/{fingerprint}: what the token is, how much of it exists, who holds it, when it was minted and burned, which transactions moved it. */
export function TokenView({ network, token, holders, history, transactions, pages, showImage, pathname, search }: TokenViewProps) {
  const ticker = tokenTicker(token);
  const name = assetNameText(token.assetName);
  const supply = formatAssetQuantity(token.supply, token.decimals);
  const description = readableText(token.description);
  const paging = (list: keyof typeof TOKEN_PAGE_PARAMS, total: number) => ({
    page: pages[list],
    pageSize: TOKENS_PAGE_SIZE,
    total,
    search,
    param: TOKEN_PAGE_PARAMS[list],
  });
  return (
    <>
      <PageHeader
        back={{ to: "/tokens", label: "Tokens" }}
        network={network}
        title={
          <span data-testid="token-title">
            <TokenNameText token={token} />
            {ticker === null ? null : <bdi className={styles.ticker}>{ticker}</bdi>}
          </span>
        }
      >
        <PageId kind="token" id={token.fingerprint} testId="token-fingerprint" />
      </PageHeader>
      <div className={styles.stack}>
        <TokenLookAlikeBanner warning={token.lookAlike} />
        <div className={styles.statGrid}>
          <StatCard title="Total Supply" value={<span className={styles.statValue} data-testid="token-supply">{supply}</span>} />
          <StatCard title="Holders" value={<span data-testid="token-holders">{formatInteger(token.holders)}</span>} />
          <StatCard title="Mint Transactions" value={<span data-testid="token-mints">{formatInteger(token.mintTransactions)}</span>} />
          <StatCard title="Decimals" value={<span data-testid="token-decimals">{token.decimals === null ? "Unknown" : formatInteger(token.decimals)}</span>} />
        </div>
        <Card title="Token Information">
          <DetailList
            rows={[
              { label: "Name", value: <TokenNameText token={token} />, testId: "token-name" },
              { label: "Ticker", value: ticker === null ? <span className={styles.muted}>None</span> : <bdi>{ticker}</bdi> },
              { label: "Policy", value: <EntityLink kind="policy" id={token.policyId} truncate={false} copy testId="token-policy" /> },
              { label: "Asset Name (hex)", value: <LongValue value={name.hex} fallback="(empty name)" /> },
              ...(name.label === null ? [] : [{ label: "Asset Label", value: `${name.label} (${LABEL_KIND[name.label] ?? "CIP-67"})` }]),
              { label: "Unit", value: <LongValue value={token.unit} fallback="" /> },
              { label: "Standard", value: token.metadataStandard ?? <span className={styles.muted}>No metadata</span> },
              { label: "First Minted", value: mintTime(token.firstMintTime) },
              { label: "Last Minted", value: mintTime(token.lastMintTime) },
              ...(description === null ? [] : [{ label: "Description", value: <bdi className={styles.statValue}>{description}</bdi> }]),
            ]}
          />
        </Card>
        <Card
          title="Holders"
          actions={
            <a href={holdersCsvHref(token.fingerprint, network)} download className={styles.secondaryButton} data-testid="holders-export">
              Export CSV
            </a>
          }
        >
          <TokenHoldersTable
            holders={holders.holders}
            decimals={token.decimals}
            paging={paging("holders", holders.total)}
          />
        </Card>
        <Card title="Mint and Burn History">
          <TokenHistoryTable
            events={history.events}
            decimals={token.decimals}
            paging={paging("history", history.total)}
          />
        </Card>
        <Card title="Transactions">
          <TokenTransactionsTable
            transactions={transactions.transactions}
            decimals={token.decimals}
            paging={paging("transactions", transactions.total)}
          />
        </Card>
        <TokenMetadataCard
          metadata={token.metadata}
          standard={token.metadataStandard}
          fullJsonHref={`/api/networks/${network}/tokens/${token.unit}`}
          image={<TokenImage url={token.imageUrl} shown={showImage} pathname={pathname} search={search} />}
        />
      </div>
    </>
  );
}
