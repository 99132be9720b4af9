// docs/rules.md §1: On the Edge tournament rules 1.2, scored by place (E1–E4). Every player's final
// Influence Points (IP) are kept beside the VP; On the Edge has no differential, so diff is 0.
import { fail, ok, type Result } from "../errors.js";
import {
  INFLUENCE_TO_WIN,
  PLAYOFF_INFLUENCE,
  computeGamePlaces,
  toVictoryPoints,
  type OteSet,
} from "../ote/places-in-game.js";
import { scaleOf } from "../ote/scale.js";
import { coversPlayers, playerOf } from "./shared/players.js";
import {
  checkResult,
  ending,
  list,
  oneOf,
  optional,
  perPlayer,
  required,
  resultShape,
  text,
  whole,
} from "./shared/result-shape.js";
import type { GameInput, RuleProfile, ScoredGame } from "./types.js";

// Any whole number of Influence Points: a player may end below 0 or past the target.
const influence = perPlayer(
  whole(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, { type: "expected whole Influence Points" }),
);
/**
 * `end: "ruling"` records a game the TD ended before anyone reached the target (concession,
 * disqualification mid-game, a local time limit). The rules text has no such ending — 2.1 makes
 * a round last one game — so without it a winner below 16 IP is refused as a likely typo (E4).
 */
const ruling = optional(oneOf("ruling"));
type OteGame = { winner: string; influence: Record<string, number>; end?: "ruling" | undefined };
type OtePlayoff = {
  advanced: string[];
  influence?: Record<string, number> | undefined;
  end?: "ruling" | undefined;
};
export const gameShape = resultShape<OteGame>({
  winner: required(text),
  influence: required(influence),
  end: ruling,
});
/** OTE 2.83–2.84: the additional game records who advanced to the final, in order. */
export const playoffShape = resultShape<OtePlayoff>({
  advanced: required(list(text, 1)),
  influence: optional(influence),
  end: ruling,
});

/** Influence as a form offers it: any whole number is taken, a form's buttons stop at ±99. */
const INFLUENCE_WORDS = { label: "Influence", flag: "--influence", offered: { min: -99, max: 99 } };

/** OTE 2.4 (M1): games have 2, 3 or 4 players; only the 2.83 additional game may have more. */
const MAX_GAME_SIZE = 4;

export function isPlayoffResult(result: unknown): boolean {
  return typeof result === "object" && result !== null && "advanced" in result;
}

function scorePlacedGame(game: GameInput): Result<ScoredGame> {
  const size = game.players.length;
  if (size > MAX_GAME_SIZE) {
    return fail(
      "WRONG_PLAYER_COUNT",
      "players",
      "M1",
      `an On the Edge game has 2 to ${MAX_GAME_SIZE} players, got ${size}`,
    );
  }
  const parsed = checkResult(gameShape, game.result, "E1");
  if (!parsed.ok) return parsed;
  const winner = playerOf(game, parsed.value.winner, "result.winner", "E2");
  if (!winner.ok) return winner;
  const ip = parsed.value.influence;
  const covered = coversPlayers(game, ip, "result.influence", "E1");
  if (!covered.ok) return covered;
  const isRuling = parsed.value.end === "ruling";
  if (ip[winner.value]! < INFLUENCE_TO_WIN && !isRuling) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      `result.influence.${winner.value}`,
      "E4",
      `the winner has ${ip[winner.value]} Influence; a game is won at ${INFLUENCE_TO_WIN} (OTE 2.43). If the TD ended the game otherwise, record "end": "ruling"`,
    );
  }
  if (game.set === undefined) {
    return fail(
      "INVALID_FIELD",
      "set",
      "E2",
      `an On the Edge game records the set it was played in ("active" or "inactive"): the VP scale depends on it`,
    );
  }
  const set: OteSet = game.set;
  const ids = game.players.map((player) => player.id);
  const places = computeGamePlaces(ids, winner.value, ip);
  // E2: VP keyed on the player — a re-admitted finalist scores on the inactive scale (M6).
  const scales = new Map(ids.map((id) => [id, scaleOf(set, game.lostIn?.[id])]));
  const score = ids.map((id) => ({
    id,
    vp: toVictoryPoints(places.get(id)!, scales.get(id)!.scale, size),
    diff: 0,
    ip: ip[id]!,
  }));
  const line = score
    .map((entry) => {
      const { scale, why } = scales.get(entry.id)!;
      const because = why === undefined ? "" : ` (${scale} scale: ${why})`;
      return `${entry.id} ${places.get(entry.id)} ${entry.ip} IP → ${entry.vp} VP${because}`;
    })
    .join(", ");
  const note = isRuling ? `; ended by the TD's ruling below ${INFLUENCE_TO_WIN} IP` : "";
  const twoPlayer = size === 2 ? "; two-player game: VP to the winner only" : "";
  return ok({
    score,
    outcome: "placed",
    winner: winner.value,
    explanation: `E2 (${set} set${twoPlayer}${note}): ${line}`,
  });
}

