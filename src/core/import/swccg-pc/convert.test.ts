// The PC file → Hands Down events (docs/architecture.md `import --from swccg-pc`), on small hand-made files
// shaped like ../shared/real-data/pc-native (README there): sides, byes, drops, modes, dates.
import { describe, expect, it } from "vitest";
import type { TournamentEvent } from "../../events.js";
import { fromPcTournament } from "./convert.js";

const luke = { id: "u-luke", name: "Luke Skywalker" };
const vader = { id: "u-vader", name: "Darth Vader" };
const leia = { id: "u-leia", name: "Leia Organa" };
const bye = { id: "u-bye-1", name: "BYE" };

function pcFile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "pc-1",
    name: "Hoth Regional",
    date: "2017-03-04T15:00:00.000Z",
    lastUpdate: "2017-03-05T01:00:00.000Z",
    mode: "SOS",
    hash: "ignored",
    players: [
      { ...luke, status: "STATUS_ACTIVE", vp: 4 },
      { ...vader, status: "STATUS_ACTIVE", vp: 2 },
      { ...leia, status: "STATUS_DROPPED", vp: 2 },
    ],
    games: [
      {
        playerDark: vader,
        playerLight: luke,
        winner: luke,
        vp: 2,
        diff: 12,
        round: { num: 1, decisions: [] },
      },
      { playerDark: bye, playerLight: leia, winner: leia, vp: 2, diff: 0, round: { num: 1 } },
      { playerDark: luke, playerLight: leia, winner: luke, vp: 2, diff: 0, round: { num: 2 } },
      { playerDark: vader, playerLight: bye, winner: vader, vp: 2, round: { num: 2 } },
      { playerDark: leia, playerLight: vader, winner: null, vp: 2, diff: 0, round: { num: 3 } },
    ],
    ...overrides,
  };
}

function recorded(events: readonly TournamentEvent[]) {
  return events.flatMap((event) => (event.type === "GameRecorded" ? [event.data] : []));
}

