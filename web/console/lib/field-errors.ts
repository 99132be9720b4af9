// The one place a refusal (the server's problem+json, or a check the form makes before sending)
// finds the input it concerns, in every form of the console: each input says which fields it
// holds with `data-field` (space-separated keys: `firstName`, `reason`, `lifeForce.<player ID>`),
// and a refusal's `field` — the core's JSON path (`player.birthDate`, `result.lifeForce.han`;
// the server's edge names a body's field the same way, `deltaMs`) — or, without one, its code,
// is read as those keys. The message then stands
// beside that input (`aria-invalid`, `aria-describedby`), focus moves to it, and the form's words
// and the rule are kept (web/shared/problem-words.ts). A refusal no input of the form holds stays
// in the view's message line.

import { ApiError } from "../../shared/api.js";
import { fieldWords, problemMessage, problemText, type WordsContext } from "../../shared/problem-words.js";

/**
 * The wrappers a path carries before the key a form knows (a command's body); `body` alone is
 * the whole body (malformed JSON).
 */
const CONTAINERS = new Set([
  "body",
  "command",
  "player",
  "players",
  "event",
  "settings",
  "result",
  "data",
  "options",
]);

/** The request's other parts: their fields (the event's id in the address) are no input of a form. */
const NOT_THE_BODY = new Set(["params", "query", "querystring", "headers"]);

/**
 * Codes whose refusal has no `field` (or one the form cannot hold) but an obvious input: the
 * reason a correction needs (R6), the winner a result needs, who won the toss of a true tie (S4).
 */
const KEYS_OF_CODE: Readonly<Record<string, readonly string[]>> = {
  REASON_REQUIRED: ["reason"],
  WINNER_REQUIRED: ["winner"],
  UNDECIDED_TRUE_TIE: ["toss"],
  DUPLICATE_PLAYER: ["id"],
};

/**
 * The keys a refusal may concern, most precise first: `result.lifeForce.han` → `lifeForce.han`,
 * `lifeForce`; `body.player.birthDate` → `birthDate`; `players[3].firstName` → `firstName`.
 * Empty when it names no field a form could hold.
 */
