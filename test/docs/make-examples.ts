// Writes examples/{young-jedi-constructed,star-trek-2e-regional,star-wars-sealed,on-the-edge}.json
// by playing each event through the decider (the live path: PairNextGame, ReportResult), so every
// pairing is the software's own and `handsdown audit` finds nothing; the results are random but
// plausible, from a seeded generator. Run: npx tsx test/docs/make-examples.ts
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { decide } from "../../src/core/decide.js";
import { evolve, fold } from "../../src/core/evolve.js";
import type { TournamentCommand } from "../../src/core/commands.js";
import { makeRandom, type Random } from "../../src/core/random.js";
import { toResultsFile } from "../../src/core/tournament/project.js";
import { gamesOf, lastPairing, type TournamentState } from "../../src/core/tournament/state.js";
import type { GameSlot } from "../../src/core/tournament/state.js";

const EXAMPLES = resolve(import.meta.dirname, "../../examples");
const ctx = { now: "2026-06-01T10:00:00.000Z", seed: "x" };
function run(state: TournamentState, command: TournamentCommand): TournamentState {
  const d = decide(command, state, ctx);
  if (!d.ok) throw new Error(`${command.type}: ${d.error.code} ${d.error.message} (${d.error.field})`);
  return d.value.reduce(evolve, state);
}

type ResultFn = (slot: GameSlot, rnd: Random, state: TournamentState) => Record<string, unknown>;

function play(
  event: Record<string, unknown>,
  players: [string, string, string][],
  games: number,
  result: ResultFn,
  final: boolean,
  out: string,
) {
  const rnd = makeRandom(`results:${String(event["name"])}`);
  let state = fold([{ type: "EventCreated", data: { event: event as never } }]);
  for (const [firstName, lastName, birthDate] of players)
    state = run(state, { type: "RegisterPlayer", player: { firstName, lastName, birthDate } });
  const pairAndPlay = (cmd: TournamentCommand) => {
    state = run(state, cmd);
    const ids = new Set(lastPairing(state)!.gameIds);
    for (const slot of gamesOf(state).filter((s) => ids.has(s.gameId) && !s.isBye)) {
      state = run(state, { type: "ReportResult", gameId: slot.gameId, result: result(slot, rnd, state) });
    }
  };
  for (let g = 0; g < games; g++) pairAndPlay({ type: "PairNextGame" });
  if (final) {
    pairAndPlay({ type: "PairNextGame", final: true });
  }
  if (event["game"] === "ote") {
    for (let i = 0; i < 12; i++) {
      const d = decide({ type: "PairNextGame" }, state, ctx);
      if (!d.ok) break;
      const wasFinal = d.value.some((e) => e.type === "GamePaired" && e.data.isFinal);
      pairAndPlay({ type: "PairNextGame" });
      if (wasFinal) break;
    }
  }
  writeFileSync(out, `${JSON.stringify(toResultsFile(state), null, 2)}\n`);
  console.log(out, gamesOf(state).length);
}

const pick = (slot: GameSlot, rnd: Random) => {
  const ids = slot.record.players.map((p) => p.id);
  const w = rnd.int(ids.length);
  return { winner: ids[w]!, loser: ids[1 - w]!, ids };
};

// Young Jedi: constructed, two-game rounds with allegiance, 30-minute games (R4).
play(
  {
    name: "Naboo Open",
    date: "2026-04-18",
    game: "yj",
    rules: "yj-decipher-6.99",
    type: "constructed",
    sanctioned: true,
    seed: "naboo-open",
    location: "Theed Games, Springfield",
    director: "Sio Bibble",
  },
  [
    ["Obi", "Kenobi", "1971-03-31"],
    ["Qui", "Gonn", "1952-04-07"],
    ["Padme", "Amidala", "1981-06-09"],
    ["Anakin", "Skywalker", "1989-02-01"],
    ["Jar", "Binks", "1976-11-22"],
    ["Mace", "Windu", "1948-12-21"],
    ["Darth", "Maul", "1980-01-09"],
    ["Nute", "Gunray", "1966-07-14"],
    ["Rune", "Haako", "1969-05-30"],
  ],
  6,
  (slot, rnd) => {
    const { winner, loser } = pick(slot, rnd);
    const kind = rnd.int(10);
    if (kind < 6) return { end: "full", winner, drawDeck: 3 + rnd.int(18) };
    if (kind < 9)
      return {
        end: "time",
        planetaryVictories: { [winner]: 1, [loser]: 0 },
        drawDeck: { [winner]: 4 + rnd.int(12), [loser]: 2 + rnd.int(12) },
      };
    return { end: "tie" };
  },
  false,
  join(EXAMPLES, "young-jedi-constructed.json"),
);

// Star Trek 2E: Organized Play 2014 ruling, one-deck Swiss, cap 100.
play(
  {
    name: "Deep Space Nine Regional",
    date: "2026-05-09",
    game: "stccg2e",
    rules: "stccg-opg-2014",
    type: "constructed",
    sanctioned: true,
    seed: "ds9-regional",
    options: { cap: 100, level: "territorial" },
    location: "Quark's, Bajor",
  },
  [
    ["Benjamin", "Sisko", "1968-09-11"],
    ["Kira", "Nerys", "1973-02-01"],
    ["Julian", "Bashir", "1975-06-29"],
    ["Jadzia", "Dax", "1974-07-20"],
    ["Miles", "O'Brien", "1965-10-24"],
    ["Elim", "Garak", "1961-03-04"],
    ["Worf", "Mogh", "1970-12-09"],
    ["Ezri", "Tigan", "1979-05-12"],
    ["Kasidy", "Yates", "1972-08-16"],
    ["Rom", "Ferengi", "1977-01-15"],
    ["Leeta", "Dabo", "1978-04-02"],
  ],
  4,
  (slot, rnd) => {
    const { winner, loser } = pick(slot, rnd);
    const kind = rnd.int(10);
    if (kind < 6)
      return { end: "full", points: { [winner]: 100 + 5 * rnd.int(6), [loser]: 5 * rnd.int(15) } };
    if (kind < 8) return { end: "time", points: { [winner]: 40 + 5 * rnd.int(10), [loser]: 5 * rnd.int(8) } };
    return { end: "gameplay", winner, points: { [winner]: 5 * rnd.int(12), [loser]: 20 + 5 * rnd.int(10) } };
  },
  false,
  join(EXAMPLES, "star-trek-2e-regional.json"),
);

