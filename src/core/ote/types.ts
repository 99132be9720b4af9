import type { PlayerStatus } from "../games.js";
import type { ScoreEntry } from "../rules/types.js";
import type { OteSet } from "./places-in-game.js";
import type { Tally } from "./tally.js";

export type { OteSet };

/** One line of On the Edge standings (the contracts in docs/architecture.md: `ip` and `tournamentScore` beside `vp`). */
export interface OteStandingRow {
  /** M8 place; shared places share it (1, 2, 2, 4); null for a disqualified player. */
  readonly rank: number | null;
  readonly id: string;
  readonly name: string;
  readonly vp: number;
  readonly ip: number;
  /** E3: ip / 2 + vp. */
  readonly tournamentScore: number;
  readonly gamesPlayed: number;
  /** OTE 2.0: active until the player loses a game. */
  readonly set: OteSet;
  readonly status: PlayerStatus;
}

export interface OteStandings {
  /** True once the final has been played: the ranks are then M8's places, else provisional. */
  readonly complete: boolean;
  readonly rows: readonly OteStandingRow[];
  /** M6: the players re-admitted to the final, in the order they were re-admitted. */
  readonly readmitted: readonly Readmission[];
  /** Every game's score with VP keyed on each player's set (E2); differs from the profile's only in the final. */
  readonly games: readonly { readonly index: number; readonly score: readonly ScoreEntry[] }[];
}

export interface Readmission {
  readonly id: string;
  /** 2.82: the greatest Tournament Score, or 2.83: advanced from the additional game. */
  readonly by: "tournament-score" | "playoff";
}

export type OteStage = "swiss" | "final" | "ote-playoff";

export interface OteGroup {
  readonly table: number;
  readonly players: readonly { readonly id: string }[];
  readonly set: OteSet;
  /** The `stage` to record the game under in the results file. */
  readonly stage: OteStage;
  /** Stage "ote-playoff" only: how many players advance from the additional game (M6). */
  readonly advancing?: number;
}

/** docs/architecture.md `pair --json` contract, On the Edge flavour: a `set` per group and `final`. */
export interface OtePairing {
  readonly round: number;
  readonly game: 1;
  readonly pairings: readonly OteGroup[];
  /** On the Edge has no byes; a lone inactive player who cannot form a game sits out, listed here, unscored. */
  readonly byes: readonly string[];
  readonly trace: readonly string[];
  readonly final: boolean;
}

export type OtePhase =
  /** Round 1 (M2) or a later round before the final (M3, M5). */
  | { readonly kind: "groups" }
  /** M6 / 2.83: the additional game must be played before the final. */
  | {
      readonly kind: "playoff";
      readonly active: readonly string[];
      readonly readmitted: readonly Readmission[];
      readonly playoff: { readonly players: readonly string[]; readonly spots: number };
    }
  /** M6: the final of three is next. */
  | {
      readonly kind: "final";
      readonly finalists: readonly string[];
      readonly readmitted: readonly Readmission[];
    }
  /** 2.10: the final has been played. */
  | {
      readonly kind: "done";
      readonly finalists: readonly string[];
      readonly readmitted: readonly Readmission[];
      readonly winner: string;
      readonly finalIp: Readonly<Record<string, number>>;
    };

/** The mutable working state one round's replay updates. */
export interface ReplayState {
  readonly tallies: Map<string, Tally>;
  readonly scores: Map<number, readonly ScoreEntry[]>;
  readonly trace: string[];
  phase: OtePhase;
  absentActive: readonly string[];
}
