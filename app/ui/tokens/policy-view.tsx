import { TOKENS_PAGE_SIZE, type Policy } from "../../lib/domain";
import { metadataText } from "../../lib/formats/metadata-text";
import { formatInteger } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";

import { Card } from "../page/card";
import { PageHeader } from "../page/page-header";
import { StatCard } from "../page/stat-card";
import { PageId } from "../values/page-id";
import { TokensTable } from "./tokens-table";
import * as styles from "./tokens.css";
import { ScrollableText } from "../values/scrollable-text";

/** /policies/{policyId}: the tokens a minting policy made, with their supply, and its script where the chain has it. */
export function PolicyView({ network, policy, page, search }: { network: Network; policy: Policy; page: number; search: string }) {
  return (
    <>
      <PageHeader back={{ to: "/tokens", label: "Tokens" }} network={network} title="Minting Policy">
        <PageId kind="policy" id={policy.policyId} testId="policy-id" />
      </PageHeader>
      <div className={styles.stack}>
        <div className={styles.statGrid}>
          <StatCard title="Assets" value={<span data-testid="policy-assets">{formatInteger(policy.assetCount)}</span>} />
          {policy.holders === null ? null : <StatCard title="Holders" value={<span data-testid="policy-holders">{formatInteger(policy.holders)}</span>} />}
        </div>
        <Card title="Assets">
          <TokensTable
            tokens={policy.tokens}
            caption="Assets of this policy"
            showPolicy={false}
            empty="This policy has no assets left"
            paging={{ page, pageSize: TOKENS_PAGE_SIZE, total: policy.total, search }}
          />
        </Card>
        <Card title="Script">
          {policy.script === null ? (
            <p className={styles.muted} data-testid="policy-script-unknown">
              The chain has not shown this policy's script yet (a native script is revealed by the first transaction that uses it).
            </p>
          ) : (
            <>
              <p className={styles.note} data-testid="policy-script-type">{`Type: ${policy.script.type}`}</p>
              {policy.script.json == null ? (
                <p className={styles.muted}>A Plutus script: its bytes are not shown.</p>
              ) : (
                <ScrollableText className={styles.json} label="Policy script" testId="policy-script">
                  {metadataText(policy.script.json).text}
                </ScrollableText>
              )}
            </>
          )}
        </Card>
      </div>
    </>
  );
}
