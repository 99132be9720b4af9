// A walk-in player registered with his name alone (no birth date, no ID): the event still needs
// an ID for him, so one is made from the name's letters (R1's letters, docs/rules.md R1), with no
// birth-date digits — so it can never be mistaken for an R1 ID — and a number when the event
// already has it. Deterministic: the same name in the same event gives the same ID.
import { toIdLetters } from "./player-id.js";

/** `Ana García` → `anagarcia`; `anagarcia-2`, `anagarcia-3` … when taken. undefined: no letters. */
export function makeWalkInId(name: string, isTaken: (id: string) => boolean): string | undefined {
  const base = toIdLetters(name);
  if (base === "") return undefined;
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) if (!isTaken(`${base}-${n}`)) return `${base}-${n}`;
}
