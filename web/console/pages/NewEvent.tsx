// `/new`: create an event. As the TD types, R3's minimum players and games and the recommended
// number of games are shown (computeMinimums), R4's game length, R8 when the TD means to play
// and R9 for a Junior event — all from src/core/event-rules, never re-implemented here.
import { useMemo, useState } from "preact/hooks";
import { post } from "../../shared/api.js";
import {
  checkTdAge,
  checkTdPlaying,
  computeGameLength,
  computeMinimums,
  listSealedFormats,
  sanctioningOfProfile,
  takesSealedFormat,
  type Finding,
  type SealedFormatId,
} from "../../../src/core/event-rules/index.js";
import {
  DEFAULT_PROFILE,
  EVENT_TYPES,
  GAME_NAMES,
  TIEBREAK_MODES,
  type EventType,
  type GameName,
  type ProfileName,
} from "../../../src/core/games.js";
import { PROFILES } from "../../../src/core/rules/index.js";
import { JUNIOR_AGE_LIMIT } from "../../../src/core/event-rules/junior.js";
import { navigate } from "../hooks.js";
import { clearFieldErrors, placeRefusal } from "../lib/field-errors.js";
import { GAME_LABELS, PROFILE_LABELS, TIEBREAK_LABELS, TYPE_LABELS } from "../labels.js";
import { eventFeatures } from "../lib/event-features.js";