export function fieldKeysOf(problem: { readonly field?: string; readonly code?: string }): string[] {
  const keys: string[] = [];
  const parts = (problem.field ?? "").split(/[.[\]"]+/).filter((part) => part !== "" && !/^\d+$/.test(part));
  if (NOT_THE_BODY.has(parts[0] ?? "")) parts.length = 0;
  while (parts.length > 0 && CONTAINERS.has(parts[0]!) && parts.length > 1) parts.shift();
  // A whole body or command ("body", "result") is no one input.
  if (parts.length === 1 && CONTAINERS.has(parts[0]!)) parts.length = 0;
  for (let end = parts.length; end > 0; end--) keys.push(parts.slice(0, end).join("."));
  for (const key of KEYS_OF_CODE[problem.code ?? ""] ?? []) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/** The tokens of an element's `data-field`. */
function tokensOf(element: Element): string[] {
  return (element.getAttribute("data-field") ?? "").split(/\s+/).filter(Boolean);
}

/**
 * The input of `scope` a key names: a token equal to it, or one below it (`lifeForce` finds the
 * first `lifeForce.<id>`: the values together point at the first of them). Disabled inputs and
 * inputs of a hidden part of the form do not count.
 */
export function findFieldInput(scope: ParentNode, keys: readonly string[]): HTMLElement | null {
  const inputs = [...scope.querySelectorAll<HTMLElement>("[data-field]")].filter(
    (input) => !(input as HTMLInputElement).disabled && input.getClientRects().length > 0,
  );
  for (const key of keys) {
    const exact = inputs.find((input) => tokensOf(input).includes(key));
    if (exact) return exact;
    const below = inputs.find((input) => tokensOf(input).some((token) => token.startsWith(`${key}.`)));
    if (below) return below;
  }
  return null;
}

const MESSAGE = "data-field-error";
const DESCRIBED = "data-described-before";
let made = 0;

/** How to take the message of an input away: its note, its attributes, its listeners. */
const clearers = new WeakMap<HTMLElement, () => void>();

/** Takes every message of `scope` away and gives the inputs their own description back. */
export function clearFieldErrors(scope: ParentNode): void {
  for (const input of scope.querySelectorAll<HTMLElement>(`[${DESCRIBED}]`)) clearers.get(input)?.();
  for (const message of scope.querySelectorAll(`[${MESSAGE}]`)) message.remove();
  for (const input of scope.querySelectorAll<HTMLElement>(`[${DESCRIBED}]`)) restore(input);
}

function restore(input: HTMLElement): void {
  const before = input.getAttribute(DESCRIBED) ?? "";
  input.removeAttribute(DESCRIBED);
  input.removeAttribute("aria-invalid");
  if (before) input.setAttribute("aria-describedby", before);
  else input.removeAttribute("aria-describedby");
}

/**
 * Shows `message` beside the input of `scope` the refusal concerns and moves focus to it; null
 * when no input of `scope` holds that field (the caller then shows it in its message line).
 * The text is set as text, never as markup: what a TD typed and the server echoes stays inert.
 */
export function showFieldError(
  scope: ParentNode,
  problem: { readonly field?: string; readonly code?: string },
  message: string,
): HTMLElement | null {
  const input = findFieldInput(scope, fieldKeysOf(problem));
  if (!input) return null;
  clearFieldErrors(scope);
  const note = document.createElement("span");
  note.id = input.id ? `${input.id}-error` : `field-error-${++made}`;
  note.className = "error field-error";
  note.setAttribute(MESSAGE, "");
  note.textContent = message;
  // Beside the input, after its wrapping label when it has one (a message inside a label would
  // become part of the input's name).
  const anchor = input.closest("label") ?? input;
  anchor.after(note);
  input.setAttribute(DESCRIBED, input.getAttribute("aria-describedby") ?? "");
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", [note.id, input.getAttribute(DESCRIBED)].filter(Boolean).join(" "));
  // Typing again, or choosing again, says the TD is on it: the message goes.
  const clear = (): void => {
    note.remove();
    if (input.hasAttribute(DESCRIBED)) restore(input);
    input.removeEventListener("input", clear);
    input.removeEventListener("change", clear);
    clearers.delete(input);
  };
  clearers.set(input, clear);
  input.addEventListener("input", clear);
  input.addEventListener("change", clear);
  input.focus();
  input.scrollIntoView?.({ block: "nearest" });
  return input;
}

/**
 * Where the TD was when he sent: the form (or the row of actions, the section) holding the
 * focused control, so a refusal finds its input there and not in another form of the page.
 */
export function scopeOf(element: Element | null): ParentNode | null {
  return element?.closest("form, .row-form, .action-row, tr, section, dialog") ?? null;
}

let lastTouched: Element | null = null;
const touch = (event: Event): void => {
  if (event.target instanceof Element) lastTouched = event.target;
};

/**
 * Remembers the control the TD last clicked or submitted: a browser that does not focus a
 * clicked button (Safari) still tells which form sent. Returns the function that stops.
 */
export function followSenders(root: Document): () => void {
  root.addEventListener("click", touch, true);
  root.addEventListener("submit", touch, true);
  return () => {
    root.removeEventListener("click", touch, true);
    root.removeEventListener("submit", touch, true);
  };
}

/** The scope of the write being sent now: the focused control's, else the last one touched. */
export function senderScope(): ParentNode | null {
  const active = document.activeElement;
  const sender = active && active !== document.body ? active : lastTouched;
  return sender?.isConnected ? scopeOf(sender) : null;
}

/**
 * A failed write, shown: beside its input when `scope` holds one (the answer is then the short
 * line for the view's message line), else the whole refusal in words for the message line.
 */
export function placeRefusal(
  scope: ParentNode | null,
  failure: unknown,
  words: WordsContext = {},
): { readonly text: string; readonly isBeside: boolean } {
  if (!(failure instanceof ApiError)) {
    return { text: failure instanceof Error ? failure.message : String(failure), isBeside: false };
  }
  const { problem } = failure;
  const input = scope ? showFieldError(scope, problem, problemMessage(problem, words)) : null;
  if (input) {
    const where = labelOf(input) ?? fieldWords(problem.field, words) ?? "the field";
    return { text: `Not saved: see “${where}”.`, isBeside: true };
  }
  return { text: problemText(problem, words), isBeside: false };
}

/** The words of the form for an input: its label, as the TD reads it. */
function labelOf(input: HTMLElement): string | undefined {
  const label = (input as HTMLInputElement).labels?.[0]?.textContent ?? input.getAttribute("aria-label");
  const text = label?.replace(/\s+/g, " ").trim();
  return text ? text : undefined;
}
