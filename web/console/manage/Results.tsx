// R6 and docs/rules.md §1: results from the keyboard — the table number, Enter, then the form the game's
// profile needs; the tables still playing; the player reports waiting for the opponent's accept;
// corrections of any game with what they changed in the standings.
import { useEffect, useRef, useState } from "preact/hooks";
import { describeRawResult } from "../../../src/core/result-words.js";
import {
  compareStandings,
  describeLine,
  type StandingChange,
  type StandingLine,
} from "../lib/standings-diff.js";
import { profileNameOfEvent, type ProfileName } from "../../../src/core/games.js";
import type { ManageContext, TableView } from "./context.js";
import { confirmCorrectionAfterFinish } from "./Finish.js";
import { ResultForm, type ResultRefusal } from "./ResultForm.js";
import { scoreGame } from "../../../src/core/rules/index.js";
import type { GameInput } from "../../../src/core/rules/types.js";
import { scoringOptionsOfEvent } from "../../../src/core/scored-event/score-event.js";
import type { Seat } from "../../../src/core/events.js";

/**
 * The check the server makes of a result (docs/architecture.md: the one scoring function), made
 * before sending: what the ending requires and every number's bounds, from the profile's result
 * shapes, refused beside its input.
 */
function resultCheck(
  ctx: ManageContext,
  game: { readonly players: readonly Seat[]; readonly set?: string; readonly deckCheckFailure?: string },
): (result: Record<string, unknown>) => ResultRefusal | null {
  const event = ctx.file.event;
  const set: Pick<GameInput, "set"> =
    game.set === "active" || game.set === "inactive" ? { set: game.set } : {};
  return (result) => {
    const scored = scoreGame(profileNameOfEvent(event), scoringOptionsOfEvent(event), {
      players: game.players,
      result,
      ...set,
      // S7: a failed deck check makes the game a full loss, as the server scores it.
      ...(game.deckCheckFailure !== undefined && { deckCheckFailure: game.deckCheckFailure }),
    });
    return scored.ok ? null : scored.error;
  };
}
import { tableStatus } from "./Pairing.js";
import { formatGameScore } from "../../shared/format.js";

