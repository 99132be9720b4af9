// "Pair the next game" as the TD means it: the next Swiss game, or, once the Final Confrontation
// is under way, its second game (F1). The core refuses a Swiss game after the Final Confrontation
// began (F1/F5: the Swiss is over), so the button must not ask for one (docs/rules.md §2).

/** The command the Pairing view's "Pair the next game" sends, and the status line once it is done. */
export function nextGameCommand(system: string | undefined): {
  readonly command: { readonly type: "PairNextGame"; readonly final?: true };
  readonly done: string;
} {
  return system === "final-confrontation"
    ? { command: { type: "PairNextGame", final: true }, done: "Final paired" }
    : { command: { type: "PairNextGame" }, done: "Next game paired" };
}
