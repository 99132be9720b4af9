// What `handsdown audit` reports for one game: the derivation (audit-event.ts) and the checks of
// pairings made elsewhere (paired-elsewhere.ts) both speak in it.
export type AuditKind = "swap" | "manual" | "score" | "rematch" | "bye";

export interface AuditDifference {
  readonly kind: AuditKind;
  readonly round: number;
  readonly game: number;
  /** Tables as recorded that the derivation does not give, and the derivation's instead. */
  readonly recorded: readonly string[];
  readonly derived: readonly string[];
  /** One line a reader understands, naming the rule. */
  readonly message: string;
}
