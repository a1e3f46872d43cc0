import type { StakePool } from "../../../lib/domain";
import { NOT_AVAILABLE, visibleTextOrNull } from "../../../lib/formats/format";
import { socialLinks } from "../../../lib/pools/pool-detail";
import { safeHttpUrl } from "../../../lib/navigation/safe-url";
import { Card } from "../../page/card";
import { CopyButton } from "../../values/copy-button";
import { DetailList } from "../../page/detail-list";
import { ExternalLink } from "../../links/entity-link";
import * as styles from "./stakepool.css";

const NONE = <span className={styles.muted}>{NOT_AVAILABLE}</span>;

/** A URL from the metadata: a link only when it is http(s); the text as it is, copyable. */
function MetadataUrl({ value, label, testId }: { value: string | null; label: string; testId: string }) {
  if (!value) return NONE;
  return (
    <span className={styles.idRow} data-testid={testId}>
      <ExternalLink href={safeHttpUrl(value)} className={styles.mono}>
        <bdi>{value}</bdi>
      </ExternalLink>
      <CopyButton value={value} label={`Copy ${label}`} />
    </span>
  );
}

/** spec §2 Pool Metadata: ticker, homepage, metadata URLs (copyable), social links. */
export function PoolMetadata({ pool }: { pool: StakePool }) {
  const ticker = visibleTextOrNull(pool.ticker);
  const social = socialLinks(pool.socialMedia);
  return (
    <Card title="Pool Metadata">
      <DetailList
        rows={[
          { label: "Ticker", value: ticker ? <bdi className={styles.ticker}>{ticker}</bdi> : NONE, testId: "pool-meta-ticker" },
          {
            label: "Homepage",
            value: pool.homepage ? (
              <ExternalLink href={safeHttpUrl(pool.homepage)} className={styles.chainText}>
                <bdi>{pool.homepage}</bdi>
              </ExternalLink>
            ) : (
              NONE
            ),
            testId: "pool-homepage",
          },
          { label: "Metadata URL", value: <MetadataUrl value={pool.metadataUrl} label="metadata URL" testId="pool-metadata-url" /> },
          {
            label: "Extended Metadata URL",
            value: <MetadataUrl value={pool.extendedMetadataUrl} label="extended metadata URL" testId="pool-extended-metadata-url" />,
          },
          {
            label: "Social",
            testId: "pool-social",
            value:
              social.length === 0 ? (
                NONE
              ) : (
                <ul className={styles.linkList}>
                  {social.map((link) => (
                    <li key={link.network} className={styles.chainText}>
                      {`${link.network}: `}
                      <ExternalLink href={link.href}>
                        <bdi>{link.text}</bdi>
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Card>
  );
}
