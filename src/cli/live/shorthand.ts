// `handsdown report` short forms a TD types quickly, turned into the raw result
// of docs/rules.md §6 for the event's profile. The profile itself validates the result (one scoreGame
// for everyone); this module only spells it.
import type { RawResult, Seat } from "../../core/events.js";
import type { ProfileName } from "../../core/games.js";
import type { PlayerEntry } from "../../core/results-file/schema.js";
import { badInput, usageError } from "../exit.js";
import { resolvePlayer } from "./players.js";

export interface ResultFlags {
  readonly result?: string;
  readonly winner?: string;
  readonly lf?: string;
  readonly time?: string;
  readonly points?: string;
  readonly end?: string;
  readonly influence?: string;
  readonly drawDeck?: string;
  readonly advanced?: string;
}

type Family = "star-wars" | "star-trek" | "young-jedi" | "on-the-edge";

function familyOf(profile: ProfileName): Family {
  if (profile.startsWith("swccg")) return "star-wars";
  if (profile.startsWith("stccg")) return "star-trek";
  if (profile.startsWith("yj")) return "young-jedi";
  return "on-the-edge";
}

function parseInteger(field: string, text: string, rule: string): number {
  if (!/^-?\d+$/.test(text.trim()))
    return badInput(`${field}: expected a whole number, got "${text}" (${rule})`);
  return Number(text.trim());
}

/** `luke=12,vader=7` (names matched among the game's players) or, for two players, `12-7` in seat order. */
export function parsePerPlayer(
  field: string,
  text: string,
  seats: readonly Seat[],
  players: readonly PlayerEntry[],
  rule: string,
): Record<string, number> {
  const inGame = players.filter((p) => seats.some((s) => s.id === p.id));
  const pair = /^\s*(-?\d+)\s*-\s*(-?\d+)\s*$/.exec(text);
  if (pair && seats.length === 2) {
    return { [seats[0]!.id]: Number(pair[1]), [seats[1]!.id]: Number(pair[2]) };
  }
  // Keyed by player ID (user data): no prototype, so `__proto__` and `constructor` are keys.
  const values = Object.create(null) as Record<string, number>;
  for (const part of text.split(",")) {
    const [who, value, ...rest] = part.split("=");
    if (who === undefined || value === undefined || rest.length > 0) {
      return badInput(
        `${field}: expected NAME=NUMBER,NAME=NUMBER${seats.length === 2 ? " or A-B in table order" : ""}, got "${text}" (${rule})`,
      );
    }
    const id = resolvePlayer(inGame, who, field, rule);
    if (id in values) return badInput(`${field}: ${id} is given twice (${rule})`);
    values[id] = parseInteger(field, value, rule);
  }
  return values;
}

function parseJson(text: string): RawResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return badInput(
      `--result: not valid JSON: ${error instanceof Error ? error.message : String(error)} (docs/rules.md §6)`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return badInput(
      '--result: expected a JSON object such as {"end":"full","winner":"ID","lifeForce":15} (docs/rules.md §6)',
    );
  }
  return value as RawResult;
}

const SHORT_FORMS = ["winner", "lf", "time", "points", "end", "influence", "drawDeck", "advanced"] as const;
const FLAG_NAMES: Record<(typeof SHORT_FORMS)[number], string> = {
  winner: "--winner",
  lf: "--lf",
  time: "--time",
  points: "--points",
  end: "--end",
  influence: "--influence",
  drawDeck: "--draw-deck",
  advanced: "--advanced",
};

function refuse(flag: string, profile: ProfileName, hint: string): never {
  return badInput(`${flag}: not a short form for ${profile}; ${hint} (docs/rules.md §6)`);
}

