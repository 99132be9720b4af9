// The current event and database (the contracts in docs/architecture.md, docs/guide/star-wars.md "Type less"):
// `handsdown use EVENT [--db PATH]` writes them to `.handsdown.json` in the working folder;
// HANDSDOWN_EVENT and HANDSDOWN_DB set them for a shell. The environment wins over the file,
// and an argument or option typed on the command line wins over both.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The file `handsdown use` writes, in the folder the TD works in. */
export const CURRENT_FILE = ".handsdown.json";

export interface CurrentEvent {
  readonly event?: string;
  readonly db?: string;
  /** Where the event came from, to say so: "HANDSDOWN_EVENT" or ".handsdown.json". */
  readonly eventFrom?: string;
  readonly dbFrom?: string;
}

interface SavedCurrent {
  readonly event?: unknown;
  readonly db?: unknown;
}

/** What `.handsdown.json` in `folder` holds; {} when there is none (or it is not ours). */
export function readCurrentFile(folder: string): { event?: string; db?: string } {
  const path = join(folder, CURRENT_FILE);
  if (!existsSync(path)) return {};
  try {
    const saved = JSON.parse(readFileSync(path, "utf8")) as SavedCurrent;
    return {
      ...(typeof saved.event === "string" && saved.event !== "" && { event: saved.event }),
      ...(typeof saved.db === "string" && saved.db !== "" && { db: saved.db }),
    };
  } catch {
    return {};
  }
}

export function currentEvent(
  env: NodeJS.ProcessEnv = process.env,
  folder: string = process.cwd(),
): CurrentEvent {
  const saved = readCurrentFile(folder);
  const envEvent = env.HANDSDOWN_EVENT?.trim() || undefined;
  const envDb = env.HANDSDOWN_DB?.trim() || undefined;
  const event = envEvent ?? saved.event;
  const db = envDb ?? saved.db;
  return {
    ...(event !== undefined && { event, eventFrom: envEvent ? "HANDSDOWN_EVENT" : CURRENT_FILE }),
    ...(db !== undefined && { db, dbFrom: envDb ? "HANDSDOWN_DB" : CURRENT_FILE }),
  };
}

/**
 * Whether EVENT of the log at DB (undefined: the default) is the current one, so that a command
 * shown to the TD for it may leave both out.
 */
export function isCurrentEvent(eventId: string, db: string | undefined, current = currentEvent()): boolean {
  return current.event === eventId && current.db === db;
}
