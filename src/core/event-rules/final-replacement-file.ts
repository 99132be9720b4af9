// F4 on a results file: who plays the Final Confrontation once a finalist's deck list did
// not match. The finalists are chosen as `handsdown pair FILE --final` chooses them
// (seededFinalOrder + selectFinalists in pairing/final.ts), so both commands agree.
import { fail, ok, type Result } from "../errors.js";
import { computeEventStandings } from "../event-standings.js";
import type { Side } from "../games.js";
import { computeHistory, eventRandom, toTieGroups } from "../pairing/index.js";
import { finalKind, seededFinalOrder, selectFinalists } from "../pairing/final.js";
import type { ScoredEvent } from "../scored-event/score-event.js";
import { replaceFinalist, type FinalReplacement } from "./final-replacement.js";

/** F1 constructed: top two; F3 sealed: top Dark v top Light (Star Wars, Young Jedi), else top two. */
export type FinalPairingKind = "top-two" | "dark-v-light";

export interface FinalReplacementOnFile extends FinalReplacement {
  readonly kind: FinalPairingKind;
  /** The pairing before F4, higher seed first. */
  readonly before: readonly [string, string];
  readonly disqualified: string;
  /** dark-v-light: each new finalist's allegiance (D1: kept for the whole event). */
  readonly sides?: Readonly<Record<string, Side>>;
  /** Non-blocking remarks for the TD. */
  readonly warnings: readonly string[];
}

function kindOf(event: ScoredEvent): FinalPairingKind {
  return finalKind(event) === "sealed-allegiance" ? "dark-v-light" : "top-two";
}

export function computeFinalReplacementOnFile(
  scored: ScoredEvent,
  disqualified: string,
): Result<FinalReplacementOnFile> {
  if (scored.file.event.game === "ote")
    return fail(
      "UNSUPPORTED_FORMAT",
      "event.game",
      "F4",
      "On the Edge has no Final Confrontation of two players",
    );
  const entry = scored.file.players.find((p) => p.id === disqualified);
  if (!entry)
    return fail("UNKNOWN_PLAYER", "disqualified", "F4", `"${disqualified}" is not registered in this event`);
  // Already disqualified from the whole event (e.g. a second failed check, S7): the standings list
  // him last, so place him as if he were not, to find the pairing he was in.
  const isMarked = entry.status === "disqualified";
  const event = isMarked ? withoutStatus(scored, disqualified) : scored;
  const history = computeHistory(event.file.players, event.games);
  if (history.finals.length > 0)
    return fail(
      "NOTHING_TO_PAIR",
      "games",
      "F4",
      'the Final Confrontation has begun (games with stage "final"); F4 replaces a finalist before it',
    );
  const standings = computeEventStandings(event);
  if (!standings.ok) return standings;
  if (standings.value.kind !== "two-player")
    return fail("UNSUPPORTED_FORMAT", "event.game", "F4", "F4 needs two-player standings");
  const groups = toTieGroups(standings.value.standings.rows, history.ids);
  const order = seededFinalOrder(groups, eventRandom(event)).ids;
  const isOut = (id: string): boolean => history.players.get(id)?.out !== undefined;
  const kind = kindOf(event);
  const sides = Object.create(null) as Record<string, Side>; // keyed by player ID: a safe map
  for (const id of order) {
    const side = history.players.get(id)?.firstSide;
    if (side) sides[id] = side;
  }
  // He may already carry status "disqualified"; he was a finalist all the same, so find the pair with him in.
  const before = selectFinalists(
    order,
    finalKind(event),
    (id) => id === disqualified || !isOut(id),
    (id) => sides[id],
  );
  if (!before.ok) return before;
  const replaced = replaceFinalist({
    standings: order,
    finalists: before.value,
    disqualified,
    ineligible: order.filter(isOut),
    ...(kind === "dark-v-light" && { sides }),
  });
  if (!replaced.ok) return replaced;
  const warnings = [
    ...(event.file.event.championship === true
      ? []
      : [
          "F4 is a Championship Level rule (deck lists are required there); this event is not marked Championship Level",
        ]),
    ...(isMarked
      ? [
          `${disqualified} is disqualified from the event; the standings were taken as if he were not, to find his place`,
        ]
      : []),
  ];
  const pairSides =
    kind === "dark-v-light"
      ? Object.fromEntries(replaced.value.finalists.map((id) => [id, sides[id]!]))
      : undefined;
  return ok({
    ...replaced.value,
    kind,
    before: before.value,
    disqualified,
    ...(pairSides && { sides: pairSides }),
    warnings,
  });
}

function withoutStatus(event: ScoredEvent, id: string): ScoredEvent {
  const players = event.file.players.map((p) => {
    if (p.id !== id) return p;
    const { status: _status, statusReason: _reason, ...rest } = p;
    return rest;
  });
  return { ...event, file: { ...event.file, players } };
}
