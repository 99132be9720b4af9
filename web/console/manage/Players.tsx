// R1/R2: registration from the keyboard (the R1 ID shown as the TD types), CSV import with a
// preview and per-row errors, check-in, late entry, drop, quit (S6), disqualify and reinstate.
import { useMemo, useRef, useState } from "preact/hooks";
import { makePlayerId } from "../../../src/core/players/player-id.js";
import { checkJuniorEligibility } from "../../../src/core/event-rules/junior.js";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { isQuitDifferentialAsked } from "../../../src/core/rules/quit-differential.js";
import { previewPlayerCsv, type CsvRow } from "../lib/csv.js";
import { quitRuleOf } from "../../shared/result-form.js";
import type { DateOrder } from "../../../src/core/players/birth-date.js";
import { playerName, type ManageContext } from "./context.js";
import {
  isAwaitingCheckIn,
  isOutStatus,
  registrationStatus,
} from "../../../src/core/players/player-status.js";
import { CorrectPlayerForm, RemoveButton } from "./PlayerEdit.js";

export function Players({ ctx }: { ctx: ManageContext }) {
  const started = ctx.pairings?.round !== null && ctx.pairings?.round !== undefined;
  return (
    <>
      <AddPlayer ctx={ctx} isLate={started} />
      <PlayerTable ctx={ctx} />
      <CsvImport ctx={ctx} isLate={started} />
    </>
  );
}

function AddPlayer({ ctx, isLate }: { ctx: ManageContext; isLate: boolean }) {
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [born, setBorn] = useState("");
  const [id, setId] = useState("");
  const firstRef = useRef<HTMLInputElement>(null);
  const made = id.trim() ? undefined : makePlayerId({ firstName: first, lastName: last, birthDate: born });
  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const player = {
      ...(id.trim() && { id: id.trim() }),
      ...(first.trim() && { firstName: first.trim() }),
      ...(last.trim() && { lastName: last.trim() }),
      ...(born.trim() && { birthDate: born.trim() }),
    };
    const label = [first, last].join(" ").trim() || id;
    const ok = await ctx.run(
      { type: isLate ? "EnterLatePlayer" : "RegisterPlayer", player },
      isLate ? `${label} entered late (R2: missed games count 0(+0))` : `${label} registered`,
    );
    // A refusal has moved focus to the field it concerns (lib/field-errors.ts): stay there.
    if (!ok) return;
    setFirst("");
    setLast("");
    setBorn("");
    setId("");
    firstRef.current?.focus();
  };
  return (
    <section aria-labelledby="add-title">
      <h2 id="add-title">{isLate ? "Late entry (R2)" : "Add a player"}</h2>
      <form class="row-form" onSubmit={submit} aria-label={isLate ? "Late entry" : "Add a player"}>
        <div>
          <label for="p-first">First name</label>
          <input
            id="p-first"
            ref={firstRef}
            // R1: the ID is made from the names and birth date: a duplicate made one points here.
            data-field={id.trim() ? "firstName" : "firstName id"}
            value={first}
            onInput={(e) => setFirst(e.currentTarget.value)}
            autocomplete="off"
          />
        </div>
        <div>
          <label for="p-last">Last name</label>
          <input
            id="p-last"
            data-field="lastName"
            value={last}
            onInput={(e) => setLast(e.currentTarget.value)}
            autocomplete="off"
          />
        </div>
        <div>
          <label for="p-born">Birth date</label>
          <input
            id="p-born"
            data-field="birthDate"
            placeholder="1990-05-01 or 5/1/90"
            value={born}
            onInput={(e) => setBorn(e.currentTarget.value)}
            autocomplete="off"
          />
        </div>
        <div>
          <label for="p-id">Player ID (if known)</label>
          <input
            id="p-id"
            data-field={id.trim() ? "id" : ""}
            value={id}
            onInput={(e) => setId(e.currentTarget.value)}
            autocomplete="off"
          />
        </div>
        <div>
          <button type="submit">{isLate ? "Enter late" : "Add"}</button>
        </div>
      </form>
      <p class="muted" data-testid="id-preview">
        {id.trim()
          ? `ID: ${id.trim()}`
          : made?.ok
            ? `R1 ID: ${made.value}`
            : first || last || born
              ? `R1 ID needs: ${made?.error.message ?? ""}`
              : "Type the name and birth date: the R1 ID (letters of the names, then mmddyy) appears here. Enter adds the player."}
      </p>
    </section>
  );
}

