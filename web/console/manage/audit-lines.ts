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