function scorePlayoff(game: GameInput): Result<ScoredGame> {
  const parsed = checkResult(playoffShape, game.result, "M6");
  if (!parsed.ok) return parsed;
  const { advanced, influence: ip } = parsed.value;
  for (const [i, id] of advanced.entries()) {
    const found = playerOf(game, id, `result.advanced[${i}]`, "M6");
    if (!found.ok) return found;
    if (advanced.indexOf(id) !== i)
      return fail("PLAYER_TWICE_IN_GAME", `result.advanced[${i}]`, "M6", `"${id}" advanced twice`);
  }
  if (advanced.length >= game.players.length) {
    return fail(
      "INVALID_FIELD",
      "result.advanced",
      "M6",
      `the additional game ends when enough players have advanced; at least one of its ${game.players.length} players stays behind`,
    );
  }
  if (ip) {
    const covered = coversPlayers(game, ip, "result.influence", "E1");
    if (!covered.ok) return covered;
    const short = advanced.findIndex((id) => ip[id]! < PLAYOFF_INFLUENCE);
    if (short >= 0 && parsed.value.end !== "ruling") {
      return fail(
        "VALUE_OUT_OF_RANGE",
        `result.influence.${advanced[short]}`,
        "M6",
        `a player advances from the additional game at ${PLAYOFF_INFLUENCE} Influence (OTE 2.83), "${advanced[short]}" has ${ip[advanced[short]!]}`,
      );
    }
  }
  // The additional game only decides re-admittance (OTE 2.83): it gives no VP, and its IP are
  // shown but left out of the cumulative totals (see src/core/ote/replay.ts).
  const score = game.players.map(({ id }) => ({ id, vp: 0, diff: 0, ...(ip && { ip: ip[id]! }) }));
  return ok({
    score,
    outcome: "placed",
    winner: advanced[0]!,
    explanation: `M6 (OTE 2.83): additional game to ${PLAYOFF_INFLUENCE} IP, advanced in order ${advanced.join(", ")}; no VP`,
  });
}

export const otePlaces: RuleProfile & { readonly name: "ote-1.2" } = {
  name: "ote-1.2",
  games: ["ote"],
  endings: [
    ending(gameShape, {
      end: "win",
      writesEnd: false,
      label: "Won at 16 Influence — E1",
      phone: { label: "A player reached 16 Influence", hint: "Everyone's final Influence counts (E1)" },
      rule: "E2",
      fields: {
        winner: { label: "Winner", flag: "--winner" },
        influence: { ...INFLUENCE_WORDS, help: "Final Influence Points" },
      },
    }),
    ending(gameShape, {
      end: "ruling",
      label: "Ended by the TD's ruling — E4",
      rule: "E4",
      byName: true,
      fields: { winner: { label: "Winner", flag: "--winner" }, influence: INFLUENCE_WORDS },
    }),
    ending(playoffShape, {
      end: "playoff",
      writesEnd: false,
      label: "Additional game: who advanced, in order — OTE 2.83",
      rule: "M6",
      fields: { advanced: { label: "Who advanced, first first", flag: "--advanced" } },
    }),
  ],
  score(game) {
    if (game.players.length < 2) {
      return fail(
        "WRONG_PLAYER_COUNT",
        "players",
        "M1",
        `an On the Edge game has at least 2 players (OTE 2.4), got ${game.players.length}`,
      );
    }
    if (game.deckCheckFailure !== undefined) {
      return fail(
        "INVALID_FIELD",
        "deckCheckFailure",
        "S7",
        "the deck-check penalty is a Star Wars Players Committee rule, not part of ote-1.2",
      );
    }
    return isPlayoffResult(game.result) ? scorePlayoff(game) : scorePlacedGame(game);
  },
};
