// The player sub-commands: each is one core command through the command pipeline (R1, R2, S6);
// a CSV is one batch — every row decided, nothing stored if any row is refused.
import type { PlayerInput } from "../../core/commands.js";
import { formatError } from "../../core/errors.js";
import { badInput, usageError } from "../exit.js";
import { displayName, resolvePlayer } from "../live/players.js";
import { describeCommandError, withEvent, type LiveEvent } from "../live/session.js";
import { formatTable, printJson, printLines, warn } from "../output.js";
import { readText } from "../read-results.js";
import { isAwaitingCheckIn, registrationStatus } from "../../core/players/player-status.js";
import { readPlayerCsv } from "../../core/players/player-csv.js";
import { DATE_ORDER_WORDS, describeDateOrder, type DateOrder } from "../../core/players/birth-date.js";
import { correctedIdOf, mergeCorrection } from "../../core/tournament/decide-players.js";

export interface PlayerFlags {
  readonly db?: string;
  readonly json?: boolean;
  readonly name?: string;
  readonly first?: string;
  readonly last?: string;
  readonly born?: string;
  readonly id?: string;
  readonly reason?: string;
  readonly differential?: string;
  readonly beforePlay?: boolean;
  readonly dateOrder?: string;
}

/** --name "First Last" split as R1 reads it, or --first/--last; a one-word name stays `name`. */
function toNames(flags: PlayerFlags): { firstName?: string; lastName?: string; name?: string } {
  const firstName = flags.first?.trim();
  const lastName = flags.last?.trim();
  const name = flags.name?.trim();
  if (name === undefined)
    return { ...(firstName !== undefined && { firstName }), ...(lastName !== undefined && { lastName }) };
  if (name === "") return badInput('--name: empty; give "First Last" (R1)');
  if (firstName !== undefined || lastName !== undefined)
    return usageError("--name: give --name or --first/--last, not both (R1)");
  const words = name.split(/\s+/);
  if (words.length === 1) return { name };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1)! };
}

function toPlayerInput(flags: PlayerFlags): PlayerInput {
  const { firstName, lastName, name } = toNames(flags);
  if (name !== undefined)
    return {
      name,
      ...(flags.id !== undefined && { id: flags.id }),
      ...(flags.born !== undefined && { birthDate: flags.born }),
    };
  // A walk-in with neither --born nor --id gets an ID made from his name (core walk-in-id.ts);
  // --born alone without names is refused by the core's R1 check, naming the field.
  if (flags.id === undefined && firstName === undefined && lastName === undefined)
    return badInput('--name: give the player\'s name, "First Last" (R1)');
  return {
    ...(flags.id !== undefined && { id: flags.id }),
    ...(firstName !== undefined && { firstName }),
    ...(lastName !== undefined && { lastName }),
    ...(flags.born !== undefined && { birthDate: flags.born }),
  };
}

/** The core names the player's fields; the TD typed these options. */
const PLAYER_OPTIONS = {
  "player.id": "--id",
  "player.name": "--name",
  "player.firstName": "--first",
  "player.lastName": "--last",
  "player.birthDate": "--born",
};

/** `--date-order dmy|mdy`: the TD's word on the order of the file's birth dates (R1). */
function parseDateOrder(text: string | undefined): DateOrder | undefined {
  if (text === undefined) return undefined;
  const order = text.trim().toLowerCase();
  if (order === "dmy" || order === "mdy") return order;
  return badInput(`--date-order ${text}: expected dmy (day/month/year) or mdy (month/day/year) (R1)`);
}

/**
 * The one player-CSV reader (core/players/player-csv.ts), the console's too. When no row shows
 * the order of the file's birth dates, the order the reader took is said on stderr, with why
 * and how to ask for the other (R1: a wrong order is a wrong ID, and ratings follow IDs).
 */
export function csvToPlayers(
  path: string,
  text: string,
  dateOrder?: DateOrder,
): { line: number; input: PlayerInput }[] {
  const read = readPlayerCsv(text, dateOrder === undefined ? {} : { dateOrder });
  if (!read.ok) return badInput(`${path}: ${formatError(read.error)}`);
  const dates = read.value.dates;
  if (dates?.ambiguous && dateOrder === undefined) {
    const other = dates.order === "dmy" ? "mdy" : "dmy";
    warn(
      `handsdown: ${path}: ${describeDateOrder(dates)}; --date-order ${other} reads them ${DATE_ORDER_WORDS[other]} (R1)`,
    );
  }
  return read.value.players.map((row) => ({ line: row.line, input: row.player }));
}