describe("fromPcTournament (docs/architecture.md import --from swccg-pc)", () => {
  it("keeps the PC's player ids and names, and drops (R2)", () => {
    const result = fromPcTournament(pcFile());
    if (!result.ok) throw new Error(result.error.message);
    const players = result.value.events.flatMap((event) =>
      event.type === "PlayerRegistered" ? [event.data.player] : [],
    );
    expect(players).toEqual([
      { id: "u-luke", name: "Luke Skywalker" },
      { id: "u-vader", name: "Darth Vader" },
      { id: "u-leia", name: "Leia Organa", status: "dropped" },
    ]);
  });

  it("SOS mode → pc-2016-sos, the SW-PC profile, the date part of `date` (K7)", () => {
    const result = fromPcTournament(pcFile());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.event).toEqual({
      name: "Hoth Regional",
      date: "2017-03-04",
      game: "swccg",
      rules: "swccg-pc-2.3.6",
      type: "constructed",
      options: { tiebreaks: "pc-2016-sos" },
      importedFrom: "swccg-pc",
    });
    expect(result.value.events[0]).toEqual({
      type: "EventCreated",
      data: { event: result.value.event, isImported: true },
    });
  });

  it("DIFF mode → pc-2016-diff (K7)", () => {
    const result = fromPcTournament(pcFile({ mode: "DIFF" }));
    expect(result.ok && result.value.event.options?.tiebreaks).toBe("pc-2016-diff");
  });

  it("game number n is round ⌈n/2⌉, game 1 or 2 (A1); sides kept; a BYE opponent is a bye (S5); null winner = no result", () => {
    const result = fromPcTournament(pcFile());
    if (!result.ok) throw new Error(result.error.message);
    expect(recorded(result.value.events)).toEqual([
      {
        gameId: 1,
        record: {
          round: 1,
          game: 1,
          table: 1,
          players: [
            { id: "u-vader", side: "dark" },
            { id: "u-luke", side: "light" },
          ],
          result: { end: "full", winner: "u-luke", lifeForce: 12 },
        },
      },
      {
        gameId: 2,
        record: { round: 1, game: 1, players: [{ id: "u-leia", side: "light" }], result: { end: "bye" } },
      },
      {
        gameId: 3,
        record: {
          round: 1,
          game: 2,
          table: 1,
          players: [
            { id: "u-luke", side: "dark" },
            { id: "u-leia", side: "light" },
          ],
          result: { end: "full", winner: "u-luke", lifeForce: 0 },
        },
      },
      {
        gameId: 4,
        record: { round: 1, game: 2, players: [{ id: "u-vader", side: "dark" }], result: { end: "bye" } },
      },
      {
        gameId: 5,
        record: {
          round: 2,
          game: 1,
          table: 1,
          players: [
            { id: "u-leia", side: "dark" },
            { id: "u-vader", side: "light" },
          ],
        },
      },
    ]);
    expect(result.value.gamesWithoutResult).toBe(1);
  });

  it("a 1-VP game is a modified win at time with the winner's Life Force (S3)", () => {
    const games = [
      { playerDark: vader, playerLight: luke, winner: vader, vp: 1, diff: 7, round: { num: 1 } },
    ];
    const result = fromPcTournament(pcFile({ games }));
    if (!result.ok) throw new Error(result.error.message);
    expect(recorded(result.value.events)[0]?.record.result).toEqual({
      end: "time",
      lifeForce: { "u-vader": 7, "u-luke": 0 },
    });
  });

  it("no `date`: `lastUpdate`; neither: the --date given; neither and no --date: refused naming date", () => {
    const noDate = fromPcTournament(pcFile({ date: undefined }));
    expect(noDate.ok && noDate.value.event.date).toBe("2017-03-05");
    const given = fromPcTournament(pcFile({ date: undefined, lastUpdate: undefined }), {
      date: "2016-05-29",
    });
    expect(given.ok && given.value.event.date).toBe("2016-05-29");
    const missing = fromPcTournament(pcFile({ date: undefined, lastUpdate: undefined }));
    expect(missing.ok ? undefined : missing.error.field).toBe("date");
    expect(missing.ok ? "" : missing.error.message).toContain("--date YYYY-MM-DD");
    const bad = fromPcTournament(pcFile({ date: undefined, lastUpdate: undefined }), { date: "29/05/2016" });
    expect(bad.ok ? undefined : bad.error.field).toBe("--date");
  });

  it("MATCH_PLAY is refused in one line naming the mode (N2)", () => {
    const result = fromPcTournament(pcFile({ mode: "MATCH_PLAY" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: "UNSUPPORTED_FORMAT", field: "mode" });
    expect(result.error.message).toContain("MATCH_PLAY");
    expect(result.error.message).not.toContain("\n");
  });

  it("refuses a winner who did not play, an unknown player, a game's bad Life Force — naming the PC file's game", () => {
    const stranger = fromPcTournament(
      pcFile({ games: [{ playerDark: vader, playerLight: luke, winner: leia, vp: 2, round: { num: 1 } }] }),
    );
    expect(stranger.ok ? undefined : stranger.error.field).toBe("games[0].winner.id");
    const ghost = { id: "u-ghost", name: "Obi-Wan" };
    const unknown = fromPcTournament(
      pcFile({ games: [{ playerDark: ghost, playerLight: luke, winner: luke, vp: 2, round: { num: 1 } }] }),
    );
    expect(unknown.ok ? undefined : unknown.error).toMatchObject({
      code: "UNKNOWN_PLAYER",
      field: "games[0].playerDark.id",
    });
    const games = [
      { playerDark: leia, playerLight: vader, winner: null, round: { num: 1 } },
      { playerDark: vader, playerLight: luke, winner: luke, vp: 2, diff: 1000, round: { num: 1 } },
    ];
    const tooMuch = fromPcTournament(pcFile({ games }));
    expect(tooMuch.ok ? undefined : tooMuch.error.field).toMatch(/^games\[1\]\.result\.lifeForce/);
  });

  it("refuses what is not a PC file, naming the field", () => {
    const result = fromPcTournament({ format: "handsdown-results" });
    expect(result.ok ? undefined : result.error.field).toBe("name");
  });
});
