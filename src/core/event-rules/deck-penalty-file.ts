// S7 and R7 applied to a results file: find the violator's prior game and his earlier
// failures, let `decideDeckCheckPenalty` decide, and record the outcome the docs/rules.md §6 way — the
// game's `deckCheckFailure` (the rule profile rescores it: one scoring function) or, on a second
// failure, the player's status "disqualified".
import { assertNever, fail, ok, type Result } from "../errors.js";
import type { ResultsFile } from "../results-file/schema.js";
import { scoreEvent, type ScoredEvent } from "../scored-event/score-event.js";
import type { ScoreEntry } from "../rules/types.js";
import type { DeckCheckFailureKind } from "../events.js";
import { decideDeckCheckPenalty, type DeckCheckDecision } from "./deck-check-penalty.js";
import { countDeckCheckFailures, findPreviousGame, s7AppliesTo } from "./previous-game.js";

export interface DeckPenaltyRequest {
  readonly player: string;
  readonly kind: DeckCheckFailureKind;
  /** false: he cannot make his deck match his list (S7: disqualification). */
  readonly canMatchList?: boolean;
  /** The TD applies S7 outside a Championship Level `swccg-pc-2.3.6` event, knowingly. */
  readonly isForced?: boolean;
}

export interface PenalisedGame {
  /** Position in the file's `games`. */
  readonly index: number;
  readonly round: number;
  readonly game: number;
  readonly before: readonly ScoreEntry[];
  /** As the event's rule profile scores the game with `deckCheckFailure` set. */
  readonly after: readonly ScoreEntry[];
}

export interface DeckPenaltyOnFile {
  readonly player: string;
  readonly failuresBefore: number;
  readonly decision: DeckCheckDecision;
  /** The game S7 changes or marks; null when no game is touched. */
  readonly game: PenalisedGame | null;
  readonly isDisqualified: boolean;
  /** The results file with the outcome recorded (the same object when nothing changes). */
  readonly file: ResultsFile;
}

function checkApplies(event: ScoredEvent, request: DeckPenaltyRequest): Result<true> {
  if (request.isForced || s7AppliesTo(event.file.event)) return ok(true);
  if (event.file.event.championship !== true)
    return fail(
      "INVALID_FIELD",
      "event.championship",
      "S7",
      "the deck-check penalty applies at Championship Level events; this event is not one",
    );
  return fail(
    "UNSUPPORTED_FORMAT",
    "event.rules",
    "S7",
    `the deck-check penalty is a Players Committee rule (swccg-pc-2.3.6); this event uses ${event.profile}`,
  );
}

export function computeDeckPenaltyOnFile(
  event: ScoredEvent,
  request: DeckPenaltyRequest,
): Result<DeckPenaltyOnFile> {
  const applies = checkApplies(event, request);
  if (!applies.ok) return applies;
  const { player } = request;
  const entry = event.file.players.find((p) => p.id === player);
  if (!entry) return fail("UNKNOWN_PLAYER", "player", "R7", `"${player}" is not registered in this event`);
  if (entry.status === "disqualified")
    return fail("PLAYER_NOT_IN_EVENT", "player", "S7", `${player} is already disqualified`);
  const previous = findPreviousGame(event.games, player);
  const failuresBefore = countDeckCheckFailures(event.games, player);
  const decided = decideDeckCheckPenalty({
    violator: player,
    kind: request.kind,
    failuresBefore,
    ...(request.canMatchList !== undefined && { canMatchList: request.canMatchList }),
    ...(previous && {
      previousGame: {
        round: previous.record.round,
        game: previous.record.game,
        score: previous.scored.score,
      },
    }),
  });
  if (!decided.ok) return decided;
  const decision = decided.value;
  const unchanged = { player, failuresBefore, decision, game: null, isDisqualified: false, file: event.file };
  switch (decision.action) {
    case "no-penalty":
      return ok(unchanged);
    case "disqualify": {
      const players = event.file.players.map((p) =>
        p.id === player ? { ...p, status: "disqualified" as const, statusReason: decision.explanation } : p,
      );
      return ok({ ...unchanged, isDisqualified: true, file: withoutStandings({ ...event.file, players }) });
    }
    case "result-stands":
    case "change-result":
      // No prior game (a check before his first game): nothing in the file can carry the failure.
      if (!previous || decision.game === null) return ok(unchanged);
      return markGame(event, previous.index, unchanged);
    default:
      return assertNever(decision);
  }
}

function markGame(event: ScoredEvent, index: number, base: DeckPenaltyOnFile): Result<DeckPenaltyOnFile> {
  const record = event.file.games[index]!;
  const other = record.deckCheckFailure;
  if (other !== undefined && other !== base.player)
    return fail(
      "DECK_CHECK_CONFLICT",
      `games[${index}].deckCheckFailure`,
      "S7",
      `round ${record.round} game ${record.game} already carries ${other}'s failed deck check; the TD must correct that game by hand`,
    );
  const games = event.file.games.map((g, i) => (i === index ? { ...g, deckCheckFailure: base.player } : g));
  const rescored = scoreEvent({ ...event.file, games });
  if (!rescored.ok) return rescored;
  const after = rescored.value.games[index]!.scored.score;
  // An exported file carries each game's score; keep it true for the game that changed.
  const written = games.map((g, i) =>
    i === index && g.score !== undefined ? { ...g, score: [...after] } : g,
  );
  return ok({
    ...base,
    game: { index, round: record.round, game: record.game, before: event.games[index]!.scored.score, after },
    file: withoutStandings({ ...event.file, games: written }),
  });
}

/** Exported standings are recomputed on import, never trusted (docs/rules.md §6): drop them once stale. */
function withoutStandings(file: ResultsFile): ResultsFile {
  const { standings: _stale, ...rest } = file;
  return rest;
}
