// @ts-check
// Which nodes deploy/upstream-health.mjs keeps in nginx's upstream block, from one
// round of /readyz probes. Every change costs a reload of nginx, and a reload resets
// requests racing its old workers (upstream-health.mjs says how many), so a node is
// taken out only when it has said twice in a row that it cannot serve while another
// node could. Nodes on one database (the reference layout: every node on one replica)
// turn not ready and ready again within a probe of one another; counting those rounds
// would take one node out and put it back at every outage they share.

/** Rounds in a row a node must say it cannot serve, another node serving, before it is taken out. */
const ROUNDS_TO_TAKE_OUT = 2;

/**
 * @typedef {{ in: boolean, strikes: number }} NodeState `in`: listed without `down`;
 *   `strikes`: rounds in a row it said it cannot serve while another node could
 * @typedef {boolean | null} Probe true: ready; false: it cannot serve (its database down,
 *   its replica lagging); null: no verdict (gone, stopping, or no answer in time)
 */

/**
 * The nodes' states after a round of probes. A ready node is in at once; a node without
 * a verdict keeps its state (nginx's passive failover skips a node that is gone, and a
 * busy node is not one to take out).
 * @param {ReadonlyMap<string, NodeState>} previous every node's state before the round
 * @param {ReadonlyMap<string, Probe>} probes the round's verdicts
 * @returns {Map<string, NodeState>}
 */
export function nextStates(previous, probes) {
  const probeOf = (/** @type {string} */ node) => probes.get(node) ?? null;
  const serving = [...previous].filter(([node, state]) => probeOf(node) === true || (probeOf(node) === null && state.in)).map(([node]) => node);
  return new Map(
    [...previous].map(([node, state]) => {
      const probe = probeOf(node);
      if (probe === true) return [node, { in: true, strikes: 0 }];
      if (probe === null) return [node, state];
      const strikes = serving.some((other) => other !== node) ? state.strikes + 1 : 0;
      return [node, { in: state.in && strikes < ROUNDS_TO_TAKE_OUT, strikes }];
    }),
  );
}
