// `/`: signed out, the sign-in form (name="username", name="password") and the public events
// (so the demo of the Quick start is one click away); signed in, the TD's events as links named
// by the event's name (docs/server.md).
import { useEffect, useState } from "preact/hooks";
import { post } from "../../shared/api.js";
import { errorText, useResource } from "../hooks.js";
import { forgetSession, resumeSession, signIn, signedInAs } from "../session.js";
import { GAME_LABELS } from "../labels.js";
import type { GameName } from "../../../src/core/games.js";
import type { EventSummary as EventSummaryView } from "../../../src/core/views/types.js";

/** A line of GET /api/events: the core's event summary (src/core/views/event-summary.ts). */
type EventSummary = EventSummaryView & {
  /** Set by the server for a signed-in caller: the TD's own events (owner or staff). */
  readonly isMine?: boolean;
};

export function Home() {
  const [user, setUser] = useState(signedInAs());
  // A tab that did not sign in itself asks whether this browser's session is still on.
  const [isChecking, setChecking] = useState(user === null);
  useEffect(() => {
    if (user !== null) return;
    void resumeSession().then((name) => {
      if (name) setUser(name);
      setChecking(false);
    });
  }, []);
  if (!user && isChecking) return <main aria-busy="true">Loading…</main>;
  if (!user) return <SignIn onSignedIn={setUser} />;
  return (
    <EventList
      user={user}
      onSignOut={() => {
        void post("/api/logout").catch(() => undefined);
        forgetSession();
        setUser(null);
      }}
    />
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (user: string) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const username = String(form.get("username") ?? "").trim();
    setBusy(true);
    try {
      await signIn(username, String(form.get("password") ?? ""));
      onSignedIn(username);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="narrow">
      <h1>Hands Down — tournament director</h1>
      <form onSubmit={submit} aria-label="Sign in">
        <label for="username">User name</label>
        <input id="username" name="username" autocomplete="username" required autofocus />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <p>
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </p>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <p class="muted">
          No account yet? The person running the server creates one with <code>handsdown user add NAME</code>.
        </p>
      </form>
      <PublicEvents />
    </main>
  );
}

/** The listed events anyone may follow: their public pages (pairings, standings, projector). */
function PublicEvents() {
  // The newest page: the list is paged (docs/server.md "Event list").
  const answer = useResource<{ events: EventSummary[] }>("/api/events?order=newest&limit=50");
  const events = [...(answer.data?.events ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  if (events.length === 0) return null;
  return (
    <section aria-label="Public events">
      <h2>Events</h2>
      <ul>
        {events.map((e) => (
          <li key={e.id}>
            <a href={`/events/${encodeURIComponent(e.id)}`}>{e.name}</a>{" "}
            <span class="muted">
              {e.date} · {e.players} players
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EventList({ user, onSignOut }: { user: string; onSignOut: () => void }) {
  // The TD's own events, newest first, one full page (the server's most).
  const answer = useResource<{ events: EventSummary[] }>("/api/events?mine=true&order=newest&limit=500");
  const error = answer.error;
  const data = answer.data && { events: answer.data.events.filter((e) => e.isMine !== false) };
  return (
    <main>
      <header class="bar">
        <h1>Your events</h1>
        <span class="muted">Signed in as {user}</span>
        <button class="secondary" type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <p>
        <a class="button" href="/new">
          New event
        </a>
      </p>
      {error && <p class="error">{error}</p>}
      {data && data.events.length === 0 && <p>No events yet: create one.</p>}
      {data && data.events.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Event</th>
              <th>Date</th>
              <th>Game</th>
              <th class="num">Players</th>
              <th class="num">Games</th>
            </tr>
          </thead>
          <tbody>
            {[...data.events]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((e) => (
                <tr key={e.id}>
                  <td>
                    <a href={`/events/${encodeURIComponent(e.id)}/manage`}>{e.name}</a>
                  </td>
                  <td>{e.date}</td>
                  <td>{GAME_LABELS[e.game as GameName] ?? e.game}</td>
                  <td class="num">{e.players}</td>
                  <td class="num">{e.games}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
