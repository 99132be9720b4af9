// Score slips laid out for stack-cutting: the TD prints P pages of k slips, cuts the whole stack
// at once and lays the k small stacks one on the other — the slips then come out in table
// order. So slip i of page p (both from 0) is the table at position i·P + p.
import { ENDINGS, type ProfileFamily } from "../../shared/result-form.js";

/** The tables of each page, in slip order; null is a slip left blank (fewer tables than slots). */
export function stackCutPages<T>(tables: readonly T[], perPage: number): (T | null)[][] {
  const pages = Math.max(1, Math.ceil(tables.length / perPage));
  return Array.from({ length: pages }, (_, p) =>
    Array.from({ length: perPage }, (_, i) => tables[i * pages + p] ?? null),
  );
}

/** How many slips fit one page: one full-width slip per cut, shorter ones for two players. */
export function slipsPerPage(playersPerTable: number): number {
  return playersPerTable <= 2 ? 5 : 4;
}

/** What each player writes on the slip, per game (docs/rules.md §6's result fields, the form's words). */
export const SLIP_COUNTS: { readonly [F in ProfileFamily]: readonly string[] } = {
  swccg: ["Life Force left"],
  stccg: ["Points"],
  yj: ["Draw Deck", "Planetary victories"],
  ote: ["Influence (IP)"],
};

/** The endings the slip offers to tick: the form's, in its words, without the rule's dash. */
export function slipEndings(family: ProfileFamily): string[] {
  return ENDINGS[family]
    .filter((ending) => !ending.fields.advanced)
    .map((ending) => ending.label.split(" — ")[0]!);
}
