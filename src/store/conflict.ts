import type { VersionConflict } from "./event-store.js";

/** The one way every adapter reports a lost race: a value the caller can retry on (docs/architecture.md 409/412). */
export function makeVersionConflict(
  stream: string,
  expectedVersion: number,
  actualVersion: number,
): { readonly ok: false; readonly error: VersionConflict } {
  const error: VersionConflict = {
    code: "VERSION_CONFLICT",
    stream,
    expectedVersion,
    actualVersion,
    isRetryable: true,
    message: `stream ${stream} is at version ${actualVersion}, not ${expectedVersion}: reload and retry`,
  };
  return { ok: false, error };
}
