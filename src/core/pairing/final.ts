// docs/rules.md §2 (SW-PC Ending the Tournament; DEC II.A.iii): the Final Confrontation.
import { assertNever, fail, ok, type Result } from "../errors.js";
import { otherSide, type Side } from "../games.js";
import type { Random } from "../random.js";
import { eventHasSides, SEALED_FORMATS } from "../event-rules/sealed-formats.js";
import type { ScoredEvent } from "../scored-event/types.js";
import { firstSideOf, type EventHistory, type OutReason } from "./history.js";
import { toPairingOrder, type PairingOrder } from "./order.js";
import type { Draft, TieGroups } from "./types.js";

/**
 * Who plays the Final Confrontation: "constructed" the top two (F1); "sealed-allegiance" the top
 * Dark v the top Light player (F3, Star Wars and Young Jedi sealed); "sealed-top-two" the top two
 * placing players of a sealed event (F3: Star Trek, and Secret Squirrel).
 */
export type FinalKind = "constructed" | "sealed-allegiance" | "sealed-top-two";

/**
 * The one place that reads the event to say who the finalists are (`pair --final` and F4's
 * replacement both ask it). SW-PC Final Confrontation – Sealed Deck: "the top finishing Light
 * player against the top finishing Dark player (or the top two placing players in a Secret
 * Squirrel format event)"; DEC II.A.iii: "the two highest scoring players in a Star Trek CCG
 * tournament". The top two meet where the decks have no allegiance (`eventHasSides`: Star Trek,
 * and the sealed formats' catalogue, R12, says which Star Wars format).
 */
export function finalKind(event: ScoredEvent): FinalKind {
  const info = event.file.event;
  if (info.type !== "sealed") return "constructed";
  // Star Trek decks, and Secret Squirrel's (R12: the product each player opens), have no allegiance.
  return eventHasSides(info) ? "sealed-allegiance" : "sealed-top-two";
}

/** F3's words for the top two of a sealed event: Star Trek's, or Secret Squirrel's. */
export function topTwoReason(event: ScoredEvent): string {
  const format = event.file.event.options?.format;
  return format !== undefined && event.file.event.game === "swccg"
    ? `the top two placing players (${SEALED_FORMATS[format].name} format, SW-PC Final Confrontation – Sealed Deck)`
    : "the top two (DEC II.A.iii, Star Trek CCG)";
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

/** A player ahead of a finalist who can no longer play, and why (R2, S6 or F4). */
export interface PassedOver {
  readonly id: string;
  readonly out: OutReason;
}

/**
 * Why the next-highest player takes a place: the rule that put the player out. A drop is R2 and
 * a quit S6; only a disqualification can be F4's (a deck list that did not match before the
 * Final Confrontation: "the next highest scoring player will receive the opportunity to play"),
 * so only it cites F4.
 */
export function describePassedOver(passed: readonly PassedOver[]): string[] {
  const said = (out: OutReason): string => {
    const ids = passed.filter((p) => p.out === out).map((p) => p.id);
    if (ids.length === 0) return "";
    const who = ids.join(", ");
    switch (out) {
      case "dropped":
        return `R2: ${who} dropped (no further pairings) → the next-highest takes the place`;
      case "quit":
        return `S6: ${who} quit (not allowed to play in the rest of the event) → the next-highest takes the place`;
      case "disqualified":
        return `F4: ${who} disqualified → the next-highest takes the place`;
      default:
        return assertNever(out);
    }
  };
  return (["dropped", "quit", "disqualified"] as const).map(said).filter((line) => line !== "");
}

/** How the finalists are named in the trace: `topTwo` words F3's "top two" (Star Trek, Secret Squirrel). */
export interface FinalWording {
  readonly hasSides: boolean;
  readonly topTwo: string;
}

/**
 * F1 (constructed): the top two play two games of 90 minutes, one each side; the higher seed
 * chooses his allegiance for the first game, so game 1 is printed without sides and game 2
 * switches the sides recorded for game 1.
 * F3 (sealed): one game at 1.5× the format's length; Star Wars / Young Jedi: the top Dark player
 * against the top Light player; Star Trek and Secret Squirrel: the top two.
 * `order` holds only players still in the event, so the place of one who left goes to the
 * next-highest; `passed` names those above a finalist for the trace, with the rule that put them out.
 */
export function pairFinal(
  order: readonly string[],
  passed: readonly PassedOver[],
  history: EventHistory,
  kind: FinalKind,
  wording: FinalWording,
): Result<FinalDraft> {
  const { hasSides } = wording;
  const played = history.finals;
  const f4 = describePassedOver(passed);
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
  if (kind === "sealed-top-two") {
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
          `F3: sealed Final Confrontation, ${wording.topTwo}: ${a} (#1) v ${b} (#2); one game at 1.5× the format's game length`,
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
