// R6: report a result from the phone. One tap for how the game ended, one for who won, the
// number(s) the profile needs, one tap to send; the score it gives is shown before sending.
// The form's shape is the shared description (web/shared/result-form.ts) the TD console uses
// too; the preview is the core's scoreGame, and the server runs it again.
import { useEffect, useRef, useState } from "preact/hooks";
import type { ProfileName } from "../../src/core/games.js";
import { ApiError, postOnce } from "../shared/api.js";
import { problemMessage, problemText } from "../shared/problem-words.js";
import {
  firstMissing,
  inputOfField,
  phoneEndings,
  toRawResult,
  type FormFields,
  type ResultFormState,
} from "../shared/result-form.js";
import type { NameLookup } from "../shared/format.js";
import type { TableJson } from "../shared/types.js";
import { previewScore, type scoringOptionsOf } from "./score-preview.js";

/** How this player's results are scored and named: built by the player page, read by the form. */
export interface Scoring {
  readonly profile: ProfileName;
  readonly options: ReturnType<typeof scoringOptionsOf>;
  readonly nameOf: NameLookup;
  readonly me: string;
}

/** A refusal, placed next to the input its `field` names (`result.lifeForce.luke` → that input). */
interface Refusal {
  readonly message: string;
  /** The input's id, or null: shown above the send button. */
  readonly at: string | null;
}

interface PickWords {
  readonly me: string;
  readonly other: (name: string) => string;
  readonly question: string;
}
const WINNER_WORDS: PickWords = { me: "I won", other: (name) => `${name} won`, question: "who won?" };
/** The words of a player picked, by the result's key; an ending's pick is its winner unless named here. */
const PICK_WORDS: Readonly<Record<string, PickWords>> = {
  winner: WINNER_WORDS,
  quitter: { me: "I quit", other: (name: string) => `${name} quit`, question: "who quit?" },
  forfeiter: { me: "I forfeited", other: (name: string) => `${name} forfeited`, question: "who forfeited?" },
};

/** The id of the phone's input a core/server field path points at (see inputOfField). */
function inputFor(fields: FormFields, field: string | undefined, players: readonly string[]): string | null {
  const input = inputOfField(fields, field, players);
  if (!input) return null;
  return input.kind === "perPlayer" ? `r-${input.key}-${input.id}` : `r-${input.kind}`;
}

