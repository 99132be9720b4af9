// The demo plays a whole event through the command pipeline — the same path as a TD's commands —
// with results drawn from the event's seed: each player has a hidden strength, the stronger
// usually wins, and the scores look like real games of the profile (S1/S3, T2/T3, Y1, E2/E4).
import { makeEventId } from "../../app/event-list.js";
import { CommandPipeline } from "../../app/command-pipeline.js";
import type { TournamentCommand } from "../../core/commands.js";
import type { RawResult } from "../../core/events.js";
import { GAME_NAMES, type GameName } from "../../core/games.js";
import { makeRandom, type Random } from "../../core/random.js";
import { standingSlots } from "../../core/tournament/project.js";
import { pendingGames, type GameSlot, type TournamentState } from "../../core/tournament/state.js";
import { badInput } from "../exit.js";
import { localDate } from "../local-time.js";
import { describeCommandError, freshSeed } from "../live/session.js";
import { printJson, printLines } from "../output.js";
import { withStore } from "../store-option.js";

export interface DemoFlags {
  readonly players: string;
  readonly game: string;
  readonly seed?: string;
  readonly name?: string;
  readonly db?: string;
  readonly json?: boolean;
  readonly ifEmpty?: boolean;
}

const FIRST = [
  "Ana",
  "Ben",
  "Cora",
  "Dev",
  "Elif",
  "Finn",
  "Greta",
  "Hugo",
  "Ines",
  "Jon",
  "Kira",
  "Leo",
  "Maya",
  "Nils",
  "Omar",
  "Pia",
  "Quinn",
  "Rosa",
  "Sam",
  "Tess",
  "Uma",
  "Vik",
  "Wren",
  "Yara",
  "Zane",
];
const LAST = [
  "Almeida",
  "Berg",
  "Costa",
  "Dahl",
  "Evans",
  "Fischer",
  "Garcia",
  "Holm",
  "Ito",
  "Jensen",
  "Kowalski",
  "Larsen",
  "Moreau",
  "Novak",
  "Okafor",
  "Petrov",
  "Quist",
  "Rossi",
  "Silva",
  "Tanaka",
  "Ueda",
  "Vidal",
  "Weber",
  "Young",
  "Zoric",
];

const EVENT_NAMES: Record<GameName, string> = {
  swccg: "Demo Hoth Open",
  stccg1e: "Demo Khitomer Classic",
  stccg2e: "Demo Deep Space Open",
  yj: "Demo Naboo Cup",
  ote: "Demo On the Edge Night",
};

/** Plausible Swiss length: enough games for a clear top two (SW plays two-game rounds, A1). */
function swissGames(game: GameName, players: number): number {
  const log = Math.ceil(Math.log2(players));
  return game === "swccg" ? 2 * Math.max(2, log - 1) : Math.max(3, log + 1);
}

function between(random: Random, low: number, high: number): number {
  return low + random.int(high - low + 1);
}

interface Simulation {
  readonly random: Random;
  readonly strength: Map<string, number>;
}

function pickWinner(sim: Simulation, ids: readonly string[]): string {
  // The stronger player usually wins: odds proportional to strength.
  const weights = ids.map((id) => sim.strength.get(id) ?? 1);
  let roll = sim.random.next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, id] of ids.entries()) {
    roll -= weights[i]!;
    if (roll < 0) return id;
  }
  return ids.at(-1)!;
}

function simulateResult(
  sim: Simulation,
  game: GameName,
  slot: GameSlot,
  trace: readonly string[],
): RawResult {
  const ids = slot.record.players.map((s) => s.id);
  if (slot.record.stage === "ote-playoff") {
    // M6 (OTE 2.83): the additional game to 8 IP names who advanced, in order.
    const spots = Number(/until (\d+) player/.exec(trace.join(" "))?.[1] ?? "1");
    return { advanced: sim.random.shuffle(ids).slice(0, spots) };
  }
  const winner = pickWinner(sim, ids);
  const loser = ids.find((id) => id !== winner) ?? winner;
  const { random } = sim;
  switch (game) {
    case "swccg":
      // S1 full win with Life Force left; one game in five goes to time (S3).
      if (random.int(5) > 0) return { end: "full", winner, lifeForce: between(random, 1, 32) };
      return { end: "time", lifeForce: { [winner]: between(random, 8, 30), [loser]: between(random, 0, 7) } };
    case "stccg1e":
    case "stccg2e": {
      const cap = game === "stccg2e" ? 100 : 100;
      if (random.int(4) > 0)
        return {
          end: "full",
          points: { [winner]: between(random, cap, cap + 35), [loser]: between(random, 0, cap - 5) },
        };
      const high = between(random, 30, cap - 5);
      return { end: "time", points: { [winner]: high, [loser]: between(random, 0, high - 5) } };
    }
    case "yj":
      return { end: "full", winner, drawDeck: between(random, 1, 25) };
    case "ote": {
      // E4: a game is won at 16 IP; the others end below it (E1: IP may be negative).
      const influence: Record<string, number> = {};
      for (const id of ids) influence[id] = id === winner ? between(random, 16, 21) : between(random, -2, 15);
      return { winner, influence };
    }
  }
}

function parsePlayers(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 3 || n > 512)
    return badInput(`--players ${text}: expected a whole number 3..512`);
  return n;
}