function PlayerTable({ ctx }: { ctx: ManageContext }) {
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  // R2: before game 1 a no-show is removed; after, a player who played keeps his ID (R1).
  const started = ctx.pairings?.round !== null && ctx.pairings?.round !== undefined;
  const played = useMemo(
    () =>
      new Set([
        ...ctx.file.games.flatMap((g) => g.players.map((seat) => seat.id)),
        ...(ctx.pairings?.pairings ?? []).flatMap((t) => t.players.map((seat) => seat.id)),
        ...(ctx.pairings?.byes ?? []),
      ]),
    [ctx.file.games, ctx.pairings],
  );
  const [reason, setReason] = useState("");
  const [differential, setDifferential] = useState("");
  const players = ctx.file.players;
  // O7: under stccg-opg-2014 a quit is a concession (+cap/-cap): no X to ask.
  const asksX = isQuitDifferentialAsked(profileNameOfEvent(ctx.file.event));
  const quitRule = quitRuleOf(profileNameOfEvent(ctx.file.event));
  const cap = ctx.file.event.options?.cap ?? 100;
  const junior = useMemo(() => {
    if (ctx.file.event.type !== "junior") return undefined;
    const report = checkJuniorEligibility(
      ctx.file.event.date,
      players.map((p) => ({ id: p.id, ...(p.birthDate && { birthDate: p.birthDate }) })),
    );
    return report.ok ? new Map(report.value.players.map((c) => [c.id, c])) : undefined;
  }, [ctx.file, players]);
  const waiting = players.filter(isAwaitingCheckIn);
  const act = async (command: Record<string, unknown>, done: string): Promise<void> => {
    if (await ctx.run(command, done)) {
      setOpen(null);
      setReason("");
      setDifferential("");
    }
  };
  const checkInAll = async (): Promise<void> => {
    // One message at the end: a status line reading "done" before the last command would lie.
    for (const [i, p] of waiting.entries()) {
      const done = i === waiting.length - 1 ? `${waiting.length} players checked in` : undefined;
      if (!(await ctx.run({ type: "CheckInPlayer", playerId: p.id }, done))) return;
    }
  };
  return (
    <section aria-labelledby="players-title">
      <h2 id="players-title">
        Players ({players.length}; {players.filter((p) => p.status === "active").length} checked in)
      </h2>
      {waiting.length > 0 && (
        <p>
          <button type="button" class="secondary" onClick={() => void checkInAll()}>
            Check in all {waiting.length} waiting
          </button>
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>ID (R1)</th>
            <th>Status</th>
            {junior && <th>Junior (R9)</th>}
            <th>
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => {
            const status = registrationStatus(p);
            const name = playerName(p);
            const isOut = isOutStatus(status);
            return [
              <tr key={p.id} class={isOut ? "out" : undefined}>
                <td>{name}</td>
                <td>
                  <code>{p.id}</code>
                </td>
                <td>
                  {status}
                  {p.statusReason ? ` — ${p.statusReason}` : ""}
                </td>
                {junior && <td>{junior.get(p.id)?.reason ?? ""}</td>}
                <td class="actions">
                  {status === "registered" && (
                    <button
                      type="button"
                      class="small"
                      onClick={() =>
                        void ctx.run({ type: "CheckInPlayer", playerId: p.id }, `${name} checked in`)
                      }
                    >
                      Check in <span class="visually-hidden">{name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    class="small secondary"
                    aria-expanded={editing === p.id}
                    onClick={() => setEditing(editing === p.id ? null : p.id)}
                  >
                    Correct… <span class="visually-hidden">{name}</span>
                  </button>
                  <button
                    type="button"
                    class="small secondary"
                    aria-expanded={open === p.id}
                    onClick={() => setOpen(open === p.id ? null : p.id)}
                  >
                    {isOut ? "Reinstate…" : started ? "Drop / DQ…" : "Remove / drop…"}{" "}
                    <span class="visually-hidden">{name}</span>
                  </button>
                </td>
              </tr>,
              editing === p.id && (
                <tr key={`${p.id}-edit`} class="action-row">
                  <td colSpan={junior ? 5 : 4}>
                    <CorrectPlayerForm
                      ctx={ctx}
                      player={p}
                      hasPlayed={played.has(p.id)}
                      onDone={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ),
              open === p.id && (
                <tr key={`${p.id}-actions`} class="action-row">
                  <td colSpan={junior ? 5 : 4}>
                    {isOut ? (
                      <button
                        type="button"
                        onClick={() =>
                          void act({ type: "ReinstatePlayer", playerId: p.id }, `${name} reinstated`)
                        }
                      >
                        Reinstate {name}
                      </button>
                    ) : (
                      <div class="row-form">
                        <div>
                          <label for={`reason-${p.id}`}>Reason (needed to disqualify)</label>
                          <input
                            id={`reason-${p.id}`}
                            data-field="reason"
                            value={reason}
                            onInput={(e) => setReason(e.currentTarget.value)}
                          />
                        </div>
                        {asksX ? (
                          <div>
                            <label for={`x-${p.id}`}>Quit: differential X ({quitRule})</label>
                            <input
                              id={`x-${p.id}`}
                              data-field="differential"
                              inputMode="numeric"
                              value={differential}
                              onInput={(e) => setDifferential(e.currentTarget.value)}
                            />
                          </div>
                        ) : (
                          <p class="muted">
                            Quit: a concession, no X — the opponent scores +{cap}, the quitter -{cap} (O7)
                          </p>
                        )}
                        <div class="buttons">
                          {!started && <RemoveButton ctx={ctx} player={p} onDone={() => setOpen(null)} />}
                          <button
                            type="button"
                            onClick={() =>
                              void act(
                                {
                                  type: "DropPlayer",
                                  playerId: p.id,
                                  ...(reason.trim() && { reason: reason.trim() }),
                                },
                                `${name} dropped`,
                              )
                            }
                          >
                            Drop
                          </button>
                          <button
                            type="button"
                            onClick={() =>
                              void act(
                                {
                                  type: "QuitPlayer",
                                  playerId: p.id,
                                  ...(asksX && differential.trim() && { differential: Number(differential) }),
                                },
                                asksX ? `${name} quit (S6)` : `${name} quit, a concession (O7)`,
                              )
                            }
                          >
                            Quit
                          </button>
                          <button
                            type="button"
                            class="danger"
                            onClick={() =>
                              void act(
                                { type: "DisqualifyPlayer", playerId: p.id, reason: reason.trim() },
                                `${name} disqualified`,
                              )
                            }
                          >
                            Disqualify
                          </button>
                        </div>
                      </div>
                    )}
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </section>
  );
}

function CsvImport({ ctx, isLate }: { ctx: ManageContext; isLate: boolean }) {
  const [text, setTextOnly] = useState("");
  // R1: the TD's order for a file whose birth dates leave it open; a new file is read afresh.
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  const setText = (next: string): void => {
    setTextOnly(next);
    setDateOrder(undefined);
  };
  const [busy, setBusy] = useState(false);
  const preview = useMemo(
    () =>
      text.trim()
        ? previewPlayerCsv(
            text,
            ctx.file.players.map((p) => p.id),
            dateOrder,
          )
        : undefined,
    [text, ctx.file.players, dateOrder],
  );
  const good =
    preview?.rows.filter(
      (r): r is CsvRow & { player: NonNullable<CsvRow["player"]> } => !r.error && !!r.player,
    ) ?? [];
  const register = async (): Promise<void> => {
    setBusy(true);
    let count = 0;
    for (const row of good) {
      const ok = await ctx.run(
        { type: isLate ? "EnterLatePlayer" : "RegisterPlayer", player: row.player },
        `${++count} of ${good.length} players from the file registered`,
      );
      if (!ok) break;
    }
    setBusy(false);
    setText("");
  };
  return (
    <section aria-labelledby="csv-title">
      <h2 id="csv-title">Import players from a CSV file</h2>
      <p class="muted">
        First line: the column names, e.g. <code>firstName,lastName,birthDate</code> or <code>id,name</code>.
      </p>
      <label for="csv-file">CSV file</label>
      <input
        id="csv-file"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          if (picked) void picked.text().then(setText);
        }}
      />
      <label for="csv-text">…or paste it here</label>
      <textarea id="csv-text" rows={5} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      {preview?.error && <p class="error">{preview.error}</p>}
      {preview?.dates && (
        <p data-testid="csv-date-order">
          <span class="muted">{capitalized(preview.dates.said)} (R1).</span>{" "}
          <label for="csv-date-order">Birth date order</label>{" "}
          <select
            id="csv-date-order"
            value={preview.dates.order}
            onChange={(e) => setDateOrder(e.currentTarget.value as DateOrder)}
          >
            <option value="dmy">Dates are day/month/year</option>
            <option value="mdy">Dates are month/day/year</option>
          </select>
        </p>
      )}
      {preview && preview.rows.length > 0 && (
        <>
          <table aria-label="CSV preview">
            <thead>
              <tr>
                <th class="num">Line</th>
                <th>Player</th>
                <th>ID (R1)</th>
                <th>Problem</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} class={row.error ? "bad" : undefined}>
                  <td class="num">{row.line}</td>
                  <td>{row.player ? playerName({ ...row.player, id: "" }) : ""}</td>
                  <td>
                    <code>{row.id ?? ""}</code>
                  </td>
                  <td class="error">{row.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <button type="button" disabled={busy || good.length === 0} onClick={() => void register()}>
              Register {good.length} player{good.length === 1 ? "" : "s"}
            </button>{" "}
            {good.length < preview.rows.length && (
              <span class="muted">
                {preview.rows.length - good.length} row(s) with a problem are left out.
              </span>
            )}
          </p>
        </>
      )}
    </section>
  );
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