export function Results({ ctx }: { ctx: ManageContext }) {
  const profile = profileNameOfEvent(ctx.file.event);
  const tables = ctx.pairings?.pairings ?? [];
  const [tableText, setTableText] = useState("");
  const [picked, setPicked] = useState<TableView | null>(null);
  const [notFound, setNotFound] = useState<string>();
  const tableInput = useRef<HTMLInputElement>(null);
  const playing = tables.filter((t) => t.result === null);
  const waiting = tables.filter((t) => t.result !== null && t.isStanding === false);
  const open = (table: TableView): void => {
    setTableText(String(table.table));
    setNotFound(undefined);
    setPicked(table);
  };

  const pick = (event: SubmitEvent): void => {
    event.preventDefault();
    const number = Number(tableText.trim());
    const table = tables.find((t) => t.table === number);
    setNotFound(table ? undefined : `There is no table ${tableText.trim()} in the current game.`);
    setPicked(table ?? null);
  };
  const done = (): void => {
    setPicked(null);
    setTableText("");
    setTimeout(() => tableInput.current?.focus(), 0);
  };

  return (
    <>
      <section aria-labelledby="enter-title">
        <h2 id="enter-title">
          Enter a result
          {!ctx.pairings?.round
            ? ""
            : ctx.pairings.final
              ? ctx.file.event.game === "ote"
                ? ` — the final (E2), round ${ctx.pairings.round}`
                : ` — Final Confrontation, game ${ctx.pairings.game}`
              : ` — round ${ctx.pairings.round}, game ${ctx.pairings.game}`}
        </h2>
        <form class="inline-form" onSubmit={pick} aria-label="Pick a table">
          <label for="result-table">Table number</label>
          <input
            id="result-table"
            ref={tableInput}
            inputMode="numeric"
            size={5}
            value={tableText}
            onInput={(e) => setTableText(e.currentTarget.value)}
            autofocus
          />
          <button type="submit">Open</button>
        </form>
        {notFound && <p class="error">{notFound}</p>}
        {picked && (
          <div class="panel" key={picked.gameId}>
            <h3>
              Table {picked.table}: {picked.players.map((s) => ctx.nameOf(s.id)).join(" vs ")}
              {picked.result !== null && picked.isStanding !== false ? " (result in: this corrects it)" : ""}
            </h3>
            {picked.result !== null && picked.isStanding === false && (
              <p class="notice">
                {picked.disputedBy
                  ? `${ctx.nameOf(picked.disputedBy)} disputes ${ctx.nameOf(picked.reportedBy ?? "")}'s report`
                  : `${ctx.nameOf(picked.reportedBy ?? "")}'s report waits for the accept`}
                : {describeRawResult(picked.result, ctx.nameOf)}
                {picked.disputedResult &&
                  ` — ${ctx.nameOf(picked.disputedBy ?? "")} says: ${describeRawResult(picked.disputedResult, ctx.nameOf)}`}
                . What you save stands at once and replaces it (R6).
              </p>
            )}
            <ResultForm
              profile={profile}
              players={picked.players}
              nameOf={ctx.nameOf}
              idPrefix="res"
              {...(picked.stage !== undefined && { stage: picked.stage })}
              isCorrection={picked.result !== null && picked.isStanding !== false}
              submitLabel={
                picked.result !== null && picked.isStanding !== false
                  ? "Correct the result"
                  : "Save the result"
              }
              onCancel={done}
              check={resultCheck(ctx, picked)}
              onSubmit={async (result, reason) => {
                const isCorrection = picked.result !== null && picked.isStanding !== false;
                if (isCorrection && !confirmCorrectionAfterFinish(ctx)) return false;
                const ok = await ctx.run(
                  isCorrection
                    ? { type: "CorrectResult", gameId: picked.gameId, result, reason }
                    : { type: "ReportResult", gameId: picked.gameId, result },
                  `Table ${picked.table}: result saved`,
                );
                if (ok) done();
                return ok;
              }}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="playing-title">
        <h2 id="playing-title">Still playing ({playing.length})</h2>
        {playing.length === 0 ? (
          <p class="muted">{tables.length ? "Every table has reported." : "No game is paired."}</p>
        ) : (
          <p data-testid="still-playing">{playing.map((t) => `Table ${t.table}`).join(" · ")}</p>
        )}
      </section>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title">
          Player reports disputed or waiting for the opponent's accept (R6) ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p class="muted">None.</p>
        ) : (
          <ul>
            {waiting.map((t) => (
              <li key={t.gameId} data-testid={t.disputedBy ? "disputed" : "waiting"}>
                {t.disputedBy && <strong class="error">Disputed — </strong>}
                Table {t.table}: {describeRawResult(t.result ?? {}, ctx.nameOf)}
                {t.disputedResult &&
                  ` (${ctx.nameOf(t.disputedBy ?? "")} says: ${describeRawResult(t.disputedResult, ctx.nameOf)})`}{" "}
                — {tableStatus(ctx, t)}{" "}
                <button type="button" class="small" onClick={() => open(t)}>
                  {t.disputedBy ? "Decide" : "Enter the result"} (table {t.table})
                </button>{" "}
                {t.players
                  .filter((s) => !t.disputedBy && s.id !== t.reportedBy && !t.acceptedBy.includes(s.id))
                  .map((s) => (
                    <button
                      key={s.id}
                      type="button"
                      class="small secondary"
                      onClick={() =>
                        void ctx.run(
                          { type: "AcceptResult", gameId: t.gameId, playerId: s.id },
                          `Accepted for ${ctx.nameOf(s.id)}`,
                        )
                      }
                    >
                      Accept for {ctx.nameOf(s.id)}
                    </button>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Corrections ctx={ctx} profile={profile} />
    </>
  );
}

function toLines(ctx: ManageContext): StandingLine[] {
  return (ctx.standings?.standings ?? []).map((s) => ({
    id: s.id,
    name: s.name,
    rank: s.rank,
    vp: s.vp,
    diff: s.diff,
  }));
}

function Corrections({ ctx, profile }: { ctx: ManageContext; profile: ProfileName }) {
  const [open, setOpen] = useState<number | null>(null);
  const [before, setBefore] = useState<StandingLine[] | null>(null);
  const [changes, setChanges] = useState<StandingChange[] | null>(null);
  const standingsKey = JSON.stringify(toLines(ctx));
  useEffect(() => {
    if (before) {
      const after = toLines(ctx);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        setChanges(compareStandings(before, after));
        setBefore(null);
      }
    }
  }, [standingsKey]);
  const games = ctx.file.games.map((g, index) => ({ g, index })).filter(({ g }) => g.players.length > 1);
  return (
    <section aria-labelledby="corrections-title">
      <h2 id="corrections-title">Results in (correct any)</h2>
      {changes && (
        <div class="notice" role="status" data-testid="standings-changes">
          <strong>What the correction changed in the standings:</strong>
          {changes.length === 0 ? (
            " nothing."
          ) : (
            <ul>
              {changes.map((c) => (
                <li key={c.id}>
                  {c.name}: {describeLine(c.before)} → {describeLine(c.after)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {games.length === 0 && <p class="muted">None yet.</p>}
      {/* Only with rows: an empty table scrolled sideways on a phone is a region the keyboard cannot reach. */}
      {games.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Game</th>
              <th class="num">Table</th>
              <th>Players</th>
              <th>Result</th>
              <th>Score</th>
              <th>
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map(({ g, index }) => {
              // The server names each game by the id commands take (GET /api/events/{id}).
              const gameId = g.gameId;
              return [
                <tr key={index}>
                  <td>
                    R{g.round} G{g.game}
                    {g.stage && g.stage !== "swiss" ? ` ${g.stage}` : ""}
                  </td>
                  <td class="num">{g.table ?? ""}</td>
                  <td>{g.players.map((s) => ctx.nameOf(s.id)).join(" vs ")}</td>
                  <td>{describeRawResult(g.result, ctx.nameOf)}</td>
                  <td>{formatGameScore(g.score ?? [], ctx.file.event.game === "ote")}</td>
                  <td>
                    {gameId !== undefined && (
                      <button
                        type="button"
                        class="small secondary"
                        onClick={() => setOpen(open === index ? null : index)}
                      >
                        Correct…{" "}
                        <span class="visually-hidden">
                          round {g.round} game {g.game} table {g.table}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>,
                open === index && gameId !== undefined && (
                  <tr key={`${index}-form`}>
                    <td colSpan={6}>
                      <ResultForm
                        profile={profile}
                        players={g.players}
                        nameOf={ctx.nameOf}
                        idPrefix={`fix${index}`}
                        isCorrection
                        initial={g.result}
                        submitLabel="Correct the result"
                        onCancel={() => setOpen(null)}
                        check={resultCheck(ctx, g)}
                        onSubmit={async (result, reason) => {
                          if (!confirmCorrectionAfterFinish(ctx)) return false;
                          setChanges(null);
                          const snapshot = toLines(ctx);
                          setBefore(snapshot);
                          const ok = await ctx.run(
                            { type: "CorrectResult", gameId, result, reason },
                            "Result corrected",
                          );
                          if (ok) setOpen(null);
                          else setBefore(null);
                          return ok;
                        }}
                      />
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