function today(): string {
  const d = new Date();
  const pad = (n: number): string => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function FindingList({ items, kind }: { items: readonly Finding[]; kind: "warning" | "reason" }) {
  if (items.length === 0) return null;
  return (
    <ul class={kind === "reason" ? "findings reasons" : "findings"}>
      {items.map((f, i) => (
        <li key={i}>
          {f.message}{" "}
          <span class="muted">
            ({f.rule}, {f.source})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NewEvent() {
  const [name, setName] = useState("");
  const [date, setDate] = useState(today());
  const [game, setGame] = useState<GameName>("swccg");
  const [rules, setRules] = useState<ProfileName>(DEFAULT_PROFILE.swccg);
  const [type, setType] = useState<EventType>("constructed");
  const [sanctioned, setSanctioned] = useState(true);
  const [championship, setChampionship] = useState(false);
  const [tiebreaks, setTiebreaks] = useState("guide");
  const [cap, setCap] = useState("");
  const [format, setFormat] = useState("");
  const [players, setPlayers] = useState("8");
  const [games, setGames] = useState("");
  const [tdPlays, setTdPlays] = useState(false);
  const [assistant, setAssistant] = useState("");
  const [backup, setBackup] = useState("");
  const [tdAge, setTdAge] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const features = eventFeatures(game, rules, type);
  const profiles = (Object.keys(PROFILES) as ProfileName[]).filter((p) => PROFILES[p].games.includes(game));
  const sanctioning = sanctioningOfProfile(rules);
  const playerCount = Number(players);
  const gameCount = games.trim() === "" || !features.hasPlannedSwissGames ? undefined : Number(games);

  const minimums = useMemo(() => {
    if (!sanctioning) return undefined;
    return computeMinimums({
      game,
      type,
      sanctioning,
      players: Number.isInteger(playerCount) && playerCount >= 0 ? playerCount : 0,
      ...(gameCount !== undefined && Number.isInteger(gameCount) && gameCount >= 0 && { games: gameCount }),
      championship: championship && features.hasChampionship,
      ...(takesSealedFormat({ sanctioning, type }) && format && { format: format as SealedFormatId }),
    });
  }, [game, type, sanctioning, playerCount, gameCount, championship, format, features.hasChampionship]);

  const length = useMemo(() => {
    if (!sanctioning) return undefined;
    return computeGameLength({
      game,
      type,
      sanctioning,
      ...(takesSealedFormat({ sanctioning, type }) && format && { format: format as SealedFormatId }),
    });
  }, [game, type, sanctioning, format]);

  // R8 (SW-PC Tournament Directors – Age): asked of every TD, playing or not; a "should", so a warning.
  const ageReport = useMemo(() => {
    if (!sanctioning) return undefined;
    const years = tdAge.trim() === "" ? undefined : Number(tdAge);
    return checkTdAge(years, sanctioning);
  }, [sanctioning, tdAge]);

  const tdReport = useMemo(() => {
    if (!tdPlays || !sanctioning) return undefined;
    return checkTdPlaying({
      sanctioning,
      championship,
      otherPlayers: Number.isInteger(playerCount) && playerCount >= 0 ? playerCount : 0,
      isTdPlaying: true,
      ...(assistant && { assistantJudge: assistant }),
      ...(backup && { backupJudge: backup }),
      td: "TD",
    });
  }, [tdPlays, sanctioning, championship, playerCount, assistant, backup]);

  const changeGame = (value: GameName): void => {
    setGame(value);
    setRules(DEFAULT_PROFILE[value]);
    if (value === "ote") setType("ote");
    else if (type === "ote") setType("constructed");
  };

  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    setBusy(true);
    setError(undefined);
    clearFieldErrors(form);
    const options: Record<string, unknown> = {};
    if (features.isTiebreakChoice && tiebreaks !== "guide") options.tiebreaks = tiebreaks;
    if (cap.trim()) options.cap = Number(cap);
    // R12: the sealed format is kept with the event, so its pages and timer know its times (R4).
    if (takesSealedFormat({ sanctioning, type }) && format) options.format = format;
    const file = {
      format: "handsdown-results",
      version: 1,
      event: {
        name: name.trim(),
        date,
        game,
        rules,
        type,
        sanctioned,
        ...(championship && features.hasChampionship && { championship }),
        ...(Object.keys(options).length > 0 && { options }),
      },
      players: [],
      games: [],
    };
    try {
      const created = await post<{ id: string }>("/api/events", file);
      navigate(`/events/${encodeURIComponent(created.id)}/manage`);
    } catch (failure) {
      // Beside the field it concerns (lib/field-errors.ts), or here when it concerns no one field.
      setError(placeRefusal(form, failure).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <nav class="crumbs">
        <a href="/">Your events</a>
      </nav>
      <h1>New event</h1>
      <div class="two-columns">
        <form onSubmit={submit} aria-label="New event">
          <label for="ev-name">Event name</label>
          <input
            id="ev-name"
            name="name"
            data-field="name"
            required
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
            autofocus
          />
          <label for="ev-date">Date</label>
          <input
            id="ev-date"
            data-field="date"
            type="date"
            required
            value={date}
            onInput={(e) => setDate(e.currentTarget.value)}
          />
          <label for="ev-game">Game</label>
          <select
            id="ev-game"
            data-field="game"
            value={game}
            onChange={(e) => changeGame(e.currentTarget.value as GameName)}
          >
            {GAME_NAMES.map((g) => (
              <option key={g} value={g}>
                {GAME_LABELS[g]}
              </option>
            ))}
          </select>
          <label for="ev-rules">Rule profile</label>
          <select
            id="ev-rules"
            data-field="rules"
            value={rules}
            onChange={(e) => setRules(e.currentTarget.value as ProfileName)}
          >
            {profiles.map((p) => (
              <option key={p} value={p}>
                {PROFILE_LABELS[p]} ({p})
              </option>
            ))}
          </select>
          <label for="ev-type">Type</label>
          <select
            id="ev-type"
            data-field="type"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as EventType)}
          >
            {EVENT_TYPES.filter((t) => (game === "ote" ? t === "ote" : t !== "ote")).map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          {takesSealedFormat({ sanctioning, type }) && (
            <>
              <label for="ev-format">Sealed format (R12)</label>
              <select
                id="ev-format"
                data-field="format"
                value={format}
                onChange={(e) => setFormat(e.currentTarget.value)}
              >
                <option value="">— choose —</option>
                {listSealedFormats().map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </>
          )}
          <div class="checks">
            <label>
              <input
                type="checkbox"
                checked={sanctioned}
                onChange={(e) => setSanctioned(e.currentTarget.checked)}
              />{" "}
              Sanctioned
            </label>
            {features.hasChampionship && (
              <label>
                <input
                  type="checkbox"
                  checked={championship}
                  onChange={(e) => setChampionship(e.currentTarget.checked)}
                />{" "}
                Championship Level (R10)
              </label>
            )}
          </div>
          {(features.isTiebreakChoice || rules === "stccg-opg-2014") && (
            <fieldset>
              <legend>Options</legend>
              {features.isTiebreakChoice && (
                <>
                  <label for="ev-tiebreaks">Tiebreaks</label>
                  <select
                    id="ev-tiebreaks"
                    data-field="tiebreaks"
                    value={tiebreaks}
                    onChange={(e) => setTiebreaks(e.currentTarget.value)}
                  >
                    {TIEBREAK_MODES.map((m) => (
                      <option key={m} value={m}>
                        {TIEBREAK_LABELS[m] ?? m}
                      </option>
                    ))}
                  </select>
                </>
              )}
              {rules === "stccg-opg-2014" && (
                <>
                  <label for="ev-cap">Points to win (cap, O1; 100 unless Slipstream 50)</label>
                  <input
                    id="ev-cap"
                    data-field="cap"
                    inputMode="numeric"
                    value={cap}
                    onInput={(e) => setCap(e.currentTarget.value)}
                  />
                </>
              )}
            </fieldset>
          )}
          {sanctioned && minimums?.ok && !minimums.value.canBeSanctioned && (
            <p class="warning" data-testid="create-warning">
              Sanctioned, but R3 says it cannot be as planned:{" "}
              {minimums.value.reasons.map((r) => `${r.message} (${r.rule})`).join("; ")}. You can still create
              it.
            </p>
          )}
          <p>
            <button type="submit" disabled={busy || !name.trim()}>
              Create event
            </button>
          </p>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </form>
        <aside class="panel" aria-label="What the rules say">
          <h2>What the rules say</h2>
          <label for="ev-players">Players you expect</label>
          <input
            id="ev-players"
            inputMode="numeric"
            value={players}
            onInput={(e) => setPlayers(e.currentTarget.value)}
          />
          {features.hasPlannedSwissGames && (
            <>
              <label for="ev-games">Games you plan (Swiss, without the Final Confrontation)</label>
              <input
                id="ev-games"
                inputMode="numeric"
                value={games}
                onInput={(e) => setGames(e.currentTarget.value)}
              />
            </>
          )}
          {minimums && !minimums.ok && (
            <p class="error">
              {minimums.error.message} ({minimums.error.rule})
            </p>
          )}
          {minimums?.ok && (
            <div data-testid="minimums">
              {minimums.value.minimumPlayers !== null && (
                <p>
                  R3: at least <strong>{minimums.value.minimumPlayers}</strong> players and{" "}
                  <strong>{minimums.value.minimumGames}</strong> games;{" "}
                  <strong>{minimums.value.recommendedGames}</strong> games recommended
                  {minimums.value.isEvenGamesRequired ? ", an even number" : ""}.
                </p>
              )}
              <p class={minimums.value.canBeSanctioned ? "ok" : "error"}>
                {minimums.value.canBeSanctioned ? "Can be sanctioned." : "Cannot be sanctioned as planned:"}
              </p>
              <FindingList items={minimums.value.reasons} kind="reason" />
              <FindingList items={minimums.value.warnings} kind="warning" />
            </div>
          )}
          {length?.ok && (
            <p>
              R4: {length.value.explanation} <span class="muted">({length.value.source})</span>
            </p>
          )}
          {type === "junior" && (
            <p class="notice">
              R9 Junior: every player must be under {JUNIOR_AGE_LIMIT} on the event's date; enter birth dates
              at registration and the console checks each player.
            </p>
          )}
          <label for="ev-td-age">Your age (the TD's, R8)</label>
          <input
            id="ev-td-age"
            inputMode="numeric"
            value={tdAge}
            onInput={(e) => setTdAge(e.currentTarget.value)}
          />
          {ageReport?.ok ? (
            <p class={ageReport.value.warning ? "error" : "muted"} data-testid="td-age">
              {ageReport.value.explanation}
            </p>
          ) : (
            ageReport && <p class="error">{ageReport.error.message}</p>
          )}
          <label class="inline">
            <input type="checkbox" checked={tdPlays} onChange={(e) => setTdPlays(e.currentTarget.checked)} />{" "}
            I (the TD) want to play (R8)
          </label>
          {tdPlays && sanctioning === "pc" && (
            <>
              <label for="ev-assistant">Assistant judge</label>
              <input
                id="ev-assistant"
                value={assistant}
                onInput={(e) => setAssistant(e.currentTarget.value)}
              />
              <label for="ev-backup">Back-up judge</label>
              <input id="ev-backup" value={backup} onInput={(e) => setBackup(e.currentTarget.value)} />
            </>
          )}
          {tdReport?.ok && (
            <div data-testid="td-playing">
              <p class={tdReport.value.isAllowed ? "ok" : "error"}>{tdReport.value.explanation}</p>
              <FindingList items={tdReport.value.reasons} kind="reason" />
              <FindingList items={tdReport.value.warnings} kind="warning" />
            </div>
          )}
        </aside>
      </div>
    </main>
  );
}
