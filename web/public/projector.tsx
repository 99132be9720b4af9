// docs/architecture.md `/events/{id}/projector`: pairings by name, standings and the timer, readable from the
// back of the room. `?view=split` (default): the timer on the left, pairings and
// standings cycling on the right; `?view=cycle`: full-width pages with the clock in the header;
// `?view=timer`: the timer alone, full screen. Everything updates live.
import { FinishedBanner } from "../shared/finished-banner.js";
import { useEffect, useMemo, useState } from "preact/hooks";
import { profileNameOfEvent } from "../../src/core/games.js";
import { formatScore, makeNameLookup, sideLabel, toPairingsByName, type NameRow } from "../shared/format.js";
import { TimerDisplay } from "../shared/timer.js";
import type { StandingJson } from "../shared/types.js";
import { offlineText, useLive } from "../shared/use-live.js";
import { loadPublicEvent } from "./event-data.js";
import { finalSidesNote, pairingTitle } from "./labels.js";

type View = "split" | "cycle" | "timer";
const CYCLE_MS = 15_000;

function readView(): View {
  const view = new URLSearchParams(location.search).get("view");
  return view === "cycle" || view === "timer" ? view : "split";
}

/** Rows that fit one screen: the font is 2.6vh and a row is 1.5 lines. */
function rowsPerColumn(): number {
  return Math.max(8, Math.floor(78 / (2.6 * 1.5)));
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
}

type Slide =
  | { kind: "pairings"; rows: NameRow[]; page: number; pages: number }
  | { kind: "standings"; rows: StandingJson[]; page: number; pages: number };

export function Projector({ eventId }: { eventId: string }) {
  const [view, setView] = useState<View>(readView);
  const { data, error, online } = useLive(eventId, () => loadPublicEvent(eventId));
  const [index, setIndex] = useState(0);
  const [isCycling, setCycling] = useState(true);
  const columns = view === "split" ? 2 : 3;

  const slides = useMemo<Slide[]>(() => {
    if (!data) return [];
    const perPage = rowsPerColumn() * columns;
    const pairingPages =
      data.pairings.pairings.length + (data.pairings.byes?.length ?? 0) > 0
        ? chunk(toPairingsByName(data.pairings, makeNameLookup(data.file.players)), perPage)
        : [];
    const standingPages =
      data.standings.standings.length > 0
        ? chunk(data.standings.standings, rowsPerColumn() * (view === "split" ? 1 : 2))
        : [];
    return [
      ...pairingPages.map((rows, page) => ({
        kind: "pairings" as const,
        rows,
        page,
        pages: pairingPages.length,
      })),
      ...standingPages.map((rows, page) => ({
        kind: "standings" as const,
        rows,
        page,
        pages: standingPages.length,
      })),
    ];
  }, [data, view]);

  useEffect(() => {
    if (!isCycling || slides.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % slides.length), CYCLE_MS);
    return () => clearInterval(id);
  }, [isCycling, slides.length]);

  useEffect(() => {
    document.body.classList.add("projector-body");
    const url = new URL(location.href);
    url.searchParams.set("view", view);
    history.replaceState(null, "", url);
  }, [view]);

  if (!data)
    return (
      <main class="projector">
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p class="loading">Loading…</p>
        )}
      </main>
    );
  const profile = profileNameOfEvent(data.file.event);
  const slide = slides[index % Math.max(1, slides.length)];
  const tableOf = (gameId: number): number | undefined =>
    data.pairings.pairings.find((p) => p.gameId === gameId)?.table;
  const offline = offlineText(online);
  const sidesNote = finalSidesNote(data.pairings, data.file.event, makeNameLookup(data.file.players));

  const isFinished = data.pairings.finished === true;
  if (view === "timer") {
    return (
      <main class="projector projector-timer">
        <h1 class="visually-hidden">{data.file.event.name} — timer</h1>
        {isFinished ? (
          <FinishedBanner standings={data.standings} size="large" />
        ) : (
          <TimerDisplay eventId={eventId} profile={profile} size="full" tableOf={tableOf} />
        )}
        <ViewSwitch view={view} setView={setView} />
      </main>
    );
  }

  return (
    <main class={`projector projector-${view}`}>
      <header class="projector-header">
        <h1>{data.file.event.name}</h1>
        <p class="projector-round">{pairingTitle(data.pairings, data.file.event.game)}</p>
      </header>
      {isFinished && view === "cycle" && <FinishedBanner standings={data.standings} size="large" />}
      {offline && (
        <p class="offline" role="status">
          {offline}
        </p>
      )}
      <div class="projector-body-grid">
        {view === "split" && (
          <div class="projector-timer-pane">
            {isFinished ? (
              <FinishedBanner standings={data.standings} size="large" />
            ) : (
              <TimerDisplay eventId={eventId} profile={profile} size="panel" tableOf={tableOf} />
            )}
          </div>
        )}
        <div class="projector-slide" aria-live="off">
          {!slide && <p class="projector-empty">Pairings appear here as soon as the game is paired.</p>}
          {slide?.kind === "pairings" && sidesNote && <p class="projector-note">{sidesNote}</p>}
          {slide?.kind === "pairings" && <PairingsSlide slide={slide} columns={columns} />}
          {slide?.kind === "standings" && <StandingsSlide slide={slide} />}
        </div>
      </div>
      <footer class="projector-footer no-print">
        {slides.length > 1 && (
          <>
            <button type="button" class="secondary" onClick={() => setCycling(!isCycling)}>
              {isCycling ? "Hold this page" : "Cycle pages"}
            </button>
            <button type="button" class="secondary" onClick={() => setIndex((i) => (i + 1) % slides.length)}>
              Next page
            </button>
          </>
        )}
        <ViewSwitch view={view} setView={setView} />
        {view === "cycle" && !isFinished && (
          <TimerDisplay eventId={eventId} profile={profile} size="compact" />
        )}
      </footer>
    </main>
  );
}

