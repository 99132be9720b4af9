// R7 and S7: between games, ≥25% of the competing players drawn at random (seeded by the event's
// seed and the check point, so anyone can re-draw it), earlier failures always, both Final
// Confrontation players before it; pass/fail recorded and the S7 penalty applied by the core.
import { useEffect, useMemo, useState } from "preact/hooks";
import { selectDeckChecks } from "../../../src/core/event-rules/index.js";
import type { DeckCheckFailureKind } from "../../../src/core/events.js";
import { useResource } from "../hooks.js";
import { withNames } from "../lib/names.js";
import type { ManageContext } from "./context.js";

/** GET /api/events/{id}/deck-checks: the core's record of each check (S7 penalty included). */
interface DeckChecksAnswer {
  readonly deckChecks: readonly {
    readonly playerId: string;
    readonly passed: boolean;
    readonly failure?: DeckCheckFailureKind;
    readonly penalty: "none" | "game" | "disqualified";
    readonly explanation: string;
    readonly afterPairing: number;
  }[];
  readonly failed: readonly string[];
  readonly checkPoint: {
    readonly afterPairing: number;
    readonly label: string;
    readonly players: readonly string[];
    readonly failedBefore: readonly string[];
  };
}

const REASONS = {
  random: "drawn at random",
  "failed-before": "failed a check before",
  "final-confrontation": "Final Confrontation player",
};
/** R7's draw is a minimum ("at least 25%"): the TD may check any other competing player too. */
const CHOSEN_BY_TD = "chosen by the TD";
const FAILURES: readonly [DeckCheckFailureKind, string][] = [
  ["too-many-cards", "Too many cards"],
  ["cards-not-on-list", "Cards not on the deck list"],
  ["missing-cards", "Missing cards"],
];