async function importCsv(eventId: string, path: string, flags: PlayerFlags): Promise<void> {
  const rows = csvToPlayers(path, readText(path), parseDateOrder(flags.dateOrder));
  if (rows.length === 0) return badInput(`${path}: no player rows after the header (R1)`);
  await withEvent(flags, eventId, async (live) => {
    const registered = live.state.players.length;
    const outcome = await live.sendAll(rows.map((row) => ({ type: "RegisterPlayer", player: row.input })));
    if (!outcome.ok) {
      const error = outcome.error;
      if (error.code !== "BATCH_REFUSED") return badInput(describeCommandError(error));
      for (const refusal of error.refusals.slice(0, -1))
        warn(`handsdown: ${path} line ${rows[refusal.index]!.line}: ${formatError(refusal.error)}`);
      const last = error.refusals.at(-1)!;
      return badInput(
        `${path} line ${rows[last.index]!.line}: ${formatError(last.error)} — ${error.refusals.length} bad row(s), nothing stored`,
      );
    }
    const added = outcome.value.state.players
      .slice(registered)
      .map((p, i) => ({ line: rows[i]!.line, id: p.id, name: displayName(p) }));
    // R1: a row without a birth date or an ID is a walk-in, as with `player add --name`: said on
    // stderr (stdout stays the table, or the JSON), with how to give him an R1 ID in time.
    const walkIns = added.filter(
      (_, i) => rows[i]!.input.id === undefined && rows[i]!.input.birthDate === undefined,
    );
    if (flags.json) printJson({ players: added });
    else
      printLines([
        ...formatTable(
          ["Line", "ID", "Name"],
          added.map((p) => [String(p.line), p.id, p.name]),
        ),
        "",
        `${added.length} player(s) registered`,
      ]);
    if (walkIns.length > 0)
      warn(
        `handsdown: ${walkIns.map((p) => p.id).join(", ")} ${walkIns.length === 1 ? "is" : "are"} made from the name, not an R1 ID: ratings need one (before the first game: handsdown player correct ID --born YYYY-MM-DD)`,
      );
  });
}

function parseDifferential(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()))
    return badInput(`--differential ${text}: expected a whole number set by the TD (S6: 0..59 under SW-PC)`);
  return Number(text);
}

/** The correction the TD typed: the names and birth date given, nothing else (R1). */
function toCorrection(flags: PlayerFlags): PlayerInput {
  const names = toNames(flags);
  const input = { ...names, ...(flags.born !== undefined && { birthDate: flags.born.trim() }) };
  if (Object.keys(input).length === 0)
    return usageError("player correct: give what to correct: --name, --first, --last or --born (R1)");
  return input;
}

/** R1: the correction, then the player's ID — and whether it changed, or why a made ID stayed. */
async function correctPlayer(live: LiveEvent, text: string, flags: PlayerFlags): Promise<void> {
  const input = toCorrection(flags);
  const playerId = resolvePlayer(live.state.players, text, "PLAYER", "R1");
  const old = live.state.players.find((p) => p.id === playerId)!;
  const expected = correctedIdOf(live.state, old, mergeCorrection(old, input));
  const outcome = await live.send({ type: "CorrectPlayer", playerId, player: input }, PLAYER_OPTIONS);
  const event = outcome.events.find((e) => e.type === "PlayerCorrected");
  const id = event ? (event.data as { player: { id: string } }).player.id : playerId;
  const player = outcome.state.players.find((p) => p.id === id)!;
  const keptBecause = id === playerId && expected.ok ? expected.value.keptBecause : undefined;
  if (flags.json)
    return printJson({
      id,
      previousId: playerId,
      name: displayName(player),
      idChanged: id !== playerId,
      ...(keptBecause !== undefined && { keptBecause }),
    });
  printLines([id]);
  // On stderr, so stdout stays the ID alone for scripts (as `player add`).
  if (id !== playerId)
    warn(
      `handsdown: ${displayName(player)}'s ID changed from ${playerId} to ${id} (R1); his player link too`,
    );
  else if (keptBecause !== undefined) warn(`handsdown: ${displayName(player)} corrected; ${keptBecause}`);
  else warn(`handsdown: ${displayName(player)} corrected; the ID ${id} stays`);
}

