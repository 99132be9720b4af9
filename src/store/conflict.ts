import type { DuplicateInBatch, VersionConflict } from "./event-store.js";

/** The one way every adapter reports a lost race: a value the caller can retry on (DESIGN.md 409/412). */
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

/** A batch not written because `commandId` (append `index`) was already applied. */
export function makeDuplicateInBatch(
  stream: string,
  index: number,
  commandId: string,
): { readonly ok: false; readonly error: DuplicateInBatch } {
  const error: DuplicateInBatch = {
    code: "DUPLICATE_IN_BATCH",
    stream,
    index,
    commandId,
    isRetryable: true,
    message: `stream ${stream}: command id ${commandId} (append ${index} of the batch) was already applied; nothing written`,
  };
  return { ok: false, error };
}
