// The change log (`GET /api/events/{id}/audit`): who did what, when (R6). The answer is a list of
// lines; it is accepted bare or under one key so a renamed wrapper does not blank the page.
import type { ChangeLogLine } from "../../../src/core/views/types.js";

export function toChangeLogLines(answer: unknown): ChangeLogLine[] {
  if (Array.isArray(answer)) return answer as ChangeLogLine[];
  if (answer && typeof answer === "object") {
    const list = Object.values(answer).find(Array.isArray);
    if (list) return list as ChangeLogLine[];
  }
  return [];
}
