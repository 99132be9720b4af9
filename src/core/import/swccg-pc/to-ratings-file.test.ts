// The PC gives one person a new UUID in every file: the ratings match him by name, accents and
// case aside, or by the TD's mapping where two people share a name.
import { describe, expect, it } from "vitest";
import { fromPcTournament } from "./convert.js";
import { matchPcPlayers, pcToRatingsFile } from "./to-ratings-file.js";

function pcFile(names: readonly [string, string], ids: readonly [string, string]) {
  const [a, b] = [0, 1].map((i) => ({ id: ids[i]!, name: names[i]! }));
  return {
    name: "Mos Eisley Open",
    date: "2017-03-04T12:00:00Z",
    mode: "DIFF",
    players: [a, b],
    games: [{ playerDark: a, playerLight: b, winner: b, vp: 2, diff: "7", round: { num: 1 } }],
  };
}

describe("PC files for the ratings", () => {
  it("one person in two files, spelt with and without accents, is one ID; the file is sanctioned", () => {
    const first = pcToRatingsFile(pcFile(["José Núñez", "Ann Archer"], ["u1", "u2"]));
    const second = pcToRatingsFile(pcFile(["jose nunez", "ANN ARCHER"], ["u7", "u8"]));
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(first.value.players.map((p) => p.id)).toEqual(["josenunez", "annarcher"]);
    expect(second.value.players.map((p) => p.id)).toEqual(["josenunez", "annarcher"]);
    expect(first.value.players[0]!.name).toBe("José Núñez");
    expect(first.value.event.sanctioned).toBe(true);
    expect(first.value.games[0]!.result).toEqual({ end: "full", winner: "annarcher", lifeForce: 7 });
  });

  it("two people of one event with the same name are refused until the TD maps them", () => {
    const twins = pcFile(["Casey", "casey"], ["u1", "u2"]);
    const refused = pcToRatingsFile(twins);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.field).toBe("players[1].name");
      expect(refused.error.message).toContain("--players FILE.csv");
    }
    const mapped = pcToRatingsFile(twins, { playerIds: new Map([["u2", "caseyjones010190"]]) });
    expect(mapped.ok && mapped.value.players.map((p) => p.id)).toEqual(["casey", "caseyjones010190"]);
  });

  it("the event log's file of a PC import (marked importedFrom) is matched the same way; the mark goes", () => {
    const pc = fromPcTournament(pcFile(["José Núñez", "Ann Archer"], ["u1", "u2"]), { sanctioned: true });
    if (!pc.ok) throw new Error("refused");
    expect(pc.value.file.event.importedFrom).toBe("swccg-pc");
    expect(pc.value.file.players.map((p) => p.id)).toEqual(["u1", "u2"]);
    const matched = matchPcPlayers(pc.value.file, { playerIds: new Map([["u2", "annarcher010190"]]) });
    if (!matched.ok) throw new Error("refused");
    expect(matched.value.players.map((p) => p.id)).toEqual(["josenunez", "annarcher010190"]);
    expect(matched.value.games[0]!.players.map((p) => p.id)).toEqual(["josenunez", "annarcher010190"]);
    expect(matched.value.event.importedFrom).toBeUndefined();
    const direct = pcToRatingsFile(pcFile(["José Núñez", "Ann Archer"], ["u1", "u2"]), {
      playerIds: new Map([["u2", "annarcher010190"]]),
    });
    expect(direct).toEqual(matched);
  });

  it("a file not imported from the PC keeps its IDs, even two players of one name", () => {
    const pc = fromPcTournament(pcFile(["Casey", "casey"], ["u1", "u2"]), { sanctioned: true });
    if (!pc.ok) throw new Error("refused");
    const { importedFrom: _mark, ...event } = pc.value.file.event;
    const own = { ...pc.value.file, event };
    expect(matchPcPlayers(own)).toEqual({ ok: true, value: own });
  });
});
