import { readScoredEvent } from "../read-results.js";
import { printLines } from "../output.js";
import { formatGameScores } from "./standings.run.js";

export const action = (path: string, options: { explain?: boolean }) => {
  const event = readScoredEvent(path);
  printLines([
    `${path}: valid — ${event.file.players.length} players, ${event.games.length} games, rules ${event.profile}`,
    // The promise of `check`: every game scored — shown with the rule that scored it.
    ...(options.explain ? ["", ...formatGameScores(event)] : []),
  ]);
};
