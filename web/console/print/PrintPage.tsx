// `/events/{id}/print/pairings|standings|slips|cards`: pages made for paper — clean
// print CSS, several score slips and player cards per sheet, ordered for cutting.
import { useMemo } from "preact/hooks";
import { useResource } from "../hooks.js";
import { sideLabel } from "../labels.js";
import { playerName, type EventFile, type PairingsView, type StandingsView } from "../manage/context.js";
import { StandingsTable } from "../manage/Standings.js";
import { LoopbackWarning, QrImage, type PlayerLink, type PlayerLinks } from "../manage/Links.js";
import { DEFAULT_PROFILE } from "../../../src/core/games.js";
import { familyOf } from "../../shared/result-form.js";
import type { ProfileFamily } from "../../shared/result-form.js";
import { slipEndings, slipsPerPage, stackCutPages, SLIP_COUNTS } from "./slip-layout.js";
import "./print.css";

export function PrintPage({
  eventId,
  kind,
  query,
}: {
  eventId: string;
  kind: string;
  query: URLSearchParams;
}) {
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  const file = useResource<EventFile>(base);
  const pairings = useResource<PairingsView>(
    kind === "pairings" || kind === "slips" ? `${base}/pairings` : null,
  );
  const standings = useResource<StandingsView>(kind === "standings" ? `${base}/standings` : null);
  const links = useResource<PlayerLinks>(kind === "cards" ? `${base}/player-links` : null);
  const names = useMemo(
    () => new Map((file.data?.players ?? []).map((p) => [p.id, playerName(p)])),
    [file.data],
  );
  const nameOf = (id: string): string => names.get(id) ?? id;
  const error = file.error ?? pairings.error ?? standings.error ?? links.error;
  if (error) return <main class="print">{<p class="error">{error}</p>}</main>;
  if (!file.data) return <main class="print">Loading…</main>;
  const ev = file.data.event;
  const p = pairings.data;
  const heading = p?.round ? `Round ${p.round}, game ${p.game}${p.final ? " — final" : ""}` : "";
  return (
    <main class="print">
      <p class="no-print toolbar">
        <a href={`/events/${encodeURIComponent(eventId)}/manage/print`}>Back</a>{" "}
        <button type="button" onClick={() => print()}>
          Print
        </button>
      </p>
      {kind === "cards" && (
        <div class="no-print">
          <LoopbackWarning answer={links.data} />
        </div>
      )}
      {kind === "pairings" && p && (
        <Pairings
          title={`${ev.name} — ${heading}`}
          view={p}
          nameOf={nameOf}
          byName={query.get("by") === "name"}
        />
      )}
      {kind === "standings" && standings.data && (
        <>
          <h1>
            {ev.name} — standings ({ev.date})
          </h1>
          <StandingsTable rows={standings.data.standings} />
        </>
      )}
      {kind === "slips" && p && (
        <Slips
          eventName={ev.name}
          heading={heading}
          family={familyOf(ev.rules ?? DEFAULT_PROFILE[ev.game])}
          view={p}
          nameOf={nameOf}
        />
      )}
      {kind === "cards" && links.data && (
        <Cards eventName={ev.name} links={links.data.links} nameOf={nameOf} />
      )}
      {!["pairings", "standings", "slips", "cards"].includes(kind) && (
        <p>There is no print-out called “{kind}”.</p>
      )}
    </main>
  );
}

