// docs/rules.md §2: pair the next game and read why (the core's trace, with names); repair a pairing —
// swap two players with a reason, undo the pairing and pair again; the Final Confrontation
// (F1/F3), a top cut (N2), On the Edge rounds with their sets and the final (E2).
import { useState } from "preact/hooks";
import { withNames } from "../lib/names.js";
import { sideLabel } from "../labels.js";
import { firstPairingQuestion } from "../lib/first-pairing.js";
import type { GamePairedData } from "../../../src/core/events.js";
import type { CommandAnswer } from "../hooks.js";
import type { ManageContext, TableView } from "./context.js";
import { ClockOffer } from "./Timer.js";

export function Pairing({ ctx, version }: { ctx: ManageContext; version: number }) {
  const [topCut, setTopCut] = useState("");
  const [confirmUndo, setConfirmUndo] = useState(false);
  const p = ctx.pairings;
  const isOte = ctx.file.event.game === "ote";
  const open = p?.pairings.filter((t) => !t.isStanding) ?? [];
  // F1/N2: once the Final Confrontation or a top cut has begun, "Pair the next game" continues it;
  // starting another final stage is no longer a choice to offer.
  const finalBegun = !isOte && hasFinalBegun(ctx);
  return (
    <>
      <section aria-labelledby="pair-title">
        <h2 id="pair-title">Pair</h2>
        <div class="button-row">
          <button
            type="button"
            onClick={() => {
              // Before game 1: nobody checked in (R2) or R3's minimums not met — ask, never surprise.
              const question = p?.round == null ? firstPairingQuestion(ctx.file) : null;
              if (question !== null && !confirm(question)) return;
              // F1/N2: the core pairs the next game, which is the Final Confrontation's game 2 (or a
              // top cut's next round) once it has begun; its answer says which.
              void ctx.run({ type: "PairNextGame" }, pairedWords);
            }}
          >
            Pair the next game
          </button>
          {!finalBegun && (
            <button
              type="button"
              class="secondary"
              onClick={() => void ctx.run({ type: "PairNextGame", final: true }, "Final paired")}
            >
              {isOte ? "Pair the final (E2)" : "Pair the Final Confrontation (F1/F3)"}
            </button>
          )}
          {!isOte && !finalBegun && (
            <form
              class="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                void ctx.run({ type: "PairNextGame", topCut: Number(topCut) }, `Top ${topCut} cut paired`);
              }}
            >
              <label for="top-cut">Top cut (N2): players</label>
              <input
                id="top-cut"
                data-field="topCut"
                inputMode="numeric"
                size={4}
                value={topCut}
                onInput={(e) => setTopCut(e.currentTarget.value)}
              />
              <button type="submit" class="secondary" disabled={!topCut.trim()}>
                Pair top cut
              </button>
            </form>
          )}
        </div>
        {!isOte && ctx.file.event.championship === true && !finalBegun && <WaiveFinal ctx={ctx} />}
        {open.length > 0 && p && p.pairings.length > 0 && (
          <p class="muted">
            {open.length} {open.length === 1 ? "table" : "tables"} still playing: the next game can be paired
            when every result stands.
          </p>
        )}
      </section>
      {p && p.round !== null ? (
        <>
          <section aria-labelledby="current-title">
            <h2 id="current-title">
              {p.final && isOte
                ? `Round ${p.round}, game ${p.game} — the final (E2)`
                : p.final
                  ? `Final Confrontation, game ${p.game}`
                  : `Round ${p.round}, game ${p.game}`}
            </h2>
            {open.length > 0 && <ClockOffer ctx={ctx} version={version} />}
            <TableList ctx={ctx} tables={p.pairings} isOte={isOte} />
            {p.final && p.game === 1 && !isOte && ctx.file.event.type !== "sealed" && (
              <ChooseSide ctx={ctx} tables={p.pairings} />
            )}
            {p.byes.length > 0 && <p>Bye: {p.byes.map(ctx.nameOf).join(", ")}</p>}
            {(p.sittingOut?.length ?? 0) > 0 && (
              <p>Sitting out: {p.sittingOut!.map(ctx.nameOf).join(", ")}</p>
            )}
          </section>
          <section aria-labelledby="trace-title">
            <h2 id="trace-title">Why this pairing</h2>
            {p.trace.length === 0 ? (
              <p class="muted">The pairing followed the standings with no exception.</p>
            ) : (
              <ol class="trace">
                {p.trace.map((line, i) => (
                  <li key={i}>{withNames(line, ctx.names)}</li>
                ))}
              </ol>
            )}
          </section>
          <Swap ctx={ctx} tables={p.pairings} />
          <section aria-labelledby="undo-title">
            <h2 id="undo-title">Undo this pairing</h2>
            {confirmUndo ? (
              <p>
                Undo round {p.round}, game {p.game}? Its tables and any results entered for them go.{" "}
                <button
                  type="button"
                  class="danger"
                  onClick={() =>
                    void ctx
                      .run({ type: "UndoPairing" }, "Pairing undone: pair again")
                      .then(() => setConfirmUndo(false))
                  }
                >
                  Yes, undo
                </button>{" "}
                <button type="button" class="secondary" onClick={() => setConfirmUndo(false)}>
                  Keep it
                </button>
              </p>
            ) : (
              <button type="button" class="secondary" onClick={() => setConfirmUndo(true)}>
                Undo the pairing…
              </button>
            )}
          </section>
        </>
      ) : (
        <p>No game is paired yet. Check players in, then pair the first game.</p>
      )}
    </>
  );
}