function ViewSwitch({ view, setView }: { view: View; setView: (view: View) => void }) {
  return (
    <span class="view-switch no-print">
      {(["split", "cycle", "timer"] as const).map((v) => (
        <button key={v} type="button" class="secondary" aria-pressed={v === view} onClick={() => setView(v)}>
          {v === "split" ? "Timer + lists" : v === "cycle" ? "Lists only" : "Timer only"}
        </button>
      ))}
    </span>
  );
}

function PairingsSlide({ slide, columns }: { slide: Extract<Slide, { kind: "pairings" }>; columns: number }) {
  const perColumn = Math.ceil(slide.rows.length / columns);
  const cols = chunk(slide.rows, Math.max(1, perColumn));
  return (
    <section aria-label="Pairings by name">
      <h2>
        Pairings by name{" "}
        {slide.pages > 1 && (
          <span class="muted">
            ({slide.page + 1}/{slide.pages})
          </span>
        )}
      </h2>
      <div class="projector-columns" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {cols.map((rows, c) => (
          <table key={c} class="projector-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col" class="num">
                  Table
                </th>
                <th scope="col">Side</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td class="num">{row.table ?? (row.note === "bye" ? "Bye" : "–")}</td>
                  <td>
                    {row.side ? (
                      <span class={`side-${row.side}`}>{sideLabel(row.side).replace(" Side", "")}</span>
                    ) : (
                      ""
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

function StandingsSlide({ slide }: { slide: Extract<Slide, { kind: "standings" }> }) {
  const isOte = slide.rows.some((row) => row.tournamentScore !== undefined);
  return (
    <section aria-label="Standings">
      <h2>
        Standings{" "}
        {slide.pages > 1 && (
          <span class="muted">
            ({slide.page + 1}/{slide.pages})
          </span>
        )}
      </h2>
      <table class="projector-table">
        <thead>
          <tr>
            <th scope="col" class="num">
              #
            </th>
            <th scope="col">Player</th>
            <th scope="col" class="num">
              {isOte ? "Score" : "VP(diff)"}
            </th>
            <th scope="col">W-L-T</th>
            {!isOte && (
              <th scope="col" class="num">
                SoS
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {slide.rows.map((row) => (
            <tr key={row.id}>
              <td class="num">{row.rank}</td>
              <th scope="row">{row.name}</th>
              <td class="num">{isOte ? String(row.tournamentScore) : formatScore(row.vp, row.diff ?? 0)}</td>
              <td>{row.record ? `${row.record.wins}-${row.record.losses}-${row.record.ties}` : ""}</td>
              {!isOte && (
                <td class="num">
                  {row.strengthOfSchedule !== undefined ? String(row.strengthOfSchedule) : ""}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