function Pairings({
  title,
  view,
  nameOf,
  byName,
}: {
  title: string;
  view: PairingsView;
  nameOf: (id: string) => string;
  byName: boolean;
}) {
  if (byName) {
    // Alphabetical by player, each with table, side and opponent: players find themselves fast.
    const lines = view.pairings.flatMap((t) =>
      t.players.map((seat) => ({
        name: nameOf(seat.id),
        table: String(t.table),
        side: sideLabel(seat.side),
        opponent: t.players
          .filter((o) => o.id !== seat.id)
          .map((o) => nameOf(o.id))
          .join(", "),
      })),
    );
    for (const id of view.byes) lines.push({ name: nameOf(id), table: "bye", side: "", opponent: "" });
    lines.sort((a, b) => a.name.localeCompare(b.name));
    return (
      <>
        <h1>{title} — by name</h1>
        <table class="big">
          <thead>
            <tr>
              <th>Player</th>
              <th class="num">Table</th>
              <th>Side</th>
              <th>Opponent</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                <td>{l.name}</td>
                <td class="num">{l.table}</td>
                <td>{l.side}</td>
                <td>{l.opponent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <>
      <h1>{title} — by table</h1>
      <table class="big">
        <thead>
          <tr>
            <th class="num">Table</th>
            <th>Player</th>
            <th>Player</th>
          </tr>
        </thead>
        <tbody>
          {view.pairings.map((t) => (
            <tr key={t.gameId}>
              <td class="num">{t.table}</td>
              {t.players.map((s) => (
                <td key={s.id}>
                  {nameOf(s.id)} {s.side && <span>({sideLabel(s.side)})</span>}
                </td>
              ))}
            </tr>
          ))}
          {view.byes.map((id) => (
            <tr key={id}>
              <td class="num">bye</td>
              <td>{nameOf(id)}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Slips({
  eventName,
  heading,
  family,
  view,
  nameOf,
}: {
  eventName: string;
  heading: string;
  family: ProfileFamily;
  view: PairingsView;
  nameOf: (id: string) => string;
}) {
  const seats = Math.max(2, ...view.pairings.map((t) => t.players.length));
  const perPage = slipsPerPage(seats);
  const pages = stackCutPages(view.pairings, perPage);
  const counts = SLIP_COUNTS[family];
  const endings = slipEndings(family);
  return (
    <div class="slips">
      <p class="no-print muted">
        {pages.length} {pages.length === 1 ? "page" : "pages"} of {perPage} slips, ordered for cutting: cut
        the whole stack at once and lay the small stacks one on the other — the slips are then in table order.
      </p>
      {pages.map((page, p) => (
        <section class={`slip-page slips-${perPage}`} key={p} aria-label={`Slip page ${p + 1}`}>
          {page.map((t, i) =>
            t === null ? (
              <div class="slip blank" key={`blank-${i}`} aria-hidden="true" />
            ) : (
              <article class="slip" key={t.gameId} aria-label={`Score slip, table ${t.table}`}>
                <header>
                  <span class="table-no">Table {t.table}</span>
                  <span class="slip-event">{eventName}</span>
                  <span>{heading}</span>
                </header>
                <table>
                  <thead>
                    <tr>
                      <th>Player</th>
                      {family === "swccg" && <th class="narrow">Side</th>}
                      <th class="narrow">Won</th>
                      {counts.map((label) => (
                        <th key={label}>{label}</th>
                      ))}
                      <th>Signature</th>
                    </tr>
                  </thead>
                  <tbody>
                    {t.players.map((s) => (
                      <tr key={s.id}>
                        <td class="slip-name">{nameOf(s.id)}</td>
                        {family === "swccg" && <td>{sideLabel(s.side)}</td>}
                        <td class="box">☐</td>
                        {counts.map((label) => (
                          <td class="write count" key={label} />
                        ))}
                        <td class="write signature" />
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p class="ending">
                  Ended by:{" "}
                  {endings.map((label) => (
                    <span key={label}>☐ {label} </span>
                  ))}
                </p>
              </article>
            ),
          )}
        </section>
      ))}
    </div>
  );
}

function Cards({
  eventName,
  links,
  nameOf,
}: {
  eventName: string;
  links: readonly PlayerLink[];
  nameOf: (id: string) => string;
}) {
  const sorted = [...links].sort((a, b) => nameOf(a.playerId).localeCompare(nameOf(b.playerId)));
  return (
    <div class="cards">
      {sorted.map((link) => (
        <article class="card" key={link.playerId}>
          <QrImage url={link.url} label={`${nameOf(link.playerId)}'s page`} size={150} />
          <div>
            <strong>{nameOf(link.playerId)}</strong>
            <div class="muted">{link.playerId}</div>
            <div>{eventName}</div>
            <div class="url">{link.url}</div>
            <div class="muted">Scan for your table, opponent and side, and to report your results.</div>
          </div>
        </article>
      ))}
    </div>
  );
}