/** The status line after "Pair the next game", from the pairing the core made (its GamePaired). */
export function pairedWords(answer: CommandAnswer): string {
  const paired = answer.events.find((event) => event.type === "GamePaired")?.data as
    Pick<GamePairedData, "system"> | undefined;
  return paired?.system === "final-confrontation" ? "Final paired" : "Next game paired";
}

/**
 * F1: the higher seed (seated first by the core) chooses his allegiance for Final Confrontation
 * game 1; once chosen, the sides show in the table above and game 2 is paired switched.
 */
function ChooseSide({ ctx, tables }: { ctx: ManageContext; tables: readonly TableView[] }) {
  const table = tables.find((t) => t.result === null && t.players.length === 2);
  if (!table || table.players.some((seat) => seat.side !== undefined)) return null;
  const seed = ctx.nameOf(table.players[0]!.id);
  const choose = (side: "dark" | "light") =>
    void ctx.run(
      { type: "ChooseFinalSide", gameId: table.gameId, side },
      `${seed} plays ${sideLabel(side)} in game 1 (F1)`,
    );
  return (
    <div class="button-row" aria-label="Final Confrontation side (F1)">
      <span>{seed}, the higher seed, chooses (F1):</span>
      <button type="button" onClick={() => choose("dark")}>
        Dark Side
      </button>
      <button type="button" onClick={() => choose("light")}>
        Light Side
      </button>
    </div>
  );
}

