// The 24 Star Wars CCG events recorded by the Players Committee's own tournament software
// (docs/rules.md §7), read from ../shared/real-data beside the repository. Research data: read in place,
// never copied into the project.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** ../shared/real-data beside the clone; HANDSDOWN_REAL_DATA names it from a worktree elsewhere. */
export const REAL_DATA_DIR =
  process.env.HANDSDOWN_REAL_DATA ?? path.resolve(REPO_ROOT, "../shared/real-data");

export interface PcStoredPlayer {
  readonly stored_order: number;
  readonly name: string;
  readonly id: string;
  readonly status: "STATUS_ACTIVE" | "STATUS_DROPPED";
  readonly wins: number;
  readonly losses: number;
  readonly vp: number;
  readonly diff: number;
  readonly sos: number;
  readonly adjustedVictoryPoints?: number;
  readonly sosTiebreaker?: number | string;
  readonly opponentSos?: number;
  /** The September 2018 sample's flag for players left to a coin flip. */
  readonly trueTie?: boolean;
}

export interface PcGame {
  readonly game_no: number;
  readonly dark: string;
  readonly dark_id: string;
  readonly light: string;
  readonly light_id: string;
  readonly winner_id: string;
  readonly vp: number;
  readonly diff: number | null;
}

export interface PcEvent {
  readonly file: string;
  readonly event: string;
  readonly date_created: string | null;
  readonly mode: "SOS" | "DIFF";
  readonly standings_as_stored: readonly PcStoredPlayer[];
  readonly games: readonly PcGame[];
}

/** Throws, with a message saying where the data should be, when the folder is missing (CI clones shared/ beside the repo). */
export function loadPcEvents(dir: string = REAL_DATA_DIR): PcEvent[] {
  if (!existsSync(dir)) {
    throw new Error(
      `Real-data folder not found: ${dir}. SPEC §7: the Players Committee events live in shared/real-data beside the repository.`,
    );
  }
  const files = readdirSync(dir)
    .filter((name) => name.startsWith("swccg-pc-") && name.endsWith(".json"))
    .sort();
  return files.map((file) => ({
    ...(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Omit<PcEvent, "file">),
    file,
  }));
}

/** Before August 2016 the PC stored SoS as a fraction (real-data README): only VP and record can be checked. */
export function hasFractionalSos(event: PcEvent): boolean {
  return event.standings_as_stored.some((player) => !Number.isInteger(player.sos));
}

/** The events that store `adjustedVictoryPoints` use the August 2016 rule (K7). */
export function usesRule2016(event: PcEvent): boolean {
  return event.standings_as_stored.every((player) => player.adjustedVictoryPoints !== undefined);
}
