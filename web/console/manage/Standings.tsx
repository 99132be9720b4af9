// K6: the standings with every tiebreak value; "why is X above Y" from the core's own reasons;
// K5 tiebreaker games played by a tied group.
import { useState } from "preact/hooks";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { explainOrder } from "../lib/why.js";
import type { ManageContext, StandingJson } from "./context.js";
import { FinishSection } from "./Finish.js";
import { ResultForm } from "./ResultForm.js";
import { tiebreakLabel } from "../../shared/format.js";
import { isOutStatus } from "../../../src/core/players/player-status.js";

const SHOWN = new Set(["rank", "id", "name", "vp", "diff", "gamesPlayed", "record", "status", "decidedBy"]);

export function tiebreakKeys(rows: readonly StandingJson[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!SHOWN.has(key)) keys.add(key);
  return [...keys];
}

export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (value === undefined || value === null) return "";
  return String(value);
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
/** VP(±diff); On the Edge has no differential (E2), so VP alone. */
const vpText = (r: StandingJson): string =>
  typeof r.diff === "number" ? `${r.vp}(${signed(r.diff)})` : String(r.vp);

export function StandingsTable({ rows }: { rows: readonly StandingJson[] }) {
  const keys = tiebreakKeys(rows);
  return (
    <table aria-label="Standings">
      <thead>
        <tr>
          <th class="num">#</th>
          <th>Player</th>
          <th>ID</th>
          <th class="num">{rows.some((r) => typeof r.diff === "number") ? "VP(±diff)" : "VP"}</th>
          <th class="num">Games</th>
          <th>W-L-T (byes)</th>
          {keys.map((k) => (
            <th key={k} class="num" title={k}>
              {tiebreakLabel(k)}
            </th>
          ))}
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} class={isOutStatus(r.status) ? "out" : undefined}>
            <td class="num">{r.rank}</td>
            <td>{r.name}</td>
            <td>
              <code>{r.id}</code>
            </td>
            <td class="num">{vpText(r)}</td>
            <td class="num">{r.gamesPlayed ?? ""}</td>
            <td>
              {r.record ? `${r.record.wins}-${r.record.losses}-${r.record.ties} (${r.record.byes})` : ""}
            </td>
            {keys.map((k) => (
              <td key={k} class="num">
                {formatValue(r[k])}
              </td>
            ))}
            <td>{r.status ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Standings({ ctx }: { ctx: ManageContext }) {
  const rows = ctx.standings?.standings ?? [];
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  const why = a && b ? explainOrder(rows, a, b) : [];
  // On the Edge ranks by its own places (M-rules), not VP(±diff) and K2–K5.
  const isOte = ctx.file.event.game === "ote";
  return (
    <>
      <section aria-labelledby="standings-title">
        <h2 id="standings-title">Standings{ctx.standings?.complete ? " (final)" : ""}</h2>
        {rows.length === 0 ? <p class="muted">No standings yet.</p> : <StandingsTable rows={rows} />}
      </section>
      <FinishSection ctx={ctx} />
      {rows.length > 1 && !isOte && (
        <section aria-labelledby="why-title">
          <h2 id="why-title">Why is one player above another?</h2>
          <div class="row-form">
            <div>
              <label for="why-a">Player</label>
              <select id="why-a" value={a} onChange={(e) => setA(e.currentTarget.value)}>
                <option value="">—</option>
                {rows.map((r) => (
                  <option key={r.id} value={r.id}>
                    #{r.rank} {r.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label for="why-b">and</label>
              <select id="why-b" value={b} onChange={(e) => setB(e.currentTarget.value)}>
                <option value="">—</option>
                {rows.map((r) => (
                  <option key={r.id} value={r.id}>
                    #{r.rank} {r.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {why.length > 0 && (
            <ul data-testid="why">
              {why.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {/* K5/F5: a tiebreaker game orders a tied group before the places are final; the core refuses one after Finish. */}
      {rows.length > 1 && !isOte && ctx.pairings?.finished !== true && <TiebreakerGame ctx={ctx} />}
    </>
  );
}

function TiebreakerGame({ ctx }: { ctx: ManageContext }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const profile = profileNameOfEvent(ctx.file.event);
  const rows = ctx.standings?.standings ?? [];
  return (
    <section aria-labelledby="k5-title">
      <h2 id="k5-title">Tiebreaker game (K5)</h2>
      <p class="muted">A game played by the whole tied group; its result overrides K2–K4 for them.</p>
      <fieldset>
        <legend>Players in the tiebreaker game</legend>
        <div class="checks">
          {rows.map((r) => (
            <label key={r.id} class="inline">
              <input
                type="checkbox"
                checked={chosen.includes(r.id)}
                onChange={(e) =>
                  setChosen(e.currentTarget.checked ? [...chosen, r.id] : chosen.filter((id) => id !== r.id))
                }
              />{" "}
              #{r.rank} {r.name} {vpText(r)}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen.length >= 2 && (
        <ResultForm
          key={chosen.join(",")}
          profile={profile}
          players={chosen.map((id) => ({ id }))}
          nameOf={ctx.nameOf}
          idPrefix="k5"
          submitLabel="Record the tiebreaker game"
          onSubmit={async (result) => {
            const ok = await ctx.run(
              { type: "RecordTiebreakerGame", players: chosen.map((id) => ({ id })), result },
              "Tiebreaker game recorded (K5)",
            );
            if (ok) setChosen([]);
            return ok;
          }}
        />
      )}
    </section>
  );
}
