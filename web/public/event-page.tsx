// docs/architecture.md `/events/{id}`: the public page — pairings by player name, standings with tiebreak
// values, the timer; updated live from the event's stream.
import { FinishedBanner } from "../shared/finished-banner.js";
import { useMemo, useState } from "preact/hooks";
import { profileNameOfEvent } from "../../src/core/games.js";
import { PairingsByName, StandingsTable } from "../shared/event-tables.js";
import { makeNameLookup, toPairingsByName } from "../shared/format.js";
import { describeTimings, eventTimings } from "../shared/timer-lengths.js";
import { finalSidesNote, pairingTitle } from "./labels.js";
import { TimerDisplay } from "../shared/timer.js";
import { offlineText, useLive } from "../shared/use-live.js";
import { loadPublicEvent } from "./event-data.js";

export function EventPage({ eventId }: { eventId: string }) {
  const { data, error, online } = useLive(eventId, () => loadPublicEvent(eventId));
  const [filter, setFilter] = useState("");
  const rows = useMemo(
    () => (data ? toPairingsByName(data.pairings, makeNameLookup(data.file.players)) : []),
    [data],
  );
  if (!data)
    return (
      <main>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p class="loading">Loading the event…</p>
        )}
      </main>
    );
  const { file, pairings, standings } = data;
  const profile = profileNameOfEvent(file.event);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
  const offline = offlineText(online);
  const timings = describeTimings(eventTimings(file.event));
  const sidesNote = finalSidesNote(pairings, file.event, makeNameLookup(file.players));
  return (
    <main>
      <header class="page-header">
        <div>
          <h1>{file.event.name}</h1>
          <p class="subtitle">
            {file.event.date} · {pairingTitle(pairings, file.event.game)}
          </p>
          {timings && (
            <p class="subtitle" data-testid="event-timings">
              {timings}
            </p>
          )}
        </div>
        <p class="header-links">
          <a href={`/events/${encodeURIComponent(eventId)}/projector`}>Projector view</a>
          <br />
          {/* The player's guide promises it: anyone can audit the event (handsdown audit FILE). */}
          <a href={`/api/events/${encodeURIComponent(eventId)}`} download={`${slugOf(file.event.name)}.json`}>
            Download the results file
          </a>
        </p>
      </header>
      {pairings.finished && <FinishedBanner standings={standings} />}
      {offline && (
        <p class="offline" role="status">
          {offline}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {pairings.round !== null && !pairings.finished && (
        <TimerDisplay eventId={eventId} profile={profile} size="compact" />
      )}
      <h2 id="pairings-heading">Pairings — {pairingTitle(pairings, file.event.game)}</h2>
      {rows.length > 8 && (
        <>
          <label for="find-name">Find your name</label>
          <input
            id="find-name"
            type="search"
            value={filter}
            onInput={(e) => setFilter(e.currentTarget.value)}
            autocomplete="off"
          />
        </>
      )}
      {sidesNote && (
        <p class="notice" data-testid="final-sides">
          {sidesNote}
        </p>
      )}
      <PairingsByName rows={shown} caption="Alphabetical by player, with table and side" />
      <h2>Standings</h2>
      <StandingsTable rows={standings.standings} />
    </main>
  );
}

/** A file name from the event's name: letters and digits, dashes between. */
function slugOf(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "event"
  );
}