export function DeckChecks({ ctx, version }: { ctx: ManageContext; version: number }) {
  const checks = useResource<DeckChecksAnswer>(
    `/api/events/${encodeURIComponent(ctx.eventId)}/deck-checks`,
    version,
  );
  // R7: both Final Confrontation players are always checked before it. Once the FC is paired the
  // page starts there with its two players; before that, ticking the box fills in the two leaders
  // of the standings (F1), which the TD can change.
  const fcTable = ctx.pairings?.final && ctx.file.event.game !== "ote" ? ctx.pairings.pairings[0] : undefined;
  const competing = ctx.file.players
    .filter((p) => p.status === "active" || (p.status ?? "registered") === "registered")
    .map((p) => p.id);
  const leaders = (ctx.standings?.standings ?? [])
    .map((row) => row.id)
    .filter((id) => competing.includes(id))
    .slice(0, 2);
  const [beforeFinal, setBeforeFinal] = useState(fcTable !== undefined);
  const [finalists, setFinalists] = useState<[string, string]>([
    fcTable?.players[0]?.id ?? "",
    fcTable?.players[1]?.id ?? "",
  ]);
  useEffect(() => {
    if (!fcTable) return;
    setBeforeFinal(true);
    setFinalists([fcTable.players[0]?.id ?? "", fcTable.players[1]?.id ?? ""]);
  }, [fcTable?.gameId]);
  const chooseBeforeFinal = (checked: boolean) => {
    setBeforeFinal(checked);
    if (checked && finalists.every((id) => id === "")) setFinalists([leaders[0] ?? "", leaders[1] ?? ""]);
  };
  // R7: the list of this check point is drawn from the players as they stood when it began (the
  // server's checkPoint), so recording its checks never reshuffles it.
  const point = checks.data?.checkPoint;
  const checkedHere = new Map(
    (checks.data?.deckChecks ?? [])
      .filter((c) => c.afterPairing === point?.afterPairing)
      .map((c) => [c.playerId, c] as const),
  );
  const label = point?.label ?? "before round 1";
  // Players the TD added at this check point: those picked here, and those already recorded at it
  // though the draw did not pick them (so a reload keeps them on the list).
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [toAdd, setToAdd] = useState("");
  useEffect(() => setChosen([]), [point?.afterPairing]);
  const hasFinalists = finalists.every((id) => id !== "");
  const selection = useMemo(
    () =>
      point &&
      (beforeFinal && !hasFinalists
        ? undefined
        : selectDeckChecks({
            players: point.players,
            failedBefore: point.failedBefore,
            ...(beforeFinal && { finalists }),
            seed: ctx.file.event.seed ?? ctx.eventId,
            label: beforeFinal ? "final" : label,
          })),
    [point, beforeFinal, finalists.join(","), label],
  );
  return (
    <section aria-labelledby="dc-title">
      <h2 id="dc-title">Deck checks (R7) — {beforeFinal ? "before the Final Confrontation" : label}</h2>
      <label class="inline">
        <input
          type="checkbox"
          checked={beforeFinal}
          onChange={(e) => chooseBeforeFinal(e.currentTarget.checked)}
        />{" "}
        Before the Final Confrontation
      </label>
      {beforeFinal && (
        <div class="row-form">
          {[0, 1].map((i) => (
            <div key={i}>
              <label for={`fc-${i}`}>Finalist {i + 1}</label>
              <select
                id={`fc-${i}`}
                data-field={`finalists.${i}`}
                value={finalists[i]}
                onChange={(e) => {
                  const next: [string, string] = [...finalists];
                  next[i] = e.currentTarget.value;
                  setFinalists(next);
                }}
              >
                <option value="">—</option>
                {competing.map((id) => (
                  <option key={id} value={id}>
                    {ctx.nameOf(id)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {!selection ? (
        beforeFinal && (
          <p class="muted">Choose both Final Confrontation players: both decks are checked before it.</p>
        )
      ) : !selection.ok ? (
        <p class="error">
          {withNames(selection.error.message, ctx.names)} ({selection.error.rule})
        </p>
      ) : (
        <>
          <p>{selection.value.explanation}</p>
          <table aria-label="Decks to check">
            <thead>
              <tr>
                <th>Player</th>
                <th>Why</th>
                <th>Record</th>
              </tr>
            </thead>
            <tbody>
              {selection.value.selected.map((s) => (
                <DeckCheckRow
                  key={s.id}
                  ctx={ctx}
                  id={s.id}
                  why={REASONS[s.reason]}
                  checked={checkedHere.get(s.id)}
                />
              ))}
              {[...new Set([...checkedHere.keys(), ...chosen])]
                .filter((id) => !selection.value.selected.some((s) => s.id === id))
                .map((id) => (
                  <DeckCheckRow key={id} ctx={ctx} id={id} why={CHOSEN_BY_TD} checked={checkedHere.get(id)} />
                ))}
            </tbody>
          </table>
          <AddCheck
            ctx={ctx}
            candidates={competing.filter(
              (id) =>
                !selection.value.selected.some((s) => s.id === id) &&
                !chosen.includes(id) &&
                !checkedHere.has(id),
            )}
            value={toAdd}
            onChange={setToAdd}
            onAdd={() => {
              setChosen([...chosen, toAdd]);
              setToAdd("");
            }}
          />
        </>
      )}
      {(checks.data?.deckChecks.length ?? 0) > 0 && (
        <>
          <h3>Checks recorded</h3>
          <table aria-label="Deck checks recorded">
            <thead>
              <tr>
                <th>Player</th>
                <th>Check</th>
                <th>S7 penalty</th>
              </tr>
            </thead>
            <tbody>
              {checks.data!.deckChecks.map((c, i) => (
                <tr key={i} class={c.passed ? undefined : "failed-check"}>
                  <td>{ctx.nameOf(c.playerId)}</td>
                  <td>{c.passed ? "Passed" : `Failed: ${failureText(c.failure)}`}</td>
                  <td>{c.passed ? "—" : withNames(c.explanation, ctx.names)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** "Check another player": any competing player the draw did not pick (R7's 25% is a minimum). */
function AddCheck({
  ctx,
  candidates,
  value,
  onChange,
  onAdd,
}: {
  ctx: ManageContext;
  candidates: readonly string[];
  value: string;
  onChange: (id: string) => void;
  onAdd: () => void;
}) {
  if (candidates.length === 0) return null;
  return (
    <form
      class="row-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== "") onAdd();
      }}
    >
      <div>
        <label for="dc-add">Check another player</label>
        <select id="dc-add" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">—</option>
          {candidates.map((id) => (
            <option key={id} value={id}>
              {ctx.nameOf(id)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={value === ""}>
        Add to the list
      </button>
    </form>
  );
}

function failureText(kind: DeckCheckFailureKind | undefined): string {
  return FAILURES.find(([value]) => value === kind)?.[1].toLowerCase() ?? "deck not as listed";
}

function DeckCheckRow({
  ctx,
  id,
  why,
  checked,
}: {
  ctx: ManageContext;
  id: string;
  why: string;
  /** The check already recorded for this player at this check point: its outcome, no buttons. */
  checked: DeckChecksAnswer["deckChecks"][number] | undefined;
}) {
  const [failure, setFailure] = useState<DeckCheckFailureKind>("too-many-cards");
  const name = ctx.nameOf(id);
  if (checked)
    return (
      <tr class={checked.passed ? undefined : "failed-check"}>
        <td>{name}</td>
        <td>{why}</td>
        <td>{checked.passed ? "Checked: passed" : `Checked: failed (${failureText(checked.failure)})`}</td>
      </tr>
    );
  return (
    <tr>
      <td>{name}</td>
      <td>{why}</td>
      <td class="actions">
        <button
          type="button"
          class="small"
          onClick={() =>
            void ctx.run(
              { type: "RecordDeckCheck", playerId: id, passed: true },
              `${name}: deck check passed`,
            )
          }
        >
          Passed <span class="visually-hidden">{name}</span>
        </button>
        <label class="visually-hidden" for={`dc-fail-${id}`}>
          Failure of {name}
        </label>
        <select
          id={`dc-fail-${id}`}
          data-field="failure"
          value={failure}
          onChange={(e) => setFailure(e.currentTarget.value as DeckCheckFailureKind)}
        >
          {FAILURES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <button
          type="button"
          class="small danger"
          onClick={() =>
            void ctx.run(
              { type: "RecordDeckCheck", playerId: id, passed: false, failure },
              `${name}: deck check failed (S7 applied)`,
            )
          }
        >
          Failed <span class="visually-hidden">{name}</span>
        </button>
      </td>
    </tr>
  );
}
