// `/`: signed out, the sign-in form (name="username", name="password") and the public events
// (so the demo of the Quick start is one click away); signed in, the TD's events as links named
// by the event's name (docs/server.md).
import { useEffect, useState } from "preact/hooks";
import { api, post } from "../../shared/api.js";
import { errorText, useResource } from "../hooks.js";
import { forgetSession, resumeSession, signIn, signedInAs } from "../session.js";
import { GAME_LABELS } from "../labels.js";
import { ROLE_LINES } from "../manage/Staff.js";
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
  const [version, setVersion] = useState(0);
  const answer = useResource<{ events: EventSummary[] }>(
    "/api/events?mine=true&order=newest&limit=500",
    version,
  );
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
      <Invitations onAnswered={() => setVersion((v) => v + 1)} />
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

interface Invitation {
  readonly id: string;
  readonly role: "assistant" | "scorekeeper";
  readonly invitedBy: string;
  /** The event's name (absent from an older server). */
  readonly name?: string;
}

/**
 * The roles other owners offered this TD (docs/server.md "Staff invitations"): nothing is his until
 * he accepts; declining removes the invitation.
 */
function Invitations({ onAnswered }: { onAnswered: () => void }) {
  const [version, setVersion] = useState(0);
  const me = useResource<{ invitations?: readonly Invitation[] }>("/api/me", version);
  const [message, setMessage] = useState<{ text: string; isError: boolean }>();
  const [busy, setBusy] = useState(false);
  const invitations = me.data?.invitations ?? [];
  const answer = async (invitation: Invitation, accept: boolean): Promise<void> => {
    if (busy) return;
    setBusy(true);
    const path = `/api/me/invitations/${encodeURIComponent(invitation.id)}`;
    const event = invitation.name ?? invitation.id;
    try {
      if (accept) await post(`${path}/accept`);
      else await api("DELETE", path);
      setMessage({
        text: accept
          ? `You are now ${ROLE_LINES[invitation.role].name.toLowerCase()} of ${event}`
          : `Invitation to ${event} declined`,
        isError: false,
      });
      setVersion((v) => v + 1);
      onAnswered();
    } catch (failure) {
      setMessage({ text: errorText(failure), isError: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invitations-title" hidden={invitations.length === 0 && !message}>
      <h2 id="invitations-title">Invitations</h2>
      <div aria-live="polite" role="status" class={message?.isError ? "message error" : "message"}>
        {message?.text}
      </div>
      <ul class="invitations">
        {invitations.map((invitation) => {
          const event = invitation.name ?? invitation.id;
          const role = ROLE_LINES[invitation.role];
          return (
            <li key={invitation.id}>
              <p>
                <strong>{invitation.invitedBy}</strong> invites you to be{" "}
                <strong>{role.name.toLowerCase()}</strong> of <strong>{event}</strong>{" "}
                <span class="muted">
                  ({role.name}: {role.may})
                </span>
              </p>
              <p class="buttons">
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Accept: ${role.name.toLowerCase()} of ${event}`}
                  onClick={() => void answer(invitation, true)}
                >
                  Accept
                </button>{" "}
                <button
                  type="button"
                  class="secondary"
                  disabled={busy}
                  aria-label={`Decline: ${role.name.toLowerCase()} of ${event}`}
                  onClick={() => void answer(invitation, false)}
                >
                  Decline
                </button>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