export function TableList({
  ctx,
  tables,
  isOte,
}: {
  ctx: ManageContext;
  tables: readonly TableView[];
  isOte: boolean;
}) {
  return (
    <table aria-label="Tables">
      <thead>
        <tr>
          <th class="num">Table</th>
          <th>Players</th>
          {isOte && <th>Set</th>}
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {tables.map((t) => (
          <tr key={t.gameId}>
            <td class="num">{t.table}</td>
            <td>
              {t.players.map((seat, i) => (
                <span key={seat.id}>
                  {i > 0 && " vs "}
                  {ctx.nameOf(seat.id)}{" "}
                  {seat.side && <span class={`side-${seat.side}`}>{sideLabel(seat.side)}</span>}
                </span>
              ))}
            </td>
            {isOte && <td>{t.set ?? ""}</td>}
            <td>{tableStatus(ctx, t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function tableStatus(ctx: ManageContext, t: TableView): string {
  if (t.result === null) return "playing";
  if (t.isStanding === false && t.disputedBy)
    return `disputed by ${ctx.nameOf(t.disputedBy)} (reported by ${ctx.nameOf(t.reportedBy ?? "")}): you decide by entering the result (R6)`;
  if (t.isStanding === false) {
    const waitingFor = t.players
      .filter((s) => s.id !== t.reportedBy && !t.acceptedBy.includes(s.id))
      .map((s) => ctx.nameOf(s.id));
    return `reported by ${ctx.nameOf(t.reportedBy ?? "")}, waiting for ${waitingFor.join(", ")} to accept (R6)`;
  }
  return "result in";
}

function Swap({ ctx, tables }: { ctx: ManageContext; tables: readonly TableView[] }) {
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  const [reason, setReason] = useState("");
  const seated = tables.flatMap((t) => t.players.map((s) => ({ id: s.id, table: t.table })));
  if (seated.length < 2) return null;
  const option = (s: { id: string; table: number }) => (
    <option key={s.id} value={s.id}>
      {ctx.nameOf(s.id)} (table {s.table})
    </option>
  );
  return (
    <section aria-labelledby="swap-title">
      <h2 id="swap-title">Swap two players</h2>
      <form
        class="row-form"
        onSubmit={(e) => {
          e.preventDefault();
          void ctx
            .run({ type: "SwapPlayers", playerA: a, playerB: b, reason: reason.trim() }, "Players swapped")
            .then((ok) => {
              if (ok) setReason("");
            });
        }}
      >
        <div>
          <label for="swap-a">Player</label>
          <select id="swap-a" data-field="playerA" value={a} onChange={(e) => setA(e.currentTarget.value)}>
            <option value="">—</option>
            {seated.map(option)}
          </select>
        </div>
        <div>
          <label for="swap-b">swaps seats with</label>
          <select id="swap-b" data-field="playerB" value={b} onChange={(e) => setB(e.currentTarget.value)}>
            <option value="">—</option>
            {seated.map(option)}
          </select>
        </div>
        <div>
          <label for="swap-reason">Reason (kept in the change log)</label>
          <input
            id="swap-reason"
            data-field="reason"
            value={reason}
            onInput={(e) => setReason(e.currentTarget.value)}
          />
        </div>
        <div>
          <button type="submit" disabled={!a || !b || a === b}>
            Swap
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * A final stage (the Final Confrontation, a top cut) is under way: a current pairing of stage final,
 * or a final game already in the results. F4: the second seed may waive only before (the core
 * refuses it after).
 */
function hasFinalBegun(ctx: ManageContext): boolean {
  return ctx.pairings?.final === true || ctx.file.games.some((game) => game.stage === "final");
}

/**
 * F4 (Championship Level): the second seed may waive the mandatory Final Confrontation, gaining
 * nothing by it (F5: the first seed 1st, he 2nd). The core says who the second seed is and refuses
 * anyone else, naming the rule; once waived, this says so.
 */
function WaiveFinal({ ctx }: { ctx: ManageContext }) {
  const [player, setPlayer] = useState("");
  const waived = ctx.file.event.finalWaivedBy;
  if (waived !== undefined)
    return (
      <p data-testid="final-waived">
        {ctx.nameOf(waived)}, the second seed, waived the Final Confrontation (F4): the first seed is 1st,{" "}
        {ctx.nameOf(waived)} 2nd (F5).
      </p>
    );
  const inEvent = ctx.file.players.filter(
    (entry) => entry.status !== "dropped" && entry.status !== "quit" && entry.status !== "disqualified",
  );
  return (
    <form
      class="inline-form"
      aria-label="Waive the Final Confrontation (F4)"
      onSubmit={(e) => {
        e.preventDefault();
        void ctx.run(
          { type: "WaiveFinalConfrontation", playerId: player },
          `${ctx.nameOf(player)} waived the Final Confrontation (F4)`,
        );
      }}
    >
      <label for="waive-player">The second seed waives the Final Confrontation (F4):</label>
      <select
        id="waive-player"
        data-field="playerId finalWaivedBy"
        value={player}
        onChange={(e) => setPlayer(e.currentTarget.value)}
      >
        <option value="">— the second seed —</option>
        {inEvent.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {ctx.nameOf(entry.id)}
          </option>
        ))}
      </select>
      <button type="submit" class="secondary" disabled={player === ""}>
        Record the waiver
      </button>
    </form>
  );
}
