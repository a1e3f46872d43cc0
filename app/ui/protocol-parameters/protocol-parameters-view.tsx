import type { ProtocolParameters } from "../../lib/domain";
import { formatDecentralization, formatInteger, formatRhoTau } from "../../lib/formats/format";
import { minUtxoForPlainOutput, minUtxoFormula } from "../../lib/transactions/min-utxo";
import { unitsFor, type Network } from "../../lib/navigation/network";
import { supplyAsOfText, supplyFigures } from "../../lib/chain/supply";
import { Amount } from "../values/amount";
import { Card } from "../page/card";
import { CopyButton } from "../values/copy-button";
import { StatCard } from "../page/stat-card";
import { SaturationThreshold } from "../pools/saturation-threshold";
import * as css from "./protocol-parameters-view.css";

export const NO_PARAMETERS = "No protocol parameters available";

// The loaded state of the Protocol Parameters screen (spec §2): summary cards
// and five groups of parameters, amounts in the network's coin.
export function ProtocolParametersView({ parameters, network }: { parameters: ProtocolParameters; network: Network }) {
  const supply = supplyFigures(parameters, network);
  const asOf = supplyAsOfText(supply.asOfEpoch);
  const amount = (dfm: string, format: "amount" | "fixed2" | "fixed6" = "fixed6") => (
    <Amount dfm={dfm} network={network} format={format} />
  );
  return (
    <>
      <div className={css.cards}>
        <StatCard
          title="Total Supply"
          value={<Amount dfm={supply.total.dfm} network={network} format="compact" estimated={supply.total.estimated} testId="total-supply" />}
          hint={asOf}
        />
        <StatCard
          title="Circulating Supply"
          value={
            <Amount
              dfm={supply.circulating.dfm}
              network={network}
              format="compact"
              estimated={supply.circulating.estimated}
              testId="circulating-supply"
            />
          }
          hint={asOf ? <span data-testid="supply-as-of">{asOf}</span> : null}
        />
        <StatCard title="K Parameter" value={formatInteger(parameters.kParameter)} hint="Optimal pool count" />
        <StatCard
          title="Saturation Threshold"
          value={<SaturationThreshold dfm={parameters.saturationThreshold} network={network} testId="saturation-threshold" />}
          hint="Per-pool optimal stake"
        />
      </div>
      <div className={css.sections}>
        <ParameterGroup
          title="Transaction Parameters"
          rows={[
            ["Minimum Fee", amount(parameters.minFee)],
            ["Max Transaction Size", `${formatInteger(parameters.maxTxSize)} bytes`],
            ["UTXO Cost", amount(parameters.utxoCost)],
          ]}
        />
        <ParameterGroup
          title="Staking Parameters"
          rows={[
            ["Key Deposit", amount(parameters.keyDeposit, "fixed2")],
            ["Pool Deposit", amount(parameters.poolDeposit, "fixed2")],
            ["Min Pool Cost", amount(parameters.minPoolCost, "fixed2")],
          ]}
        />
        <ParameterGroup
          title="Reward Parameters"
          rows={[
            ["Rho (monetary expansion rate)", formatRhoTau(parameters.rho)],
            ["Tau (treasury expansion rate)", formatRhoTau(parameters.tau)],
          ]}
        />
        <ParameterGroup
          title="Technical Details"
          rows={[
            [
              "Protocol Version",
              <span className={css.withCopy} key="version">
                {parameters.protocolVersion}
                <CopyButton value={parameters.protocolVersion} label="Copy protocol version" />
              </span>,
            ],
            ["Decentralization", formatDecentralization(parameters.decentralization)],
          ]}
        />
        <ParameterGroup
          title="UTXO Parameters"
          rows={[
            ["Min UTXO", <MinUtxo key="min-utxo" parameters={parameters} network={network} />],
            ["Coins per UTXO Byte", `${formatInteger(parameters.coinsPerUtxoByte)} ${unitsFor(network).smallUnit}`],
          ]}
        />
      </div>
    </>
  );
}

/**
 * The least coin of a plain output (no tokens, to a base address), from the price
 * per byte and the ledger's size rule (app/lib/transactions/min-utxo.ts), with that price beside
 * it and the formula as its tooltip (a title: no JavaScript needed). Without a price
 * per byte (before Babbage), the chain's flat minimum as given.
 */
function MinUtxo({ parameters, network }: { parameters: ProtocolParameters; network: Network }) {
  const price = BigInt(parameters.coinsPerUtxoByte || "0");
  const min = minUtxoForPlainOutput(price);
  if (!min) return <Amount dfm={parameters.minUtxo} network={network} format="fixed6" testId="min-utxo" />;
  const { smallUnit } = unitsFor(network);
  return (
    <span className={css.minUtxo} title={minUtxoFormula(min, price, smallUnit)} data-testid="min-utxo-rule">
      <Amount dfm={min.coin} network={network} format="fixed6" testId="min-utxo" />
      <span className={css.aside}>
        plain output, {formatInteger(parameters.coinsPerUtxoByte)} {smallUnit}/byte
      </span>
    </span>
  );
}

function ParameterGroup({ title, rows }: { title: string; rows: Array<[string, React.ReactNode]> }) {
  return (
    <Card title={title}>
      <dl className={css.list}>
        {rows.map(([label, value]) => (
          <div className={css.row} key={label}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
