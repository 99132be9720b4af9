// The player's phone. His table, opponent and side for the current game; report
// the result or accept the opponent's report in two taps (R6); waiting/accepted states; history;
// live standings and pairings. Live over the event's SSE stream, refetched on reconnect.
import { useMemo, useState } from "preact/hooks";
import { profileNameOfEvent } from "../../src/core/games.js";
import { ApiError, postOnce } from "../shared/api.js";
import { PairingsByName, StandingsTable } from "../shared/event-tables.js";
import { describeGame, makeNameLookup, sideLabel, toPairingsByName } from "../shared/format.js";
import { TimerDisplay } from "../shared/timer.js";
import type { PlayJson, TableJson } from "../shared/types.js";
import { offlineText, useLive } from "../shared/use-live.js";
import { loadPlayer, outOfEventSentence, type PlayerData } from "./player-data.js";
import { ReportForm, ScoreLine, type Scoring } from "./report-form.js";
import { previewScore, scoringOptionsOf } from "./score-preview.js";
import { isOutStatus } from "../../src/core/players/player-status.js";

type Tab = "game" | "pairings" | "standings" | "history";
const TABS: readonly [Tab, string][] = [
  ["game", "My table"],
  ["pairings", "Pairings"],
  ["standings", "Standings"],
  ["history", "History"],
];

function scoringOf(data: PlayerData): Scoring {
  const { play, file } = data;
  const fromPlay = makeNameLookup([{ id: play.player.id, name: play.player.name }, ...play.opponents]);
  const fromFile = file ? makeNameLookup(file.players) : undefined;
  return {
    profile: file?.event.rules ?? profileNameOfEvent(play.event),
    options: scoringOptionsOf(file?.event.options),
    nameOf: (id) => {
      const name = fromFile?.(id);
      return name && name !== id ? name : fromPlay(id);
    },
    me: play.player.id,
  };
}

export function PlayerPage({ token }: { token: string }) {
  const [eventId, setEventId] = useState<string | undefined>(undefined);
  const live = useLive(eventId, async () => {
    const data = await loadPlayer(token);
    setEventId(data.play.event.id);
    return data;
  });
  const [tab, setTab] = useState<Tab>("game");
  const { data, error } = live;
  const scoring = useMemo(() => (data ? scoringOf(data) : undefined), [data]);

  if (!data || !scoring) {
    return (
      <main class="player">
        <h1>Hands Down</h1>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p class="loading">Loading your table…</p>
        )}
      </main>
    );
  }
  const { play } = data;
  const offline = offlineText(live.online);
  return (
    <main class="player">
      <header class="player-header">
        <p class="player-event">{play.event.name}</p>
        <h1>{play.player.name}</h1>
      </header>
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
      <div class="tabs" role="tablist" aria-label="Views">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="tab-panel"
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="tab-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === "game" && <MyGame data={data} scoring={scoring} token={token} reload={live.reload} />}
        {tab === "pairings" &&
          (data.pairings ? (
            <>
              <h2>{describeGame(data.pairings, data.play.event.game)}</h2>
              <PairingsByName rows={toPairingsByName(data.pairings, scoring.nameOf)} highlight={scoring.me} />
            </>
          ) : (
            <p class="muted">The pairings of this event are not public.</p>
          ))}
        {tab === "standings" &&
          (data.standings ? (
            <>
              <h2>Standings</h2>
              <StandingsTable rows={data.standings.standings} highlight={scoring.me} compact />
            </>
          ) : (
            <p class="muted">The standings of this event are not public.</p>
          ))}
        {tab === "history" && <History play={play} scoring={scoring} />}
      </div>
    </main>
  );
}

