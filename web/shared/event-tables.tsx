// The two lists everybody at a venue looks for: "where do I sit" (pairings by name)
// and "how am I doing" (standings with every tiebreak value, K6). Shared by the public
// page, the projector and the player page.
import {
  formatRecord,
  formatScore,
  formatValue,
  shortSideLabel,
  tiebreakColumns,
  tiebreakLabel,
  type NameRow,
} from "./format.js";
import type { StandingJson } from "./types.js";
import { statusNote } from "../../src/core/players/player-status.js";

export function PairingsByName({
  rows,
  highlight,
  caption,
}: {
  rows: readonly NameRow[];
  highlight?: string;
  caption?: string;
}) {
  if (rows.length === 0) return <p class="muted">No pairings yet.</p>;
  return (
    <table class="pairings-by-name">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col" class="num">
            Table
          </th>
          <th scope="col">Side</th>
          <th scope="col">Opponent</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} class={row.id === highlight ? "is-me" : undefined}>
            <th scope="row">{row.name}</th>
            <td class="num">{row.table ?? "–"}</td>
            <td>{row.side ? <span class={`side-${row.side}`}>{shortSideLabel(row.side)}</span> : ""}</td>
            <td>
              {row.note === "bye"
                ? "Bye"
                : row.note === "sitting out"
                  ? "Sits out"
                  : row.opponents.join(", ")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandingsTable({
  rows,
  highlight,
  compact = false,
  caption,
}: {
  rows: readonly StandingJson[];
  highlight?: string;
  /** Phones and projectors: rank, name, score and the tiebreak values only. */
  compact?: boolean;
  caption?: string;
}) {
  if (rows.length === 0) return <p class="muted">No standings yet: they appear once a result stands.</p>;
  const columns = tiebreakColumns(rows);
  const isOte = rows.some((row) => row.tournamentScore !== undefined);
  return (
    // On a 360-px phone the tiebreak columns scroll sideways: the scrolling box takes the keyboard
    // focus and has a name, or a keyboard user could not reach them (WCAG 2.1.1, axe).
    <div class="table-scroll" tabIndex={0} role="region" aria-label={caption ?? "Standings"}>
      <table class="standings">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" class="num">
              #
            </th>
            <th scope="col">Player</th>
            <th scope="col" class="num">
              {isOte ? "VP" : "Score"}
            </th>
            {!compact && (
              <th scope="col" class="num">
                Games
              </th>
            )}
            {!compact && <th scope="col">W-L-T</th>}
            {columns.map((key) => (
              <th scope="col" class="num" key={key}>
                {tiebreakLabel(key)}
              </th>
            ))}
            {!compact && (
              <th scope="col" class="decided-by">
                Decided by
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} class={row.id === highlight ? "is-me" : undefined}>
              <td class="num">{row.rank}</td>
              <th scope="row">
                {row.name}
                {statusNote(row.status) !== undefined && <span class="muted"> ({row.status})</span>}
              </th>
              <td class="num">{isOte ? row.vp : formatScore(row.vp, row.diff ?? 0)}</td>
              {!compact && <td class="num">{row.gamesPlayed ?? ""}</td>}
              {!compact && <td>{formatRecord(row.record)}</td>}
              {columns.map((key) => (
                <td class="num" key={key}>
                  {formatValue(row[key])}
                </td>
              ))}
              {!compact && <td class="muted decided-by">{row.decidedBy ?? ""}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
