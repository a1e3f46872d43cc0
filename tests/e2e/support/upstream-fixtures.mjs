// @ts-check
// Protocol parameters as an upstream explorer API returns them (spec §3).
// Testnet carries hostile text where a string is shown, to prove it stays text.
export const PROTOCOL_PARAMETERS = {
  mainnet: {
    epoch: 412,
    kParameter: 500,
    saturationThreshold: "72681356000000",
    minFee: "155381",
    maxTxSize: 16384,
    utxoCost: "4310",
    keyDeposit: "2000000",
    poolDeposit: "500000000",
    minPoolCost: "170000000",
    rho: 0.003,
    tau: 0.2,
    protocolVersion: "9.0",
    decentralization: 0,
    minUtxo: "1000000",
    coinsPerUtxoByte: "4310",
  },
  testnet: {
    epoch: 97,
    kParameter: 150,
    saturationThreshold: "1500000000000",
    minFee: "155381",
    maxTxSize: 16384,
    utxoCost: "4310",
    keyDeposit: "2000000",
    poolDeposit: "500000000",
    minPoolCost: "170000000",
    rho: 0.003,
    tau: 0.2,
    protocolVersion: "8.0<img src=x onerror=alert(1)><script>alert(2)</script>",
    decentralization: 0.5,
    minUtxo: "1000000",
    coinsPerUtxoByte: "4310",
  },
};
