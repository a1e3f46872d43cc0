import { describe, expect, it } from "vitest";
import type { Queryable } from "../../db/queryable.server";
import { atIndexState } from "./addresses.server";

// An address read guesses where the address index stands from what the last read of
// the same database found, and reads again only when the guess was wrong. Two
// networks' databases stand at different blocks: each keeps its own guess.

type State = [number, string, boolean];

/** A database of `source` whose index stands at `state`: it answers the state statement, nothing else. */
function database(source: string, [r, cut, long]: State): Queryable {
  return {
    source,
    query: async <Row>() => [{ r, cut, long_tail: long }] as Row[],
  };
}

describe("atIndexState", () => {
  it("keeps each database's index state: reads alternating between two networks are one statement each", async () => {
    const networks = [
      { db: database("first-network", [120, "900", false]), state: [120, "900", false] as State },
      { db: database("second-network", [45, "300", false]), state: [45, "300", false] as State },
    ];
    const guesses: State[] = [];
    // A read as its statement would answer: its rows carry the state it found in its database.
    const readOf = (state: State) => async (guess: State) => {
      guesses.push(guess);
      return [{ stateR: state[0], stateCut: state[1], stateLong: state[2] }];
    };
    for (const { db, state } of networks) await atIndexState(db, readOf(state));
    guesses.length = 0;
    for (let round = 0; round < 3; round++) {
      for (const { db, state } of networks) await atIndexState(db, readOf(state));
    }
    expect(guesses).toEqual([0, 1, 2].flatMap(() => networks.map(({ state }) => state)));
  });

  it("reads again with the state it found when the index moved", async () => {
    const db = database("moving-network", [10, "50", false]);
    const guesses: State[] = [];
    const readAt = (state: State) => async (guess: State) => {
      guesses.push(guess);
      return [{ stateR: state[0], stateCut: state[1], stateLong: state[2] }];
    };
    await atIndexState(db, readAt([10, "50", false]));
    const rows = await atIndexState(db, readAt([11, "57", false]));
    expect(guesses).toEqual([[10, "50", false], [10, "50", false], [11, "57", false]]);
    expect(rows).toEqual([{ stateR: 11, stateCut: "57", stateLong: false }]);
  });
});