export function ReportForm({
  table,
  scoring,
  token,
  onSent,
}: {
  table: TableJson;
  scoring: Scoring;
  token: string;
  onSent: () => void;
}) {
  const endings = phoneEndings(scoring.profile);
  const only = endings.length === 1 ? endings[0]!.value : undefined;
  const [state, setState] = useState<ResultFormState | undefined>(only ? { end: only } : undefined);
  const [picked, setPicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Me first: the player reads his own line first.
  const players = [scoring.me, ...table.players.map((s) => s.id).filter((id) => id !== scoring.me)];
  // Refusals in the player's words: names, his table, the form's words (problem-words.ts).
  const words = {
    names: new Map(players.map((id) => [id, scoring.nameOf(id)])),
    tableOf: (id: number) => (id === table.gameId ? table.table : undefined),
  };
  const nameOrYou = (id: string): string => (id === scoring.me ? "You" : scoring.nameOf(id));
  const ending = state && endings.find((e) => e.value === state.end);
  // After a tap that changes the step (an ending, who won, Back), the focus goes to the first
  // thing of the new step, not lost to the page (keyboards and screen readers follow along).
  const root = useRef<HTMLElement>(null);
  const setRoot = (element: HTMLElement | null): void => {
    root.current = element;
  };
  const hasStepped = useRef(false);
  useEffect(() => {
    if (!hasStepped.current) return;
    const step = root.current;
    (step?.querySelector<HTMLElement>("input") ?? step?.querySelector<HTMLElement>("button"))?.focus();
  }, [state?.end, picked]);

  // OTE 2.83: an additional game's result is who advanced, in order; the TD enters it.
  if (table.stage === "ote-playoff")
    return (
      <p class="card">This is an additional game (OTE 2.83): tell the TD who advanced; they enter it.</p>
    );

  if (!state || !ending) {
    return (
      <fieldset class="choice-group" ref={setRoot}>
        <legend>How did the game end?</legend>
        {endings.map((e) => (
          <button
            key={e.value}
            type="button"
            class="choice"
            onClick={() => {
              hasStepped.current = true;
              setState({ end: e.value });
            }}
          >
            {e.phone.label}
            <span class="choice-hint">{e.phone.hint}</span>
          </button>
        ))}
        <p class="muted small">Anything else? Tell the TD: they enter it.</p>
      </fieldset>
    );
  }

  const fields = ending.fields;
  const back = (): void => {
    hasStepped.current = true;
    setRefusal(null);
    if (picked) {
      setPicked(false);
      setState({ end: state.end });
    } else setState(only ? { end: only } : undefined);
  };

  // The second tap: who won (or quit, or forfeited), when the ending needs that person.
  if (fields.playerKey && !fields.playerOptional && !picked) {
    const words = PICK_WORDS[fields.playerKey] ?? WINNER_WORDS;
    return (
      <fieldset class="choice-group" ref={setRoot}>
        <legend>
          {ending.phone.label}: {words.question}
        </legend>
        {players.map((id) => (
          <button
            key={id}
            type="button"
            class="choice"
            onClick={() => {
              hasStepped.current = true;
              setState({ ...state, player: id });
              setPicked(true);
            }}
          >
            {id === scoring.me ? words.me : words.other(scoring.nameOf(id))}
          </button>
        ))}
        {!only && <BackButton onClick={back} />}
      </fieldset>
    );
  }

  const missing = firstMissing(scoring.profile, state, players);
  const raw = toRawResult(scoring.profile, state, players);
  const preview =
    missing === null
      ? previewScore(scoring.profile, scoring.options, table, raw, scoring.me, scoring.nameOf)
      : null;
  // The core's refusal of the preview, or the server's of the sent result, next to its input.
  const shown: Refusal | null =
    refusal ??
    (preview && !preview.ok
      ? {
          message: problemMessage(
            { title: "", status: 422, detail: preview.message, field: preview.field },
            words,
          ),
          at: inputFor(fields, preview.field, players),
        }
      : null);
  const errorAt = (id: string) => (shown?.at === id ? shown.message : undefined);
  const set = (patch: Partial<ResultFormState>): void => {
    setRefusal(null);
    setState({ ...state, ...patch });
  };
  const setPick = (key: "player" | "toss", id: string | undefined): void => {
    setRefusal(null);
    const { [key]: _old, ...rest } = state;
    setState(id === undefined ? rest : { ...rest, [key]: id });
  };
  const setPer = (id: string, key: string, value: string): void =>
    set({ perPlayer: { ...state.perPlayer, [id]: { ...state.perPlayer?.[id], [key]: value } } });

  const send = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      // Sent once: a commandId, and the same one again if the answer is lost on the venue's wifi.
      await postOnce(`/api/play/${encodeURIComponent(token)}/report`, { gameId: table.gameId, result: raw });
      onSent();
    } catch (e) {
      if (e instanceof ApiError) {
        const { problem } = e;
        const at = inputFor(fields, problem.field, players);
        // Beside its input the message alone; above the button, with the field's words.
        setRefusal({
          message: at ? problemMessage(problem, words) : problemText(problem, words),
          at,
        });
      } else setRefusal({ message: String(e), at: null });
    } finally {
      setBusy(false);
    }
  };

  const pickWords = fields.playerKey ? (PICK_WORDS[fields.playerKey] ?? WINNER_WORDS) : undefined;
  return (
    <form
      ref={setRoot}
      class="report-numbers"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <p class="chosen">
        {ending.phone.label}
        {picked && state.player && pickWords && (
          <>
            {" — "}
            {state.player === scoring.me
              ? pickWords.me.replace(/^I/, "you")
              : pickWords.other(scoring.nameOf(state.player))}
          </>
        )}
      </p>
      {fields.amount && fields.amountKey && (
        <NumberInput
          id="r-amount"
          label={fields.amount}
          help={fields.amountHelp}
          min={0}
          max={fields.amountMax ?? 999}
          value={state.amount ?? ""}
          error={errorAt("r-amount")}
          onChange={(amount) => set({ amount })}
        />
      )}
      {fields.perPlayer.map((field) =>
        players.map((id, seat) => (
          <NumberInput
            key={`${field.key}-${id}`}
            id={`r-${field.key}-${id}`}
            label={`${nameOrYou(id)}: ${field.label}`}
            help={seat === 0 ? field.help : undefined}
            min={field.min}
            max={field.max}
            value={state.perPlayer?.[id]?.[field.key] ?? ""}
            error={errorAt(`r-${field.key}-${id}`)}
            onChange={(value) => setPer(id, field.key, value)}
          />
        )),
      )}
      {/* T2: the points say who won; the pick shows only when the core asks for it (equal points). */}
      {fields.playerKey && fields.playerOptional && (state.player || shown?.at === "r-player") && (
        <PickOne
          id="r-player"
          legend={fields.player ?? "Winner"}
          players={players}
          nameOf={(id) => (id === scoring.me ? "Me" : scoring.nameOf(id))}
          value={state.player}
          error={errorAt("r-player")}
          onChange={(player) => setPick("player", player)}
        />
      )}
      {fields.toss && (
        <PickOne
          id="r-toss"
          legend="Who won the toss (only if lost pile and hand are equal)"
          players={players}
          nameOf={(id) => (id === scoring.me ? "Me" : scoring.nameOf(id))}
          value={state.toss}
          error={errorAt("r-toss")}
          onChange={(toss) => setPick("toss", toss)}
        />
      )}
      {missing !== null && <p class="muted small">Still needed: {missing}</p>}
      {preview?.ok && (
        <div class="score-preview" aria-live="polite">
          <ScoreLine parts={preview.parts} />
          <p class="muted small">{preview.explanation}</p>
        </div>
      )}
      {shown && shown.at === null && (
        <p class="error" role="alert">
          {shown.message}
        </p>
      )}
      <button type="submit" class="wide big" disabled={missing !== null || !preview?.ok || busy}>
        {busy ? "Sending…" : table.players.length > 2 ? "Send to the other players" : "Send to my opponent"}
      </button>
      {(!only || picked) && <BackButton onClick={back} />}
    </form>
  );
}