function MyGame({
  data,
  scoring,
  token,
  reload,
}: {
  data: PlayerData;
  scoring: Scoring;
  token: string;
  reload: () => void;
}) {
  const { play } = data;
  const status = play.player.status;
  if (isOutStatus(status)) {
    return <p class="card">{outOfEventSentence(status)}</p>;
  }
  if (play.round === null)
    return (
      <p class="card">The first game is not paired yet. This page updates by itself when the TD pairs it.</p>
    );
  const heading = <h2 class="game-heading">{describeGame(play, play.event.game)}</h2>;
  if (play.bye) {
    return (
      <>
        {heading}
        <p class="card big-line">
          You have a bye this game: it counts as a win. Relax until the next pairing.
        </p>
      </>
    );
  }
  const table = play.table;
  if (!table && play.final) {
    // F1/M5: only the top of the standings play the final; everyone else is done, with a place.
    const finalName = play.event.game === "ote" ? "The final" : "The Final Confrontation";
    const names = (play.finalists ?? []).map((f) => f.name);
    const place = data.standings?.standings.find((row) => row.id === scoring.me)?.rank ?? undefined;
    return (
      <>
        {heading}
        <p class="card big-line">
          {finalName} is on{names.length > 0 ? `: ${listOf(names)} play it` : ""}. You are not in it
          {place !== undefined ? ` — you finished in ${ordinal(place)} place before it` : ""}. Thank you for
          playing!
        </p>
      </>
    );
  }
  if (!table) {
    return (
      <>
        {heading}
        <p class="card">
          {play.games.length === 0
            ? // R2: a late entry joins after the current game was paired; the next one pairs him.
              "You joined after this game was paired: you play from the next game on (R2: a game you missed counts 0(+0)). This page updates by itself when the TD pairs it."
            : "You are not paired in this game. Ask the TD if you should be playing."}
        </p>
      </>
    );
  }
  const opponents = play.opponents;
  return (
    <>
      {heading}
      <section class="card seat" aria-label="Your table">
        <p class="table-number">
          Table <strong>{table.table}</strong>
        </p>
        {play.side && (
          <p class="my-side">
            You play <span class={`side-${play.side}`}>{sideLabel(play.side)}</span>
          </p>
        )}
        <p class="opponent">
          against <strong>{opponents.map((o) => o.name ?? scoring.nameOf(o.id)).join(", ") || "—"}</strong>
          {opponents.length === 1 && opponents[0]!.side && (
            <span class="muted"> ({sideLabel(opponents[0]!.side)})</span>
          )}
        </p>
      </section>
      <TimerDisplay eventId={play.event.id} profile={scoring.profile} size="compact" gameId={table.gameId} />
      <ResultPanel table={table} scoring={scoring} token={token} reload={reload} />
    </>
  );
}

