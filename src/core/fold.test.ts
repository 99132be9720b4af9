// fold(events) folds a run of registrations at once (an imported file brings one per player):
// it must give exactly the state evolving one event at a time gives (replay equals live).
import { describe, expect, it } from "vitest";
import type { TournamentEvent } from "./events.js";
import { evolve, fold } from "./evolve.js";
import { INITIAL_STATE } from "./tournament/state.js";
import { created, decideOn, expectEvents, registered } from "./tournament/test-helpers.js";

describe("fold", () => {
  it("equals evolving one event at a time, with runs of registrations between other events", () => {
    const start = fold([created(), ...registered("a", "b", "c")]);
    const events: TournamentEvent[] = [
      ...registered("d", "e"),
      { type: "PlayerCheckedIn", data: { playerId: "a" } },
      ...registered("f"),
      ...expectEvents(decideOn(fold(registered("d", "e", "f"), start), { type: "PairNextGame" })),
      ...registered("g", "h"),
    ];
    const oneByOne = events.reduce(evolve, start);
    expect(fold(events, start)).toEqual(oneByOne);
    expect(fold([created(), ...registered("a", "b", "c")])).toEqual(
      [created(), ...registered("a", "b", "c")].reduce(evolve, INITIAL_STATE),
    );
  });

  it("leaves the state it starts from unchanged", () => {
    const start = fold([created(), ...registered("a")]);
    const players = start.players;
    fold(registered("b", "c"), start);
    expect(start.players).toBe(players);
    expect(players.map((p) => p.id)).toEqual(["a"]);
  });
});