// Star Wars constructed, halfway: two rounds (four games) of two-game rounds with allegiance (A1–A6).
play(
  {
    name: "Hoth Open",
    date: "2026-05-02",
    game: "swccg",
    rules: "swccg-pc-2.3.6",
    type: "constructed",
    sanctioned: true,
    seed: "hoth-open",
    location: "Echo Base Games",
  },
  [
    ["Luke", "Skywalker", "1970-01-01"],
    ["Leia", "Organa", "1971-02-06"],
    ["Han", "Solo", "1972-03-11"],
    ["Chewbacca", "Wookiee", "1960-05-20"],
    ["Wedge", "Antilles", "1974-05-21"],
    ["Wes", "Janson", "1975-07-07"],
    ["Darth", "Vader", "1965-04-04"],
    ["Maximilian", "Veers", "1963-08-12"],
    ["Firmus", "Piett", "1962-09-19"],
    ["Kendal", "Ozzel", "1961-10-30"],
    ["Lorth", "Needa", "1966-11-11"],
  ],
  4,
  (slot, rnd) => {
    const { winner, loser } = pick(slot, rnd);
    const kind = rnd.int(20);
    if (kind < 14) return { end: "full", winner, lifeForce: 3 + rnd.int(25) };
    if (kind < 19) return { end: "time", lifeForce: { [winner]: 8 + rnd.int(15), [loser]: 1 + rnd.int(7) } };
    return { end: "quit", quitter: loser, differential: 20 };
  },
  false,
  join(EXAMPLES, "star-wars-constructed-halfway.json"),
);

// Star Wars sealed: D1 sides kept all event, three games, a one-game Final Confrontation (D3, F3).
play(
  {
    name: "Cloud City Sealed",
    date: "2026-07-11",
    game: "swccg",
    rules: "swccg-pc-2.3.6",
    type: "sealed",
    sanctioned: true,
    seed: "cloud-city-sealed",
    location: "Bespin Hobbies",
  },
  [
    ["Lando", "Calrissian", "1973-04-16"],
    ["Lobot", "Cyborg", "1969-02-20"],
    ["Ugnaught", "Worker", "1980-08-08"],
    ["Boba", "Fett", "1971-12-01"],
    ["Bossk", "Trandoshan", "1970-06-06"],
    ["Dengar", "Hunter", "1968-03-03"],
    ["Zuckuss", "Gand", "1975-09-09"],
    ["Igor", "Ig", "1979-10-10"],
  ],
  3,
  (slot, rnd) => {
    const { winner, loser } = pick(slot, rnd);
    if (rnd.int(10) < 7) return { end: "full", winner, lifeForce: 2 + rnd.int(20) };
    return { end: "time", lifeForce: { [winner]: 6 + rnd.int(12), [loser]: 1 + rnd.int(5) } };
  },
  true,
  join(EXAMPLES, "star-wars-sealed.json"),
);

// On the Edge: groups of three (M1), active/inactive sets, final of three (M6).
play(
  {
    name: "Edge City Throwdown",
    date: "2026-03-21",
    game: "ote",
    rules: "ote-1.2",
    type: "ote",
    seed: "edge-city",
    location: "The Hub, Edge City",
  },
  [
    ["Mara", "Sullivan", "1970-01-05"],
    ["Jonah", "Krieg", "1972-02-11"],
    ["Ilsa", "Moreau", "1974-03-17"],
    ["Tobias", "Wren", "1976-04-23"],
    ["Nadia", "Voss", "1978-05-29"],
    ["Caleb", "Rourke", "1980-06-04"],
    ["Petra", "Lind", "1982-07-10"],
    ["Oscar", "Hale", "1984-08-16"],
    ["Greta", "Falk", "1986-09-22"],
    ["Hugo", "Brandt", "1971-10-28"],
    ["Vera", "Stone", "1973-11-03"],
    ["Felix", "Arden", "1975-12-09"],
    ["Lena", "Okafor", "1977-01-15"],
    ["Rafael", "Cruz", "1979-02-21"],
    ["Sofia", "Ren", "1981-03-27"],
  ],
  0,
  (slot, rnd) => {
    const ids = slot.record.players.map((p) => p.id);
    const w = rnd.int(ids.length);
    const influence: Record<string, number> = {};
    ids.forEach((id, i) => (influence[id] = i === w ? 16 + rnd.int(4) : rnd.int(15) - 2));
    // distinct IP for the others, so places are clear
    const others = ids.filter((_, i) => i !== w);
    if (others.length === 2 && influence[others[0]!] === influence[others[1]!]) influence[others[1]!]! -= 1;
    return { winner: ids[w]!, influence };
  },
  false,
  join(EXAMPLES, "on-the-edge.json"),
);
