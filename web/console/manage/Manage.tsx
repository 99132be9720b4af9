// `/events/{id}/manage/{view}`: the TD's desk for one event. Every view reads the same three
// resources and refreshes them whenever the live stream says the log moved (another screen, a
// player's phone) or a command of this screen was accepted.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError } from "../../shared/api.js";
import { resumeSession, signedInAs, waitForSignIn } from "../session.js";
import { followEvent } from "../../shared/live.js";
import { sendCommand, useResource, type CommandAnswer } from "../hooks.js";
import { clearFieldErrors, followSenders, placeRefusal, senderScope } from "../lib/field-errors.js";
import {
  playerName,
  type EventFile,
  type ManageContext,
  type PairingsView,
  type StandingsView,
} from "./context.js";
import { Players } from "./Players.js";
import { Pairing } from "./Pairing.js";
import { Results } from "./Results.js";
import { Standings } from "./Standings.js";
import { ChangeLog } from "./ChangeLog.js";
import { Links } from "./Links.js";
import { Staff } from "./Staff.js";
import { DeckChecks } from "./DeckChecks.js";
import { GAME_LABELS, PROFILE_LABELS, TYPE_LABELS } from "../labels.js";
import { profileNameOfEvent } from "../../../src/core/games.js";
import { describeTimings, eventTimings } from "../../shared/timer-lengths.js";
import { DraftSealed } from "./DraftSealed.js";
import { Prizes } from "./Prizes.js";
import { Timer } from "./Timer.js";
import { Printouts } from "./Printouts.js";
import { isOutStatus } from "../../../src/core/players/player-status.js";
import { eventFeatures } from "../lib/event-features.js";
import { FinishedBanner, resultsFileLink } from "./Finish.js";
import { EventSettingsForm } from "./EventSettings.js";

const VIEWS = [
  ["players", "Players"],
  ["pairing", "Pairing"],
  ["results", "Results"],
  ["standings", "Standings"],
  ["timer", "Timer"],
  ["deck-checks", "Deck checks"],
  ["draft", "Draft & sealed"],
  ["prizes", "Prizes"],
  ["links", "Player links"],
  ["staff", "Staff"],
  ["print", "Print & forum"],
  ["change-log", "Change log"],
] as const;

