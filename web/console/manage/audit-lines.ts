// The audit log (`GET /api/events/{id}/audit`): who did what, when (R6). The answer is a list of
// lines; it is accepted bare or under one key so a renamed wrapper does not blank the page.
export interface AuditLine {
  readonly version: number;
  readonly recordedAt: string;
  readonly actor?: string;
  readonly type: string;
  readonly what: string;
}

export function toAuditLines(answer: unknown): AuditLine[] {
  if (Array.isArray(answer)) return answer as AuditLine[];
  if (answer && typeof answer === "object") {
    const list = Object.values(answer).find(Array.isArray);
    if (list) return list as AuditLine[];
  }
  return [];
}

/** S7/R7: players whose deck check failed, read from the log's DeckCheckRecorded lines. */
export function failedDeckChecks(lines: readonly AuditLine[], ids: readonly string[]): string[] {
  const failed = new Set<string>();
  for (const line of lines) {
    if (line.type !== "DeckCheckRecorded" || !line.what.includes(": failed")) continue;
    const id = ids.find((candidate) => line.what.startsWith(`deck check of ${candidate}:`));
    if (id) failed.add(id);
  }
  return [...failed];
}