/** The raw result the flags describe, for a game between `seats` under `profile`. */
export function toRawResult(
  flags: ResultFlags,
  profile: ProfileName,
  seats: readonly Seat[],
  players: readonly PlayerEntry[],
  cap = 100,
): RawResult {
  const given = SHORT_FORMS.filter((key) => flags[key] !== undefined);
  if (flags.result !== undefined) {
    // Options that do not go together are a usage error (exit 2), as commander's own.
    if (given.length > 0)
      return usageError(
        `--result: give the whole result or its short forms (${given.map((k) => FLAG_NAMES[k]).join(", ")}), not both`,
      );
    return parseJson(flags.result);
  }
  if (given.length === 0)
    return usageError(
      "--result: missing; give --result JSON or a short form such as --winner NAME --lf 15 (docs/rules.md §6)",
    );
  const inGame = players.filter((p) => seats.some((s) => s.id === p.id));
  const winner =
    flags.winner === undefined
      ? undefined
      : resolvePlayer(inGame, flags.winner, "--winner", "docs/rules.md §6");
  const only = (...allowed: (typeof SHORT_FORMS)[number][]): void => {
    const extra = given.find((key) => !allowed.includes(key));
    if (extra)
      refuse(
        FLAG_NAMES[extra],
        profile,
        `use ${allowed.map((k) => FLAG_NAMES[k]).join(", ")} or --result JSON`,
      );
  };
  switch (familyOf(profile)) {
    case "star-wars": {
      // S1 full win: winner and his Life Force left; S3 timed game: each player's Life Force.
      only("winner", "lf", "time");
      if (flags.time !== undefined) {
        if (winner !== undefined || flags.lf !== undefined)
          return badInput("--time: a timed game (S3) gives each player's Life Force, without --winner/--lf");
        return { end: "time", lifeForce: parsePerPlayer("--time", flags.time, seats, players, "S3") };
      }
      if (winner === undefined || flags.lf === undefined)
        return badInput("--winner/--lf: a full win (S1) needs both: --winner NAME --lf LIFE_FORCE_LEFT");
      return { end: "full", winner, lifeForce: parseInteger("--lf", flags.lf, "S1") };
    }
    case "star-trek": {
      // T2–T7: points per player and how the game ended; --winner for gameplay/concession/external.
      only("winner", "points", "end");
      const end = flags.end;
      if (end === "concession" || end === "external") {
        if (winner === undefined) return badInput(`--winner: a ${end} names the winner (T9, O4)`);
        return { end, winner };
      }
      if (flags.points === undefined)
        return badInput(
          "--points: give each player's points, e.g. --points 100-35 or --points kirk=100,picard=35 (T2)",
        );
      const points = parsePerPlayer("--points", flags.points, seats, players, "T2");
      if (end === "gameplay") {
        if (winner === undefined) return badInput("--winner: a gameplay win names the winner (T7, O5)");
        return { end: "gameplay", winner, points };
      }
      // Without --end: someone at the cap won outright, else time was called. A named winner
      // overrides "more points" (T9).
      const chosen = end ?? (Object.values(points).some((p) => p >= cap) ? "full" : "time");
      return { end: chosen, points, ...(winner !== undefined && { winner }) };
    }
    case "young-jedi": {
      only("winner", "drawDeck");
      if (winner === undefined || flags.drawDeck === undefined)
        return badInput("--winner/--draw-deck: a full win needs both, or give --result JSON");
      return {
        end: "full",
        winner,
        drawDeck: parseInteger("--draw-deck", flags.drawDeck, "docs/rules.md §6"),
      };
    }
    case "on-the-edge": {
      // E2: the winner and every player's final Influence.
      only("winner", "influence", "advanced");
      if (flags.advanced !== undefined) {
        // M6 (OTE 2.83): the additional game records who advanced to the final, in order.
        if (winner !== undefined || flags.influence !== undefined)
          return badInput("--advanced: the additional game (M6) records only who advanced, in order");
        const advanced = flags.advanced
          .split(",")
          .filter((t) => t.trim() !== "")
          .map((t) => resolvePlayer(inGame, t, "--advanced", "M6"));
        if (advanced.length === 0)
          return badInput(`--advanced "${flags.advanced}": name the players who advanced, in order (M6)`);
        return { advanced };
      }
      if (winner === undefined || flags.influence === undefined)
        return badInput(
          "--winner/--influence: On the Edge needs both, e.g. --winner ana --influence ana=16,bo=9,cy=9 (E2)",
        );
      return { winner, influence: parsePerPlayer("--influence", flags.influence, seats, players, "E2") };
    }
  }
}
