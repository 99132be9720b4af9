// The Players Committee "Tournament Assistant" file, as its software saved it
// (../shared/real-data/pc-native/README.md): only the fields the import reads.

export interface PcPlayerRef {
  readonly id: string;
  readonly name: string;
}

export interface PcPlayer extends PcPlayerRef {
  readonly status?: string;
}

/** A seat of a game: the BYE pseudo-player may have no id (null, or none). */
export interface PcSeatRef {
  readonly id?: string | null;
  readonly name: string;
}

export interface PcGame {
  readonly playerDark: PcSeatRef;
  readonly playerLight: PcSeatRef;
  /** null: the game was paired and has no result yet. */
  readonly winner?: PcSeatRef | null;
  readonly vp?: number;
  /** Life Force left (S1); meaningful in DIFF events only, 0 or a placeholder in SOS events. */
  readonly diff?: number | null;
  /** `num` is the game number: the PC counts two games as a round. */
  readonly round: { readonly num: number };
}

export type PcMode = "SOS" | "DIFF" | "MATCH_PLAY";

export interface PcTournament {
  readonly id?: string;
  readonly name: string;
  readonly date?: string;
  readonly lastUpdate?: string;
  readonly mode: string;
  readonly players: readonly PcPlayer[];
  readonly games: readonly PcGame[];
}

/** The PC software types "BYE" as the opponent's name for a bye (README). */
export const PC_BYE_NAME = "BYE";
