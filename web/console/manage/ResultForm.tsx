// The result form the game's profile needs (docs/rules.md §1/§6): the ending first, then only the fields
// that ending asks for. Built for the keyboard: every field is labelled, Enter submits.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Seat } from "../../../src/core/events.js";
import type { ProfileName } from "../../../src/core/games.js";
import {
  endingsOf,
  fieldsFor,
  toFormState,
  toRawResult,
  type ResultFormState,
} from "../../shared/result-form.js";
import { sideLabel } from "../labels.js";
import { problemMessage } from "../../shared/problem-words.js";
import { requireReason } from "../../../src/core/tournament/guards.js";
import { clearFieldErrors, showFieldError } from "../lib/field-errors.js";

/** A refusal of the core (a field, its rule and the words), as the server would answer it. */
export interface ResultRefusal {
  readonly code?: string;
  readonly field: string;
  readonly rule: string;
  readonly message: string;
}

export interface ResultFormProps {
  /** The event's profile: its declared endings, with their fields (T9 asks a quit's X, O7 not). */
  readonly profile: ProfileName;
  readonly players: readonly Seat[];
  readonly nameOf: (id: string) => string;
  /** Set for a correction: the reason is then required (R6, the change log keeps it). */
  readonly isCorrection?: boolean;
  readonly idPrefix: string;
  /** The table's stage: an On the Edge additional game opens on its own form (OTE 2.83). */
  readonly stage?: string;
  readonly submitLabel: string;
  readonly onSubmit: (result: Record<string, unknown>, reason: string) => Promise<boolean>;
  /**
   * The core's own check of the result before it is sent (the profile's result shapes: what is
   * required, the bounds of every number): a refusal stands beside its input and nothing is sent.
   */
  readonly check?: (result: Record<string, unknown>) => ResultRefusal | null;
  readonly onCancel?: () => void;
  /** A correction opens on the result as it stands (R6: change only what was wrong). */
  readonly initial?: Readonly<Record<string, unknown>>;
}

export function ResultForm(props: ResultFormProps) {
  const { profile, players, nameOf, idPrefix } = props;
  const endings = endingsOf(profile);
  const [state, setState] = useState<ResultFormState>(() =>
    props.initial
      ? toFormState(profile, props.initial)
      : { end: props.stage === "ote-playoff" ? "playoff" : endings[0]!.value },
  );
  const [reason, setReason] = useState("");
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const fields = fieldsFor(profile, state.end);
  const ids = players.map((p) => p.id);
  const label = (id: string): string => {
    const side = players.find((p) => p.id === id)?.side;
    return side ? `${nameOf(id)} (${sideLabel(side)})` : nameOf(id);
  };
  const setPer = (id: string, key: string, value: string): void =>
    setState((s) => ({ ...s, perPlayer: { ...s.perPlayer, [id]: { ...s.perPlayer?.[id], [key]: value } } }));
  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const result = toRawResult(profile, state, ids);
    // R6: a correction is kept in the change log with its reason (the core's own guard).
    const why = props.isCorrection ? requireReason(reason, "R6") : undefined;
    const refusal = props.check?.(result) ?? (why && !why.ok ? why.error : null);
    clearFieldErrors(form);
    if (refusal) {
      const names = new Map(ids.map((id) => [id, nameOf(id)]));
      const words = problemMessage(
        { title: "", status: 400, detail: refusal.message, ...refusal },
        { names },
      );
      // A refusal no input of this ending holds is sent on: the server's answer, the same refusal,
      // then stands in the view's message line.
      if (showFieldError(form, refusal, words)) return;
    }
    await props.onSubmit(result, reason.trim());
  };
  return (
    <form
      class="result-form"
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => e.key === "Escape" && props.onCancel?.()}
    >
      <label for={`${idPrefix}-end`}>How the game ended</label>
      <select
        id={`${idPrefix}-end`}
        data-field="end"
        ref={first}
        value={state.end}
        onChange={(e) => setState({ ...state, end: e.currentTarget.value })}
      >
        {endings.map((e) => (
          <option key={e.value} value={e.value}>
            {e.label}
          </option>
        ))}
      </select>
      {fields.player && (
        <>
          <label for={`${idPrefix}-player`}>{fields.player}</label>
          <select
            id={`${idPrefix}-player`}
            data-field={fields.playerKey}
            value={state.player ?? ""}
            onChange={(e) => setState({ ...state, player: e.currentTarget.value })}
          >
            <option value="">—</option>
            {ids.map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </select>
        </>
      )}
      {fields.amount && (
        <>
          <label for={`${idPrefix}-amount`}>{fields.amount}</label>
          <input
            id={`${idPrefix}-amount`}
            data-field={fields.amountKey}
            inputMode="numeric"
            value={state.amount ?? ""}
            onInput={(e) => setState({ ...state, amount: e.currentTarget.value })}
          />
        </>
      )}
      {fields.perPlayer.length > 0 && (
        <div class="per-player">
          {ids.map((id) =>
            fields.perPlayer.map(({ key, label: what }) => (
              <div key={`${id}-${key}`}>
                <label for={`${idPrefix}-${key}-${id}`}>
                  {what}: {label(id)}
                </label>
                <input
                  id={`${idPrefix}-${key}-${id}`}
                  data-field={`${key}.${id}`}
                  inputMode="numeric"
                  value={state.perPlayer?.[id]?.[key] ?? ""}
                  onInput={(e) => setPer(id, key, e.currentTarget.value)}
                />
              </div>
            )),
          )}
        </div>
      )}
      {fields.advanced &&
        ids.slice(0, -1).map((_, place) => (
          <div key={place}>
            <label for={`${idPrefix}-advanced-${place}`}>Advanced {place + 1}.</label>
            <select
              id={`${idPrefix}-advanced-${place}`}
              data-field="advanced"
              value={state.advanced?.[place] ?? ""}
              onChange={(e) => {
                const next = [...(state.advanced ?? [])];
                next[place] = e.currentTarget.value;
                setState({ ...state, advanced: next });
              }}
            >
              <option value="">—</option>
              {ids.map((id) => (
                <option key={id} value={id}>
                  {label(id)}
                </option>
              ))}
            </select>
          </div>
        ))}
      {fields.toss && (
        <>
          <label for={`${idPrefix}-toss`}>Won the toss (if lost pile and hand are equal)</label>
          <select
            id={`${idPrefix}-toss`}
            data-field="toss"
            value={state.toss ?? ""}
            onChange={(e) => setState({ ...state, toss: e.currentTarget.value })}
          >
            <option value="">—</option>
            {ids.map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </select>
        </>
      )}
      {props.isCorrection && (
        <>
          <label for={`${idPrefix}-reason`}>Reason for the correction</label>
          <input
            id={`${idPrefix}-reason`}
            data-field="reason"
            aria-required="true"
            value={reason}
            onInput={(e) => setReason(e.currentTarget.value)}
          />
        </>
      )}
      <p class="button-row">
        <button type="submit">{props.submitLabel}</button>
        {props.onCancel && (
          <button type="button" class="secondary" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}
