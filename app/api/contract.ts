import type { Network } from "../lib/network";

// The typed contract of spec §7, with the spec §3 field names. Chain
// quantities (DFM amounts, stake) travel as decimal strings (DESIGN.md §1).
// This first slice carries the calls the shell needs; each screen's issue
// adds its calls here and to both transports.

/** spec §3 Network stats. */
export type NetworkStats = {
  activePools: number;
  totalActiveStake: string;
  currentBlock: number;
  totalDelegators: number;
};

/** spec §3 Current epoch. */
export type CurrentEpoch = {
  epochNumber: number;
  /** ISO 8601, UTC. */
  startTime: string;
};

/** spec §3 Protocol parameters (parameters page). Deposits and costs in DFM. */
export type ProtocolParameters = {
  epoch: number;
  kParameter: number;
  saturationThreshold: string;
  minFee: string;
  maxTxSize: number;
  utxoCost: string;
  keyDeposit: string;
  poolDeposit: string;
  minPoolCost: string;
  rho: number;
  tau: number;
  protocolVersion: string;
  decentralization: number;
  minUtxo: string;
  coinsPerUtxoByte: string;
};

export interface ExplorerApi {
  readonly network: Network;
  /** GET /api/networks/{network}/stats; null when the chain has no data yet. */
  getNetworkStats(): Promise<NetworkStats | null>;
  /** GET /api/networks/{network}/epochs/current */
  getCurrentEpoch(): Promise<CurrentEpoch | null>;
  /** GET /api/networks/{network}/protocol-parameters */
  getProtocolParameters(): Promise<ProtocolParameters | null>;
}
