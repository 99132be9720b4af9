// What every manage view reads: the event's results file, the current pairing and the standings
// (docs/server.md), and one way to send a command and refresh.
import { playerName } from "../../../src/core/players/standing-line.js";
import type { CommandAnswer } from "../hooks.js";

// GET /api/events/{id}: the core's event-file view (src/core/views/types.ts), not re-declared here.
export type {
  EventFileGame as ScoredGame,
  EventFileView as EventFile,
} from "../../../src/core/views/types.js";
import type { EventFileView as EventFile } from "../../../src/core/views/types.js";

// One shape of a standings line for the console and the public pages.
export type { StandingJson } from "../../shared/types.js";

// The server's view types (src/core/views/types.ts), not re-declared here.
export type { PairingsView, TableView } from "../../../src/core/views/types.js";
import type { PairingsView } from "../../../src/core/views/types.js";

export type { StandingsView } from "../../../src/core/views/types.js";
import type { StandingsView } from "../../../src/core/views/types.js";

export interface ManageContext {
  readonly eventId: string;
  readonly file: EventFile;
  readonly pairings: PairingsView | undefined;
  readonly standings: StandingsView | undefined;
  /**
   * Sends one core command; resolves true when it was accepted, shows the error otherwise. `done`
   * is the status line, or made from the server's answer (the events the command produced).
   */
  readonly run: (
    command: Record<string, unknown>,
    done?: string | ((answer: CommandAnswer) => string),
  ) => Promise<boolean>;
  readonly nameOf: (id: string) => string;
  readonly names: ReadonlyMap<string, string>;
}

/** docs/rules.md §6's display name: the core's one rule. */
export { playerName };
