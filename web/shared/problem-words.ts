// The one place a refusal from the server (problem+json: `detail`, `field`, `code`, `rule`) becomes
// words a TD or a player reads: names instead of player IDs, tables instead of game ids, minutes
// instead of milliseconds, the form's words instead of JSON paths and literals — and still the
// rule. The core's own messages stay as they are: the CLI, the results file's checks and the
// tests rely on them; this only translates them for a page.
import type { Problem } from "./api.js";
import { withNames } from "./names.js";
import { ENDINGS } from "./result-form.js";

export interface WordsContext {
  /** Player ID → name (R1 IDs are never shown on a page). */
  readonly names?: ReadonlyMap<string, string>;
  /** gameId → the table number the TD and the players see. */
  readonly tableOf?: (gameId: number) => number | undefined;
}

/** The words of the forms for the keys of a result, a player, an event and a command. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  lifeForce: "Life Force",
  lostPile: "Lost Pile",
  hand: "cards in hand",
  toss: "who won the toss",
  differential: "differential X",
  drawDeck: "Draw Deck",
  planetaryVictories: "planetary victories",
  influence: "Influence",
  points: "points",
  winner: "winner",
  quitter: "who quit",
  forfeiter: "who forfeited",
  advanced: "who advanced",
  end: "how the game ended",
  firstName: "first name",
  lastName: "last name",
  birthDate: "birth date",
  name: "name",
  date: "date",
  seed: "seed",
  rules: "rule profile",
  game: "game",
  type: "type",
  tiebreaks: "tiebreaks",
  gameId: "table",
  playerId: "player",
  deltaMs: "minutes",
  extraMs: "extra minutes",
  durationMs: "length",
  reason: "reason",
  username: "user name",
  password: "password",
};

const CONTAINERS = new Set([
  "games",
  "players",
  "body",
  "result",
  "player",
  "event",
  "command",
  "data",
  "options",
  "query",
  "params",
]);

/** Words for a JSON path: `player.firstName` → "first name"; `result.lifeForce.han` → "Life Force (Han Solo)". */
export function fieldWords(field: string | undefined, context: WordsContext = {}): string | undefined {
  if (!field) return undefined;
  const parts = field
    .split(/[.[\]"]+/)
    .filter(Boolean)
    .filter((part) => !CONTAINERS.has(part) && !/^\d+$/.test(part));
  const [key, ...rest] = parts;
  if (key === undefined) return undefined;
  const word = FIELD_WORDS[key] ?? spaced(key);
  const who = rest.find((part) => context.names?.has(part));
  return who !== undefined ? `${word} (${context.names!.get(who)!})` : word;
}

/** `lostPile` → "lost pile": a key no table above knows still reads as words. */
function spaced(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

function endingWords(value: string): string {
  for (const endings of Object.values(ENDINGS)) {
    const found = endings.find((ending) => ending.value === value);
    if (found) return found.label.split(" — ")[0]!.toLowerCase();
  }
  return value;
}

/** `{"end":"tie"}` → "true tie": a JSON literal in a message becomes the form's words. */
function literalWords(json: string): string {
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== "object" || value === null) return json;
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) =>
        key === "end" && typeof v === "string"
          ? `“${endingWords(v)}”`
          : `${FIELD_WORDS[key] ?? spaced(key)} ${String(v)}`,
      )
      .join(", ");
  } catch {
    return json;
  }
}

function durationWords(ms: number): string {
  const sign = ms < 0 ? "minus " : "";
  const abs = Math.abs(ms);
  if (abs >= 60_000) {
    const minutes = Math.round(abs / 6_000) / 10;
    return `${sign}${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  }
  const seconds = Math.round(abs / 1000);
  return `${sign}${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

/** The message alone (for beside its field): names, tables, minutes, words; the rule once. */
export function problemMessage(problem: Problem, context: WordsContext = {}): string {
  let detail = problem.detail ?? problem.title;
  // The server names the field before its words, as the core does ("playerId: expected text,
  // got a whole number"; docs/server.md "Errors"); beside its input, or after the field's words,
  // the path is said already. The server's words themselves are kept: they are plain.
  if (problem.field) {
    const prefix = `${problem.field}: `;
    while (detail.startsWith(prefix)) detail = detail.slice(prefix.length);
  }
  detail = detail.replace(/^[\w.[\]"]+\.[\w[\]".]+: /, "");
  detail = detail.replace(/\{[^{}]*\}/g, literalWords);
  detail = detail.replace(/(-?\d+) ?ms\b/g, (_, ms: string) => durationWords(Number(ms)));
  detail = detail.replace(/whole number of milliseconds/g, "whole number of minutes");
  detail = detail.replace(/(\d+)\.\.(\d+)/g, "$1 to $2");
  if (context.tableOf) {
    const tableOf = context.tableOf;
    detail = detail.replace(/(?<!round \d+ )\bgame (\d+)\b(?!\.)/g, (whole, id: string) => {
      const table = tableOf(Number(id));
      return table === undefined ? whole : `table ${table}`;
    });
  }
  // Result keys the core names (lostPile, lifeForce …) in the form's words.
  detail = detail.replace(
    /\b(lifeForce|lostPile|drawDeck|planetaryVictories|quitter|forfeiter)\b/g,
    (key) => FIELD_WORDS[key]!,
  );
  if (context.names) detail = namesForIds(detail, context.names);
  const rule =
    problem.rule && !detail.includes(`(${problem.rule})`) && !detail.includes(`${problem.rule}:`)
      ? ` (${problem.rule})`
      : "";
  return `${detail}${rule}`;
}

/**
 * IDs become names; a message about an ID itself (R1: an ID already taken) then says whose it is:
 * `player ID "annaberg050190" is already registered` → "the player ID is already taken by Anna
 * Berg", never `player ID "Anna Berg"`.
 */
function namesForIds(detail: string, names: ReadonlyMap<string, string>): string {
  const taken = /player ID "([^"]+)" is already registered/.exec(detail);
  const name = taken ? names.get(taken[1]!) : undefined;
  if (!taken || name === undefined) return withNames(detail, names);
  const [before, ...after] = detail.split(taken[0]);
  return `${withNames(before!, names)}the player ID is already taken by ${name}${withNames(after.join(taken[0]), names)}`;
}

/** One line for a message area: the field in the form's words, then the message. */
export function problemText(problem: Problem, context: WordsContext = {}): string {
  const where = fieldWords(problem.field, context);
  const message = problemMessage(problem, context);
  if (!where || message.toLowerCase().startsWith(where.toLowerCase())) return capitalised(message);
  return `${capitalised(where)}: ${message}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
