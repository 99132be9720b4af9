// Shared by the profile tests: build a game, score it, and read `VP(±diff)` per player.
import { expect } from "vitest";
import type { ProfileName } from "../games.js";
import { scoreGame } from "./index.js";
import { formatEntry } from "./shared/outcomes.js";
import type { GameInput, ScoredGame, ScoringOptions } from "./types.js";

export function game(
  result: unknown,
  ids: readonly string[] = ["alice", "bob"],
  extra: Partial<GameInput> = {},
): GameInput {
  return { players: ids.map((id) => ({ id })), result, ...extra };
}

export function scored(profile: ProfileName, input: GameInput, options: ScoringOptions = {}): ScoredGame {
  const result = scoreGame(profile, options, input);
  if (!result.ok) throw new Error(`expected a score, got ${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** `{alice: "2(+15)", bob: "0(-15)"}`: the form the guides' examples are written in. */
export function scores(
  profile: ProfileName,
  input: GameInput,
  options: ScoringOptions = {},
): Record<string, string> {
  return Object.fromEntries(
    scored(profile, input, options).score.map((entry) => [entry.id, formatEntry(entry)]),
  );
}

export function expectError(
  profile: ProfileName,
  input: GameInput,
  expected: { code: string; field: string; rule?: string },
  options: ScoringOptions = {},
): void {
  const result = scoreGame(profile, options, input);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(expected.code);
  expect(result.error.field).toBe(expected.field);
  if (expected.rule) expect(result.error.rule).toContain(expected.rule);
}
