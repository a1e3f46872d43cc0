import type { AssetAmount } from "../../lib/domain";
import { assetNameLabel, printableName } from "../../lib/assets/asset-name";
import { formatAssetChange, formatAssetQuantity } from "../../lib/assets/asset-quantity";
import { formatInteger, truncateHash } from "../../lib/formats/format";
import { InAppLink } from "../links/in-app-link";
import * as styles from "./asset-list.css";

/** Assets listed in full under an input or output; the rest wait behind a disclosure (no script needed). */
export const ASSET_PREVIEW = 5;

/** A token's page: by its fingerprint, which names one asset on any chain. */
const tokenHref = (fingerprint: string) => `/tokens/${encodeURIComponent(fingerprint)}`;

/**
 * The name a reader sees: the token's display name where it is printable
 * (metadata text can hide bidi or zero-width characters too), else the
 * name's bytes decoded where printable, else its hex.
 */
function shownName(asset: AssetAmount): { text: string; hex: boolean } {
  const display = printableText(asset.displayName);
  if (display !== null) return { text: display, hex: false };
  const label = assetNameLabel(asset.assetName);
  return { text: label, hex: label === asset.assetName && label !== "" };
}

function AssetRow({ asset, signed }: { asset: AssetAmount; signed: boolean }) {
  const name = shownName(asset);
  const burn = asset.quantity.startsWith("-");
  return (
    <li className={styles.row} data-testid="tx-asset" data-fingerprint={asset.fingerprint}>
      <bdi className={name.hex ? styles.hexName : styles.name} title={`Policy ${asset.policyId}`}>
        {name.text}
      </bdi>
      {printableText(asset.ticker) !== null ? <span className={styles.fingerprint}>{`(${asset.ticker})`}</span> : null}
      <InAppLink to={tokenHref(asset.fingerprint)} className={styles.fingerprint} title={asset.fingerprint}>
        {truncateHash(asset.fingerprint, 20)}
      </InAppLink>
      <span className={signed ? (burn ? styles.burnt : styles.minted) : styles.quantity} data-testid="tx-asset-quantity">
        {signed ? formatAssetChange(asset.quantity, asset.decimals) : formatAssetQuantity(asset.quantity, asset.decimals)}
      </span>
    </li>
  );
}

/** `text` when a reader sees every character of it (the asset name's own rule), else null. */
function printableText(text: string | null): string | null {
  if (text === null) return null;
  return printableName(Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join(""));
}

/**
 * The native assets an input or output holds (or a transaction mints): each
 * with its name, its fingerprint linking to the token, and its quantity with
 * the token's decimals where known. `signed` writes mints with + and burns with −.
 */
export function AssetList({ assets, signed = false }: { assets: ReadonlyArray<AssetAmount>; signed?: boolean }) {
  if (assets.length === 0) return null;
  const shown = assets.slice(0, ASSET_PREVIEW);
  const rest = assets.slice(ASSET_PREVIEW);
  const row = (asset: AssetAmount) => <AssetRow key={asset.unit} asset={asset} signed={signed} />;
  return (
    <div data-testid="tx-assets">
      <ul className={styles.list} aria-label={`${formatInteger(assets.length)} ${assets.length === 1 ? "asset" : "assets"}`}>
        {shown.map(row)}
      </ul>
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.summary}>{`${formatInteger(rest.length)} more ${rest.length === 1 ? "asset" : "assets"} (${formatInteger(assets.length)} in all)`}</summary>
          <ul className={styles.list}>{rest.map(row)}</ul>
        </details>
      ) : null}
    </div>
  );
}
