// The core has one public surface. The entry points the app, the CLI, the server and the
// web app need are there, and it stays pure (tsconfig.core.json: no Node types).
import { describe, expect, it } from "vitest";
import * as core from "./index.js";

describe("src/core/index.ts", () => {
  it("exports the one path for each job", () => {
    for (const name of [
      "decide",
      "evolve",
      "fold",
      "scoreEvent",
      "extendScoredEvent",
      "computeEventStandings",
      "pairEventNext",
      "toScoredEvent",
      "parseResultsFile",
      "exportResultsFile",
      "playerName",
      "standingStatus",
      "errorKind",
      "makeRandom",
      "INITIAL_STATE",
    ]) {
      expect(core, name).toHaveProperty(name);
    }
    expect(core.ERROR_KIND.ROUND_NOT_COMPLETE).toBe("rule");
  });
});