export function Manage({ eventId, view }: { eventId: string; view: string }) {
  const base = `/api/events/${encodeURIComponent(eventId)}`;
  const [version, setVersion] = useState(0);
  const [online, setOnline] = useState(true);
  const [message, setMessage] = useState<{ text: string; isError: boolean }>();
  const [isEditing, setEditing] = useState(false);
  const file = useResource<EventFile>(base, version);
  const pairings = useResource<PairingsView>(`${base}/pairings`, version);
  const standings = useResource<StandingsView>(`${base}/standings`, version);

  // A tab opened straight on an event (a Ctrl-click, a bookmark) holds no CSRF token of its own:
  // learn this browser's session now (GET /api/me), so that its first write is not refused once
  // and sent again (docs/server.md).
  useEffect(() => {
    if (signedInAs() === null) void resumeSession();
  }, []);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return followEvent(
      eventId,
      () => setVersion((v) => v + 1),
      (isOnline) => {
        setOnline(isOnline);
        // The stream starts at the end of the log: what changed between the first load and
        // its opening came through neither, so load again once it is open (use-live.ts too).
        if (isOnline) setVersion((v) => v + 1);
      },
    );
  }, [eventId]);

  // On a phone the tabs are one scrolling row: keep the current one in sight.
  useEffect(() => {
    document
      .querySelector('.tabs a[aria-current="page"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [view, file.data !== undefined]);

  const names = useMemo(
    () => new Map((file.data?.players ?? []).map((p) => [p.id, playerName(p)])),
    [file.data],
  );
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  // A refusal names a game by its id; the TD sees table numbers (problem-words.ts).
  const tables = useMemo(() => {
    const byGame = new Map<number, number>();
    for (const game of file.data?.games ?? [])
      if (game.gameId !== undefined && game.table !== undefined) byGame.set(game.gameId, game.table);
    for (const table of pairings.data?.pairings ?? []) byGame.set(table.gameId, table.table);
    return byGame;
  }, [file.data, pairings.data]);

  useEffect(() => followSenders(document), []);

  // One write at a time: a double click or an impatient second click while the first is on its
  // way sends nothing (the first one's answer is what the TD sees), and the button says so.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      command: Record<string, unknown>,
      done?: string | ((answer: CommandAnswer) => string),
    ): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      const button = markBusy();
      // The form that sent: a refusal stands beside its input there (lib/field-errors.ts).
      const scope = senderScope();
      if (scope) clearFieldErrors(scope);
      try {
        let answer: CommandAnswer;
        for (;;) {
          try {
            answer = await sendCommand(eventId, command);
            break;
          } catch (failure) {
            // The session ended: sign in again over the page, then send it (nothing was written).
            if (!(failure instanceof ApiError && failure.problem.status === 401)) throw failure;
            await waitForSignIn();
          }
        }
        const text = typeof done === "function" ? done(answer) : done;
        setMessage(text ? { text, isError: false } : undefined);
        setVersion((v) => v + 1);
        return true;
      } catch (failure) {
        const shown = placeRefusal(scope, failure, { names, tableOf: (id) => tables.get(id) });
        setMessage({ text: shown.text, isError: true });
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
        button?.removeAttribute("data-busy");
        button?.removeAttribute("aria-busy");
      }
    },
    [eventId, names, tables],
  );

  if (file.error && !file.data) {
    return (
      <main>
        <p class="error" role="alert">
          {file.error}
        </p>
        <a href="/">Back to your events</a>
      </main>
    );
  }
  if (!file.data) return <main aria-busy="true">Loading…</main>;
  const context: ManageContext = {
    eventId,
    file: file.data,
    pairings: pairings.data,
    standings: standings.data,
    run,
    nameOf,
    names,
  };
  const ev = file.data.event;
  // Only the tabs that apply to this game (event-features.ts).
  const features = eventFeatures(ev.game, profileNameOfEvent(ev), ev.type ?? "constructed");
  const views = VIEWS.filter(
    ([key]) => (key !== "prizes" || features.hasChampionship) && (key !== "draft" || features.hasDraft),
  );
  const current = views.find(([key]) => key === view)?.[0] ?? "players";
  // R12/R4: the sealed format kept with the event, and its deck-building and game times.
  const timings = describeTimings(eventTimings(ev));
  const gone = file.data.players.filter((p) => isOutStatus(p.status)).length;
  return (
    <div class="manage" aria-busy={busy}>
      <header class="manage-head">
        <nav class="crumbs" aria-label="Breadcrumb">
          <a href="/">Your events</a>
        </nav>
        <h1>{ev.name}</h1>
        <p class="muted">
          {ev.date} · {GAME_LABELS[ev.game]} · {PROFILE_LABELS[profileNameOfEvent(ev)]} ·{" "}
          {TYPE_LABELS[ev.type ?? "constructed"]}
          {ev.championship ? " · Championship Level" : ""} · {file.data.players.length} players
          {gone > 0 ? ` (${gone} no longer playing)` : ""} ·{" "}
          {timings && (
            <>
              <span data-testid="event-timings">{timings}</span> ·{" "}
            </>
          )}
          <a href={`/events/${encodeURIComponent(eventId)}`}>public page</a> ·{" "}
          <a {...resultsFileLink(eventId, ev.name)}>download the results file</a> ·{" "}
          <button
            type="button"
            class="link-button"
            aria-expanded={isEditing}
            onClick={() => setEditing(!isEditing)}
          >
            edit the settings
          </button>
          {!online && <span class="error"> · live updates paused (reconnecting)</span>}
        </p>
        {isEditing && <EventSettingsForm ctx={context} onDone={() => setEditing(false)} />}
        <FinishedBanner ctx={context} />
        <nav class="tabs" aria-label="Event views">
          {views.map(([key, label]) => (
            <a
              key={key}
              href={`/events/${encodeURIComponent(eventId)}/manage/${key}`}
              aria-current={key === current ? "page" : undefined}
            >
              {label}
            </a>
          ))}
        </nav>
      </header>
      <main>
        <div aria-live="polite" role="status" class={message?.isError && !busy ? "message error" : "message"}>
          {busy ? "Saving…" : message?.text}
        </div>
        {current === "players" && <Players ctx={context} />}
        {current === "pairing" && <Pairing ctx={context} version={version} />}
        {current === "results" && <Results ctx={context} />}
        {current === "standings" && <Standings ctx={context} />}
        {current === "timer" && <Timer ctx={context} version={version} />}
        {current === "deck-checks" && <DeckChecks ctx={context} version={version} />}
        {current === "draft" && <DraftSealed ctx={context} />}
        {current === "prizes" && <Prizes ctx={context} />}
        {current === "links" && <Links ctx={context} />}
        {current === "staff" && <Staff ctx={context} />}
        {current === "print" && <Printouts ctx={context} />}
        {current === "change-log" && <ChangeLog ctx={context} version={version} />}
      </main>
    </div>
  );
}

/**
 * The button that sent the write (clicked, or the submit button of the form where Enter was
 * pressed) shows that it is in flight until the answer comes (console.css `[data-busy]`).
 */
function markBusy(): HTMLElement | null {
  const active = document.activeElement;
  const button =
    active instanceof HTMLButtonElement
      ? active
      : active instanceof HTMLInputElement || active instanceof HTMLSelectElement
        ? (active.form?.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])') ?? null)
        : null;
  button?.setAttribute("data-busy", "true");
  button?.setAttribute("aria-busy", "true");
  return button;
}