/** "You 2(+15) · Han Solo 0(-15)"; three players or more, one line each (On the Edge tables). */
export function ScoreLine({ parts }: { parts: readonly string[] }) {
  if (parts.length <= 2) return <p class="score-line">{parts.join(" · ")}</p>;
  return (
    <p class="score-line score-lines">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" class="secondary wide" onClick={onClick}>
      Back
    </button>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p class="error field-error" id={`${id}-error`} role="alert">
      {message}
    </p>
  );
}

/** A big − / number / + row: thumbs first, the keyboard still works. */
function NumberInput({
  id,
  label,
  help,
  min,
  max,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  help: string | undefined;
  min: number;
  max: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const step = (delta: number): void => {
    const now = Number(value);
    // An empty box counts as 0: "+" gives 1 card, the keyboard is there for 100 points.
    const base = value.trim() === "" || !Number.isFinite(now) ? 0 : now;
    onChange(String(Math.min(max, Math.max(min, base + delta))));
  };
  const described = [help !== undefined && `${id}-help`, error !== undefined && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div class={`number-field${error !== undefined ? " has-error" : ""}`}>
      <label for={id}>{label}</label>
      {help !== undefined && (
        <p class="muted small field-help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <div class="stepper">
        <button type="button" class="secondary" aria-label={`${label}: one less`} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          value={value}
          aria-invalid={error !== undefined}
          {...(described && { "aria-describedby": described })}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
        <button type="button" class="secondary" aria-label={`${label}: one more`} onClick={() => step(1)}>
          +
        </button>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** One player picked by a tap, or none (a second tap on the same one clears it). */
function PickOne({
  id,
  legend,
  players,
  nameOf,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  players: readonly string[];
  nameOf: (id: string) => string;
  value: string | undefined;
  error: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <fieldset class="pick-one" id={id}>
      <legend>{legend}</legend>
      <div class="pick-row">
        {players.map((player) => (
          <button
            key={player}
            type="button"
            class={value === player ? "picked" : "secondary"}
            aria-pressed={value === player}
            onClick={() => onChange(value === player ? undefined : player)}
          >
            {nameOf(player)}
          </button>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
