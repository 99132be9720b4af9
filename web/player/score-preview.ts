// What a reported result is worth, said the way players say it: "You 2(+15) · Han Solo 0(-15)".
// The numbers are the core's scoreGame (docs/rules.md §1), never recomputed here.
import type { ProfileName } from "../../src/core/games.js";
import { PROFILES, scoreGame } from "../../src/core/rules/index.js";
import { formatPlayerScore } from "../../src/core/rules/shared/outcomes.js";
import type { GameInput, ScoringOptions } from "../../src/core/rules/types.js";
import type { NameLookup } from "../shared/format.js";
import type { SeatJson } from "../shared/types.js";

export type Preview =
  /** `parts`: one per player, the player first; `line` joins them. */
  | { ok: true; line: string; parts: readonly string[]; explanation: string; winner?: string }
  /** `field`: the core's path of the refused input (`result.lifeForce`), to show the words beside it. */
  | { ok: false; message: string; field?: string };

export function previewScore(
  profile: ProfileName,
  options: ScoringOptions,
  /**
   * The table: who played and, for On the Edge, the set it was played in and who at it lost in
   * an earlier round (E2 scales each player's VP by his own set: a re-admitted finalist's is
   * inactive); a game turned into a loss by a failed deck check (S7).
   */
  game: {
    readonly players: readonly SeatJson[];
    readonly set?: string;
    readonly lostIn?: Readonly<Record<string, number>>;
    readonly deckCheckFailure?: string;
  },
  result: unknown,
  me: string,
  nameOf: NameLookup,
): Preview {
  const { players } = game;
  const played = game.set;
  const set: Pick<GameInput, "set"> = played === "active" || played === "inactive" ? { set: played } : {};
  // S7: a game turned into a full loss by a failed deck check reads as the standings count it.
  const failed = game.deckCheckFailure !== undefined ? { deckCheckFailure: game.deckCheckFailure } : {};
  const lostIn = game.lostIn && { lostIn: game.lostIn };
  const scored = scoreGame(profile, options, { players, result, ...set, ...failed, ...lostIn });
  if (!scored.ok)
    return {
      ok: false,
      message: `${scored.error.message} (${scored.error.rule})`,
      ...(scored.error.field && { field: scored.error.field }),
    };
  // On the Edge (E2): VP by place and the Influence they came from; no differential there. A
  // re-admitted finalist's scale is said in the explanation below the line.
  const isOte = PROFILES[profile].games.includes("ote");
  const parts = [...scored.value.score]
    .sort((a, b) => (a.id === me ? -1 : b.id === me ? 1 : 0))
    .map((entry) => `${entry.id === me ? "You" : nameOf(entry.id)} ${formatPlayerScore(entry, isOte)}`);
  return {
    ok: true,
    line: parts.join(" · "),
    parts,
    explanation: withNames(scored.value.explanation, players, nameOf),
    ...(scored.value.winner !== undefined && { winner: scored.value.winner }),
  };
}

/** The event's scoring options (docs/rules.md §1 `cap`, `vp`) from the results file's `event.options`. */
export function scoringOptionsOf(options: Readonly<Record<string, unknown>> | undefined): ScoringOptions {
  if (!options) return {};
  const cap = typeof options.cap === "number" ? { cap: options.cap } : {};
  const vp =
    typeof options.vp === "object" && options.vp !== null ? { vp: options.vp as ScoringOptions["vp"] } : {};
  return { ...cap, ...vp };
}

/** The core's explanation names players by id (`p2 won the toss`); a player reads names. */
function withNames(text: string, players: readonly SeatJson[], nameOf: NameLookup): string {
  let out = text;
  for (const { id } of players) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "g"), nameOf(id));
  }
  return out;
}
