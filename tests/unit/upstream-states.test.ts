import { describe, expect, it } from "vitest";
import { nextStates, type NodeState, type Probe } from "../../deploy/upstream-states.mjs";

const both = (a: NodeState, b: NodeState) => new Map([["a", a], ["b", b]]);
const fresh = () => both({ in: true, strikes: 0 }, { in: true, strikes: 0 });

/** The states after each round of probes (a's, b's), from both nodes in. */
function rounds(...probes: Array<[Probe, Probe]>): Array<Record<string, boolean>> {
  let states = fresh();
  return probes.map(([a, b]) => {
    states = nextStates(states, new Map([["a", a], ["b", b]]));
    return Object.fromEntries([...states].map(([node, state]) => [node, state.in]));
  });
}

describe("nextStates", () => {
  it("takes a node out once it has said twice in a row that it cannot serve while the other could", () => {
    expect(rounds([false, true], [false, true])).toEqual([{ a: true, b: true }, { a: false, b: true }]);
  });

  it("puts a node back as soon as it is ready", () => {
    expect(rounds([false, true], [false, true], [true, true])).toEqual([{ a: true, b: true }, { a: false, b: true }, { a: true, b: true }]);
  });

  it("keeps both in through an outage they share, whichever turns first, going and coming back", () => {
    expect(rounds([false, true], [false, false], [false, false], [true, false], [true, true])).toEqual(Array(5).fill({ a: true, b: true }));
  });

  it("starts counting again after a round it was ready", () => {
    expect(rounds([false, true], [true, true], [false, true])).toEqual(Array(3).fill({ a: true, b: true }));
  });

  it("leaves a node without a verdict (gone, stopping, too slow) as it was", () => {
    expect(rounds([null, true], [null, true])).toEqual(Array(2).fill({ a: true, b: true }));
    expect(rounds([false, true], [false, true], [null, true])[2]).toEqual({ a: false, b: true });
  });

  it("counts a node without a verdict that is in as serving", () => {
    expect(rounds([false, null], [false, null])[1]).toEqual({ a: false, b: true });
  });

  it("keeps an out node out, and the other in, when the other fails too", () => {
    expect(rounds([false, true], [false, true], [false, false], [false, false])[3]).toEqual({ a: false, b: true });
  });
});
