// The whole check of one PC event: to a results file, validated (docs/rules.md §6), scored (docs/rules.md §1),
// ranked (K7), compared with what the PC software stored.
import { scoreEvent } from "../../src/core/scored-event/score-event.js";
import { readAs, resultsFileSchema } from "../../src/core/index.js";
import { computePc2016Standings } from "../../src/core/standings/pc-2016/index.js";
import type { StandingRow } from "../../src/core/standings/types.js";
import { compareWithStored, type EventCheck } from "./compare.js";
import type { PcEvent } from "./pc-events.js";
import { toResultsFile } from "./to-results-file.js";

export interface CheckedEvent extends EventCheck {
  readonly rows: readonly StandingRow[];
  /** K7 R, the game numbers played. */
  readonly gameNumbers: number;
}

export function checkEvent(event: PcEvent): CheckedEvent {
  const parsed = readAs(resultsFileSchema, toResultsFile(event));
  if (!parsed.ok)
    throw new Error(
      `${event.file}: not a valid results file: ${parsed.error.field}: ${parsed.error.message}`,
    );
  const scored = scoreEvent(parsed.value);
  if (!scored.ok)
    throw new Error(`${event.file}: ${scored.error.field}: ${scored.error.message} (${scored.error.rule})`);
  const { rows } = computePc2016Standings(scored.value, event.mode === "SOS" ? "sos" : "diff");
  const gameNumbers = Math.max(0, ...event.games.map((game) => game.game_no));
  return { ...compareWithStored(event, rows), rows, gameNumbers };
}
