// SPEC 2.4 (SW-PC Ending the Tournament; DEC II.A.iii): the Final Confrontation.
import { fail, type Result } from "../errors.js";
import { otherSide, type Side } from "../games.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { firstSideOf, type EventHistory } from "./history.js";
import type { Draft } from "./types.js";

export type FinalKind = "constructed" | "sealed-allegiance" | "sealed-one-deck";

/** F1 constructed: the top two; F3 sealed: top Dark v top Light (Star Wars, Young Jedi), else the top two. */
export function finalKind(event: ScoredEvent): FinalKind {
  if ((event.file.event.type ?? "constructed") !== "sealed") return "constructed";
  return event.file.event.game === "swccg" || event.file.event.game === "yj"
    ? "sealed-allegiance"
    : "sealed-one-deck";
}

export interface FinalDraft extends Draft {
  readonly game: number;
}

function sideOf(history: EventHistory, id: string): Side | undefined {
  return firstSideOf(history, id);
}

/**
 * F1 (constructed): the top two play two games of 90 minutes, one each side; the higher seed
 * chooses his allegiance for the first game, so game 1 is printed without sides and game 2
 * switches the sides recorded for game 1.
 * F3 (sealed): one game at 1.5× the format's length; Star Wars / Young Jedi: the top Dark player
 * against the top Light player; Star Trek: the top two.
 * F4: `order` holds only players still in the event, so a disqualified player's place goes to
 * the next-highest; `skipped` names them for the trace.
 */
export function pairFinal(
  order: readonly string[],
  skipped: readonly string[],
  history: EventHistory,
  kind: FinalKind,
  hasSides = true,
): Result<FinalDraft> {
  const played = history.finals;
  const f4 =
    skipped.length > 0
      ? [
          `F4: ${skipped.join(", ")} above them can no longer play (dropped, quit or disqualified) → the next-highest takes the place`,
        ]
      : [];
  if (kind === "constructed") {
    if (played.length >= 2)
      return fail(
        "NOTHING_TO_PAIR",
        "games",
        "F1",
        "the Final Confrontation's two games are in; F2 and F5 decide the places (see standings)",
      );
    if (played.length === 1) {
      const first = played[0]!.record.players;
      const players = first.map((seat) =>
        seat.side === undefined ? { id: seat.id } : { id: seat.id, side: otherSide(seat.side) },
      );
      const [a, b] = players;
      if (!a || !b)
        return fail(
          "WRONG_PLAYER_COUNT",
          `games[${played[0]!.index}].players`,
          "F1",
          "the first Final Confrontation game needs two players",
        );
      const sides =
        a.side === undefined
          ? "sides were not recorded for game 1: each plays the side he did not"
          : `${a.id} plays ${a.side}, ${b.id} plays ${b.side}`;
      return {
        ok: true,
        value: {
          game: 2,
          pairs: [{ a, b }],
          byes: [],
          trace: [
            hasSides
              ? `F1: Final Confrontation game 2 (90 minutes), sides switched: ${sides}`
              : `F1: Final Confrontation game 2 (90 minutes): ${a.id} v ${b.id} again`,
          ],
        },
      };
    }
    const [a, b] = order;
    if (a === undefined || b === undefined)
      return fail(
        "NOTHING_TO_PAIR",
        "players",
        "F1",
        "a Final Confrontation needs two players still in the event",
      );
    return {
      ok: true,
      value: {
        game: 1,
        pairs: [{ a: { id: a }, b: { id: b } }],
        byes: [],
        trace: [
          ...f4,
          hasSides
            ? `F1: Final Confrontation, the top two: ${a} (#1) v ${b} (#2); two games of 90 minutes, one each side; ${a}, the higher seed, chooses his allegiance for game 1`
            : `F1: Final Confrontation, the top two: ${a} (#1) v ${b} (#2); two games of 90 minutes`,
        ],
      },
    };
  }
  if (played.length >= 1)
    return fail(
      "NOTHING_TO_PAIR",
      "games",
      "F3",
      "the sealed Final Confrontation game is in; F5 decides the places (see standings)",
    );
  if (kind === "sealed-one-deck") {
    const [a, b] = order;
    if (a === undefined || b === undefined)
      return fail(
        "NOTHING_TO_PAIR",
        "players",
        "F3",
        "a Final Confrontation needs two players still in the event",
      );
    return {
      ok: true,
      value: {
        game: 1,
        pairs: [{ a: { id: a }, b: { id: b } }],
        byes: [],
        trace: [
          ...f4,
          `F3: sealed Final Confrontation, the top two: ${a} v ${b}; one game at 1.5× the format's game length`,
        ],
      },
    };
  }
  const dark = order.find((id) => sideOf(history, id) === "dark");
  const light = order.find((id) => sideOf(history, id) === "light");
  if (dark === undefined || light === undefined)
    return fail(
      "NOTHING_TO_PAIR",
      "players",
      "F3",
      "a sealed Final Confrontation needs a Dark and a Light player still in the event",
    );
  return {
    ok: true,
    value: {
      game: 1,
      pairs: [{ a: { id: dark, side: "dark" }, b: { id: light, side: "light" } }],
      byes: [],
      trace: [
        ...f4,
        `F3: sealed Final Confrontation, top Dark player ${dark} v top Light player ${light}; one game at 1.5× the format's game length`,
      ],
    },
  };
}