async function send(
  pipeline: CommandPipeline,
  id: string,
  commands: TournamentCommand[],
  seed?: string,
): Promise<TournamentState> {
  const outcome = await pipeline.executeAll(id, commands, {
    actor: "demo",
    now: new Date(),
    ...(seed !== undefined && { seed }),
  });
  if (!outcome.ok) {
    const error = outcome.error;
    if (error.code === "BATCH_REFUSED")
      throw new Error(`demo: ${error.refusals.map((r) => `${r.error.code} ${r.error.message}`).join("; ")}`);
    return badInput(describeCommandError(error));
  }
  return outcome.value.state;
}

interface Progress {
  update(value: number): void;
  stop(): void;
}

async function makeProgress(total: number, quiet: boolean): Promise<Progress> {
  if (quiet || !process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const { default: cliProgress } = await import("cli-progress");
  const bar = new cliProgress.SingleBar(
    {
      format: "demo  [{bar}] {value}/{total} games",
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (value) => bar.update(value), stop: () => bar.stop() };
}

export async function runDemo(flags: DemoFlags): Promise<void> {
  if (!(GAME_NAMES as readonly string[]).includes(flags.game))
    return badInput(`--game ${flags.game}: expected one of ${GAME_NAMES.join(", ")} (docs/rules.md §6)`);
  const game = flags.game as GameName;
  const count = parsePlayers(flags.players);
  if (flags.seed !== undefined && flags.seed.trim() === "")
    return badInput("--seed: empty; give a seed, or leave --seed out for a fresh one (docs/rules.md §2)");
  if (
    flags.ifEmpty === true &&
    (await withStore(flags, async (store) => (await store.readAll(0, 1)).length > 0))
  ) {
    process.stderr.write("handsdown demo: the event log already has events; no demo created (--if-empty)\n");
    return;
  }
  const seed = flags.seed ?? freshSeed();
  const sim: Simulation = { random: makeRandom(`demo:${seed}`), strength: new Map() };
  const date = localDate(new Date());
  const name = flags.name ?? EVENT_NAMES[game];
  const id = makeEventId(name, date);
  const swiss = swissGames(game, count);
  const progress = await makeProgress(
    game === "ote" ? count : swiss + (game === "swccg" ? 2 : 0),
    flags.json === true,
  );
  let played = 0;
  let results = 0;
  await withStore(flags, async (store) => {
    const pipeline = new CommandPipeline(store);
    const setup: TournamentCommand[] = [
      {
        type: "CreateEvent",
        event: {
          name,
          date,
          game,
          ...(game === "ote" && { type: "ote" }),
          location: "Demo",
          director: "handsdown demo",
        },
      },
    ];
    for (let i = 0; i < count; i++) {
      const firstName = FIRST[i % FIRST.length]!;
      const lastName =
        `${LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!}${i >= FIRST.length ? ` ${Math.floor(i / FIRST.length) + 1}` : ""}`.replace(
          / (\d+)$/,
          "-$1",
        );
      const birthDate = `19${70 + (i % 30)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + ((i * 5) % 28)).padStart(2, "0")}`;
      setup.push({ type: "RegisterPlayer", player: { firstName, lastName, birthDate } });
    }
    let state = await send(pipeline, id, setup, seed);
    for (const player of state.players) sim.strength.set(player.id, 0.5 + sim.random.next() * 2);
    const playGame = async (command: TournamentCommand): Promise<boolean> => {
      const outcome = await pipeline.execute(id, command, { actor: "demo", now: new Date() });
      if (!outcome.ok) return false;
      state = outcome.value.state;
      const last = state.pairings.at(-1);
      if (last?.isFinal === true && last.game === 1 && game === "swccg") {
        // F1: the higher seed chooses his side for game 1, from the event's seeded generator (its
        // own stream, so the results that follow are the same as before the choice existed).
        const table = pendingGames(state).find((slot) => last.gameIds.includes(slot.gameId));
        if (table !== undefined && table.record.players.every((seat) => seat.side === undefined)) {
          const side = makeRandom(`demo:${seed}:final-side`).int(2) === 0 ? "dark" : "light";
          state = await send(pipeline, id, [{ type: "ChooseFinalSide", gameId: table.gameId, side }]);
        }
      }
      const results: TournamentCommand[] = pendingGames(state).map((slot) => ({
        type: "ReportResult",
        gameId: slot.gameId,
        result: simulateResult(sim, game, slot, state.pairings.at(-1)?.trace ?? []),
      }));
      if (results.length > 0) state = await send(pipeline, id, results);
      progress.update(++played);
      return true;
    };
    if (game === "ote") {
      // M6: On the Edge pairs rounds until its final has been played.
      while (await playGame({ type: "PairNextGame" }));
    } else {
      for (let g = 0; g < swiss; g++) if (!(await playGame({ type: "PairNextGame" }))) break;
      // F1: the top two play the Final Confrontation, one game each side.
      if (game === "swccg") while (await playGame({ type: "PairNextGame", final: true }));
    }
    await send(pipeline, id, [{ type: "FinishEvent" }]);
    results = standingSlots(state).length;
  });
  progress.stop();
  if (flags.json) return printJson({ id, players: count, games: played });
  printLines([id]);
  process.stderr.write(
    `Demo event played: ${count} players, ${played} games paired, ${results} results. See it with: handsdown standings ${id}${flags.db ? ` --db ${flags.db}` : ""}  (or handsdown serve)\n`,
  );
}
