// R6: report a result from the phone. One tap for how the game ended, one for who won, the
// number(s) the profile needs, one tap to send; the score it gives is shown before sending.
import { useState } from "preact/hooks";
import type { GameName } from "../../src/core/games.js";
import { ApiError, describeProblem, post } from "../shared/api.js";
import type { TableJson } from "../shared/types.js";
import type { Scoring } from "./player-page.js";
import { END_CHOICES, toRawResult, type Answers, type EndChoice, type NumberField } from "./result-forms.js";
import { previewScore } from "./score-preview.js";

export function ReportForm({
  game,
  table,
  scoring,
  token,
  onSent,
}: {
  game: GameName;
  table: TableJson;
  scoring: Scoring;
  token: string;
  onSent: () => void;
}) {
  const choices = END_CHOICES[game];
  const [end, setEnd] = useState<string | undefined>(choices.length === 1 ? choices[0]!.end : undefined);
  const [winner, setWinner] = useState<string | undefined>(undefined);
  const [numbers, setNumbers] = useState<Record<string, Record<string, number>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const players = table.players.map((s) => s.id);
  const choice = choices.find((c) => c.end === end);
  const nameOrYou = (id: string): string => (id === scoring.me ? "You" : scoring.nameOf(id));

  if (!choice) {
    return (
      <fieldset class="choice-group">
        <legend>How did the game end?</legend>
        {choices.map((c) => (
          <button key={c.end} type="button" class="choice" onClick={() => setEnd(c.end)}>
            {c.label}
            <span class="choice-hint">{c.hint}</span>
          </button>
        ))}
        <p class="muted small">Anything else (a tie, a quit, a concession)? Tell the TD: they enter it.</p>
      </fieldset>
    );
  }

  if (choice.asksWinner && !winner) {
    return (
      <fieldset class="choice-group">
        <legend>{choice.label}: who won?</legend>
        {[scoring.me, ...players.filter((id) => id !== scoring.me)].map((id) => (
          <button key={id} type="button" class="choice" onClick={() => setWinner(id)}>
            {id === scoring.me ? "I won" : `${scoring.nameOf(id)} won`}
          </button>
        ))}
        <Back onClick={() => setEnd(choices.length === 1 ? end : undefined)} hidden={choices.length === 1} />
      </fieldset>
    );
  }

  const answers: Answers = { end: choice.end, ...(winner !== undefined && { winner }), numbers };
  const raw = toRawResult(game, players, answers);
  const preview = raw.ok
    ? previewScore(scoring.profile, scoring.options, table.players, raw.result, scoring.me, scoring.nameOf)
    : null;
  const setNumber = (key: string, who: string, value: number | undefined): void => {
    setNumbers((all) => {
      const field = Object.fromEntries(Object.entries(all[key] ?? {}).filter(([id]) => id !== who));
      if (value !== undefined) field[who] = value;
      return { ...all, [key]: field };
    });
  };

  const send = async (): Promise<void> => {
    if (!raw.ok) return;
    setBusy(true);
    setProblem(null);
    try {
      await post(`/api/play/${encodeURIComponent(token)}/report`, {
        gameId: table.gameId,
        result: raw.result,
      });
      onSent();
    } catch (e) {
      setProblem(e instanceof ApiError ? describeProblem(e.problem) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="report-numbers"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <p class="chosen">
        {choice.label}
        {winner && <> — {winner === scoring.me ? "you won" : `${scoring.nameOf(winner)} won`}</>}
      </p>
      {choice.numbers.map((field) =>
        field.of === "winner" ? (
          <NumberInput
            key={field.key}
            id={`n-${field.key}`}
            field={field}
            label={field.label}
            value={numbers[field.key]?.winner}
            onChange={(v) => setNumber(field.key, "winner", v)}
          />
        ) : (
          players.map((id) => (
            <NumberInput
              key={`${field.key}-${id}`}
              id={`n-${field.key}-${id}`}
              field={field}
              label={`${nameOrYou(id)}: ${field.label}`}
              value={numbers[field.key]?.[id]}
              onChange={(v) => setNumber(field.key, id, v)}
            />
          ))
        ),
      )}
      {preview && (
        <div class="score-preview" aria-live="polite">
          {preview.ok ? (
            <>
              <p class="score-line">{preview.line}</p>
              <p class="muted small">{preview.explanation}</p>
            </>
          ) : (
            <p class="error">{preview.message}</p>
          )}
        </div>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" class="wide big" disabled={!raw.ok || !preview?.ok || busy}>
        {busy ? "Sending…" : "Send to my opponent"}
      </button>
      <Back
        onClick={() => {
          if (winner && choice.asksWinner) setWinner(undefined);
          else setEnd(undefined);
          setNumbers({});
        }}
        hidden={false}
      />
    </form>
  );
}

function Back({ onClick, hidden }: { onClick: () => void; hidden: boolean }) {
  if (hidden) return null;
  return (
    <button type="button" class="secondary wide" onClick={onClick}>
      Back
    </button>
  );
}

function NumberInput({
  id,
  field,
  label,
  value,
  onChange,
}: {
  id: string;
  field: NumberField;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const step = (delta: number): void =>
    onChange(Math.min(field.max, Math.max(field.min, (value ?? 0) + delta)));
  return (
    <div class="number-field">
      <label for={id}>{label}</label>
      <div class="stepper">
        <button type="button" class="secondary" aria-label={`${label}: one less`} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          value={value ?? ""}
          onInput={(e) => {
            const text = e.currentTarget.value;
            const parsed = text === "" ? undefined : Number(text);
            onChange(parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined);
          }}
        />
        <button type="button" class="secondary" aria-label={`${label}: one more`} onClick={() => step(1)}>
          +
        </button>
      </div>
    </div>
  );
}

export type { EndChoice };
