// R8: may the tournament director play in his own event? SW-PC "Tournament Directors –
// Competing in Their Own Events" allows it with conditions; DEC III.8 forbids it.
import { fail, ok, type Result } from "../errors.js";
import type { Finding, Sanctioning } from "./types.js";

export interface TdPlayerInput {
  readonly sanctioning: Sanctioning;
  readonly championship: boolean;
  /** Players still in the event, not counting the TD. */
  readonly otherPlayers: number;
  readonly isTdPlaying: boolean;
  readonly td?: string;
  readonly assistantJudge?: string;
  readonly backupJudge?: string;
}

export type TdProposal = "none" | "td-drops" | "td-joins";

export interface TdPlayerReport {
  readonly isAllowed: boolean;
  /** Why the TD may not play (or not as things stand); empty when he may. */
  readonly reasons: readonly Finding[];
  readonly warnings: readonly Finding[];
  /** An odd count including the TD: his playing creates a bye. */
  readonly createsBye: boolean;
  readonly proposal: TdProposal;
  readonly explanation: string;
}

const R = "R8";
const PC = "SW-PC Tournament Directors – Competing in Their Own Events";

export function checkTdPlaying(input: TdPlayerInput): Result<TdPlayerReport> {
  if (!Number.isInteger(input.otherPlayers) || input.otherPlayers < 0) {
    return fail(
      "VALUE_OUT_OF_RANGE",
      "otherPlayers",
      R,
      `expected a whole number ≥ 0, got ${input.otherPlayers}`,
    );
  }
  const reasons: Finding[] = [];
  const warnings: Finding[] = [];
  const withTd = input.otherPlayers + 1;
  // An odd count including the TD: his playing creates a bye, whether he has started or not.
  const createsBye = withTd % 2 === 1;
  if (input.sanctioning === "decipher") {
    reasons.push({
      rule: R,
      source: "DEC III.8",
      message: "tournament directors may not play in their own tournaments",
    });
  } else {
    if (input.championship)
      reasons.push({
        rule: R,
        source: PC,
        message: "the tournament director may not play at a Championship Level event",
      });
    if (!input.assistantJudge)
      reasons.push({
        rule: R,
        source: PC,
        message: "an assistant judge must be named (he rules where the TD is playing)",
      });
    if (!input.backupJudge)
      reasons.push({
        rule: R,
        source: PC,
        message: "a back-up judge must be named (he rules where the TD and the assistant judge are playing)",
      });
    const people = [input.td, input.assistantJudge, input.backupJudge].filter((name): name is string =>
      Boolean(name),
    );
    if (new Set(people).size < people.length) {
      reasons.push({
        rule: R,
        source: PC,
        message: "the TD, the assistant judge and the back-up judge must be three different people",
      });
    }
    // SW-PC: "The tournament director's playing does not create a bye" is a condition of his
    // playing, as binding as the judges: a bye created means he may not play (then he drops).
    if (createsBye)
      reasons.push({
        rule: R,
        source: PC,
        message: `the TD's playing must not create a bye: ${withTd} players including the TD is odd`,
      });
    if (input.otherPlayers + 1 > 16) {
      warnings.push({
        rule: R,
        source: PC,
        message: `${input.otherPlayers + 1} participants: it is suggested (not required) that the TD not play above 16`,
      });
    }
  }
  const isAllowed = reasons.length === 0;
  // SW-PC: the TD is encouraged to play to eliminate a bye, and should drop when his playing creates one.
  let proposal: TdProposal = "none";
  let explanation: string;
  if (input.isTdPlaying && createsBye) {
    proposal = "td-drops";
    explanation = `R8: ${withTd} players including the TD is odd, so his playing creates a bye; the TD should drop`;
  } else if (input.isTdPlaying && !isAllowed) {
    proposal = "td-drops";
    explanation = "R8: the tournament director may not play here; he should drop";
  } else if (!input.isTdPlaying && isAllowed && input.otherPlayers % 2 === 1) {
    proposal = "td-joins";
    explanation = `R8: ${input.otherPlayers} players leave a bye; the TD may play to eliminate it`;
  } else {
    explanation = input.isTdPlaying
      ? `R8: ${withTd} players including the TD: no bye`
      : "R8: the TD is not playing";
  }
  return ok({
    isAllowed,
    reasons,
    warnings,
    createsBye: input.isTdPlaying && createsBye,
    proposal,
    explanation,
  });
}