export async function runPlayer(which: string, args: unknown[]): Promise<void> {
  const eventId = args[0] as string;
  // commander passes the positional arguments, then the options, then the command.
  const flags = args.at(-2) as PlayerFlags;
  switch (which) {
    case "import":
      return importCsv(eventId, args[1] as string, flags);
    case "add":
    case "late":
      return withEvent(flags, eventId, async (live) => {
        const input = toPlayerInput(flags);
        const before = live.state.players.length;
        const outcome = await live.send(
          which === "add"
            ? { type: "RegisterPlayer", player: input }
            : { type: "EnterLatePlayer", player: input },
          PLAYER_OPTIONS,
        );
        const player = outcome.state.players[before]!;
        const isWalkIn = flags.id === undefined && flags.born === undefined;
        if (flags.json)
          return printJson({ id: player.id, name: displayName(player), ...(isWalkIn && { isR1Id: false }) });
        printLines([player.id]);
        // On stderr, so stdout stays the ID alone for scripts.
        if (isWalkIn)
          warn(
            `handsdown: ${player.id} is made from the name, not an R1 ID: ratings need one (before his first game: handsdown player correct ${player.id} --born YYYY-MM-DD)`,
          );
      });
    case "correct":
      return withEvent(flags, eventId, (live) => correctPlayer(live, args[1] as string, flags));
    case "list":
      return withEvent(flags, eventId, async (live) => {
        const players = live.state.players.map((p) => ({
          id: p.id,
          name: displayName(p),
          status: registrationStatus(p),
        }));
        if (flags.json) return printJson({ players });
        printLines(
          formatTable(
            ["ID", "Name", "Status"],
            players.map((p) => [p.id, p.name, p.status]),
          ),
        );
      });
    case "checkIn":
      return withEvent(flags, eventId, async (live) => {
        const ids = (args[1] as string[]).map((text) =>
          resolvePlayer(live.state.players, text, "PLAYER", "R2"),
        );
        for (const playerId of ids) await live.send({ type: "CheckInPlayer", playerId });
        const waiting = live.state.players.filter(isAwaitingCheckIn).length;
        printLines([
          `checked in: ${ids.map((id) => displayName(live.state.players.find((p) => p.id === id)!)).join(", ")}${waiting > 0 ? ` (${waiting} not checked in yet)` : ""}`,
        ]);
      });
    case "drop":
    case "quit":
    case "disqualify":
    case "reinstate":
      return withEvent(flags, eventId, async (live) => {
        const playerId = resolvePlayer(
          live.state.players,
          args[1] as string,
          "PLAYER",
          which === "quit" ? "S6" : "R2",
        );
        const name = displayName(live.state.players.find((p) => p.id === playerId)!);
        if (which === "drop")
          await live.send({
            type: "DropPlayer",
            playerId,
            ...(flags.reason !== undefined && { reason: flags.reason }),
          });
        if (which === "disqualify")
          await live.send({ type: "DisqualifyPlayer", playerId, reason: flags.reason ?? "" });
        if (which === "reinstate") await live.send({ type: "ReinstatePlayer", playerId });
        if (which === "quit") {
          const differential = parseDifferential(flags.differential);
          const outcome = await live.send({
            type: "QuitPlayer",
            playerId,
            ...(differential !== undefined && { differential }),
            ...(flags.beforePlay === true && { beforePlay: true }),
          });
          const game = outcome.events.find((e) => e.type === "ResultReported");
          const gameId = game ? (game.data as { gameId: number }).gameId : undefined;
          // O7: without X (stccg-opg-2014) the quit was scored as a concession, +cap/-cap.
          const how =
            differential !== undefined
              ? `scored as a full loss by ${differential}, S6`
              : `scored as a concession, a full loss by ${live.state.event?.options?.cap ?? 100}, O7`;
          return printLines([
            `${name} quit${gameId !== undefined ? ` (game ${gameId} ${how})` : ""} and is dropped`,
          ]);
        }
        const verb = { drop: "dropped", disqualify: "disqualified", reinstate: "reinstated" }[which];
        printLines([`${name} ${verb}`]);
      });
    default:
      return badInput(`player ${which}: unknown sub-command`);
  }
}