function ResultPanel({
  table,
  scoring,
  token,
  reload,
}: {
  table: TableJson;
  scoring: Scoring;
  token: string;
  reload: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const me = scoring.me;
  const result = table.result ?? null;
  const preview = result
    ? previewScore(scoring.profile, scoring.options, table, result, me, scoring.nameOf)
    : null;
  const accepted = table.acceptedBy;
  const reporter = table.reportedBy;

  const [isDisputing, setDisputing] = useState(false);
  // One write at a time, sent once (commandId), and the same again if the answer is lost.
  const send = async (action: "accept" | "dispute"): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await postOnce(`/api/play/${encodeURIComponent(token)}/${action}`, { gameId: table.gameId });
      reload();
    } catch (e) {
      // The server's words and rule, without the field's JSON name (a player reads this).
      setProblem(
        e instanceof ApiError
          ? `${e.problem.detail ?? e.problem.title}${e.problem.rule ? ` (${e.problem.rule})` : ""}`
          : String(e),
      );
    } finally {
      setBusy(false);
      setConfirming(false);
      setDisputing(false);
    }
  };

  const scoreBlock = preview && (
    <div class="score-preview">
      {preview.ok ? (
        <>
          <ScoreLine parts={preview.parts} />
          <p class="muted small">{preview.explanation}</p>
        </>
      ) : (
        <p class="error">{preview.message}</p>
      )}
    </div>
  );

  if (!result) {
    return (
      <section aria-labelledby="report-heading">
        <h2 id="report-heading">Report the result</h2>
        <ReportForm table={table} scoring={scoring} token={token} onSent={reload} />
      </section>
    );
  }
  if (table.isStanding) {
    return (
      <section class="card result-standing" aria-label="Result">
        <p class="state-line ok">✓ The result stands</p>
        {scoreBlock}
      </section>
    );
  }
  // R6: a disputed table waits for the TD, whoever looks at it.
  if (table.disputedBy) {
    const theirs = table.disputedResult
      ? previewScore(scoring.profile, scoring.options, table, table.disputedResult, me, scoring.nameOf)
      : null;
    const disputer = table.disputedBy === me ? "You" : scoring.nameOf(table.disputedBy);
    return (
      <section class="card result-disputed" aria-label="Result" data-testid="result-disputed">
        <p class="state-line">Disputed — the TD decides</p>
        <p class="small">{reporter === me ? "You" : scoring.nameOf(reporter ?? "")} reported:</p>
        {scoreBlock}
        {theirs?.ok && (
          <>
            <p class="small">{disputer} reported instead:</p>
            <ScoreLine parts={theirs.parts} />
          </>
        )}
        <p class="muted small">
          {disputer} said this result is wrong. Go to the TD: the result the TD enters stands, and this page
          shows it (R6).
        </p>
      </section>
    );
  }
  const isMine = reporter === me || accepted.includes(me);
  if (isMine) {
    const waitingFor = table.players
      .filter((s) => s.id !== me && !accepted.includes(s.id))
      .map((s) => scoring.nameOf(s.id));
    return (
      <section class="card result-waiting" aria-label="Result">
        <p class="state-line">Waiting for {waitingFor.join(", ") || "your opponent"} to accept</p>
        {scoreBlock}
        <p class="muted small">
          {table.players.length > 2
            ? "It stands once every player of the table accepts it on their phone, or the TD enters it (R6)."
            : "It stands once your opponent accepts it on their phone, or the TD enters it (R6)."}
        </p>
      </section>
    );
  }
  return (
    <section class="card result-to-accept" aria-labelledby="accept-heading">
      <h2 id="accept-heading">{reporter ? `${scoring.nameOf(reporter)} reported` : "Reported result"}</h2>
      {scoreBlock}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {isConfirming ? (
        <div class="button-stack">
          <button
            type="button"
            class="wide big"
            onClick={() => void send("accept")}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? "Sending…" : "Yes, it is right — accept"}
          </button>
          <button type="button" class="secondary wide" onClick={() => setConfirming(false)} disabled={busy}>
            Go back
          </button>
        </div>
      ) : isDisputing ? (
        <div class="button-stack">
          <p class="small">The table shows as disputed and the TD decides the result (R6).</p>
          <button
            type="button"
            class="danger wide big"
            onClick={() => void send("dispute")}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? "Sending…" : "Yes, it is wrong — call the TD"}
          </button>
          <button type="button" class="secondary wide" onClick={() => setDisputing(false)} disabled={busy}>
            Go back
          </button>
        </div>
      ) : (
        <div class="button-stack">
          <button type="button" class="wide big" onClick={() => setConfirming(true)} disabled={busy}>
            Accept this result
          </button>
          <button type="button" class="secondary wide" onClick={() => setDisputing(true)} disabled={busy}>
            This is wrong
          </button>
          <p class="muted small">Wrong? Do not accept it: the TD decides the result (R6).</p>
        </div>
      )}
    </section>
  );
}

function History({ play, scoring }: { play: PlayJson; scoring: Scoring }) {
  const games = [...play.games].sort((a, b) => b.gameId - a.gameId);
  if (games.length === 0) return <p class="muted">No games yet.</p>;
  return (
    <>
      <h2>Your games</h2>
      <ol class="history" reversed>
        {games.map((game) => {
          const opponents = game.players.filter((s) => s.id !== scoring.me).map((s) => scoring.nameOf(s.id));
          const mine = game.players.find((s) => s.id === scoring.me);
          const preview = game.result
            ? previewScore(scoring.profile, scoring.options, game, game.result, scoring.me, scoring.nameOf)
            : null;
          return (
            <li key={game.gameId} class="history-item">
              <p>
                {opponents.length > 0 ? (
                  <>
                    Table {game.table} against <strong>{opponents.join(", ")}</strong>
                  </>
                ) : (
                  <strong>Bye</strong>
                )}
                {mine?.side && <span class={`side-${mine.side} side-small`}>{sideLabel(mine.side)}</span>}
              </p>
              <p class="muted small">
                {!game.result
                  ? "No result yet"
                  : preview?.ok
                    ? `${preview.line}${game.isStanding ? "" : game.disputedBy ? " — disputed, the TD decides" : " — waiting for acceptance"}`
                    : "Result reported"}
              </p>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}
