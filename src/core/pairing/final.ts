// SPEC 2.4 (SW-PC Ending the Tournament; DEC II.A.iii): the Final Confrontation.
import { fail, ok, type Result } from "../errors.js";
import { hasSides, otherSide, type Side } from "../games.js";
import type { Random } from "../random.js";
import type { ScoredEvent } from "../scored-event/types.js";
import { firstSideOf, type EventHistory } from "./history.js";
import { toPairingOrder, type PairingOrder } from "./order.js";
import type { Draft, TieGroups } from "./types.js";

export type FinalKind = "constructed" | "sealed-allegiance" | "sealed-one-deck";

/** F1 constructed: the top two; F3 sealed: top Dark v top Light (Star Wars, Young Jedi), else the top two. */
export function finalKind(event: ScoredEvent): FinalKind {
  if (event.file.event.type !== "sealed") return "constructed";
  return hasSides(event.file.event.game) ? "sealed-allegiance" : "sealed-one-deck";
}

/**
 * F1/F3: every player in the event's standings order, exact ties ordered by the event's seed
 * (its "final" stream): the one order `pair --final` and the F4 replacement both read.
 */
export function seededFinalOrder(groups: TieGroups, eventRandom: Random): PairingOrder {
  return toPairingOrder(groups, eventRandom.fork("final"), () => true);
}

/**
 * F1/F3, the one place the two finalists are chosen from the seeded order: the top
 * two (constructed, and sealed Star Trek), or the top Dark player and the top Light player
 * (sealed Star Wars / Young Jedi, each by his allegiance, D1). Only players `isEligible` say may
 * play (F4: a player who can no longer play leaves his place to the next-highest). Higher seed first.
 */
export function selectFinalists(
  order: readonly string[],
  kind: FinalKind,
  isEligible: (id: string) => boolean,
  sideOf: (id: string) => Side | undefined,
): Result<readonly [string, string]> {
  const eligible = order.filter(isEligible);
  if (kind !== "sealed-allegiance") {
    const [a, b] = eligible;
    if (a === undefined || b === undefined)
      return fail(
        "NOTHING_TO_PAIR",
        "players",
        kind === "constructed" ? "F1" : "F3",
        "a Final Confrontation needs two players still in the event",
      );
    return ok([a, b]);
  }
  const dark = eligible.find((id) => sideOf(id) === "dark");
  const light = eligible.find((id) => sideOf(id) === "light");
  if (dark === undefined || light === undefined)
    return fail(
      "NOTHING_TO_PAIR",
      "players",
      "F3",
      "a sealed Final Confrontation needs a Dark and a Light player still in the event",
    );
  return ok(eligible.indexOf(dark) < eligible.indexOf(light) ? [dark, light] : [light, dark]);
}

export interface FinalDraft extends Draft {
  readonly game: number;
}

function sideOf(history: EventHistory, id: string): Side | undefined {
  return firstSideOf(history, id);
}

/** Every player in `order` may play (F4 left out the others); sides matter only to F3 by allegiance. */
function finalistsOf(
  order: readonly string[],
  kind: FinalKind,
  history: EventHistory,
): Result<readonly [string, string]> {
  return selectFinalists(
    order,
    kind,
    () => true,
    (id) => sideOf(history, id),
  );
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
  hasSides: boolean,
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
    const finalists = finalistsOf(order, kind, history);
    if (!finalists.ok) return finalists;
    const [a, b] = finalists.value;
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
    const finalists = finalistsOf(order, kind, history);
    if (!finalists.ok) return finalists;
    const [a, b] = finalists.value;
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
  const finalists = finalistsOf(order, kind, history);
  if (!finalists.ok) return finalists;
  const [dark, light] =
    sideOf(history, finalists.value[0]) === "dark"
      ? finalists.value
      : [finalists.value[1], finalists.value[0]];
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
