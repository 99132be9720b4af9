// The literal unions every layer shares, declared once (docs/architecture.md: typed registries).

/** docs/rules.md §6 `event.game`. */
export const GAME_NAMES = ["swccg", "stccg1e", "stccg2e", "yj", "ote"] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** docs/rules.md §1: one rule profile per scoring rule set. */
export const PROFILE_NAMES = [
  "swccg-pc-2.3.6",
  "swccg-decipher-6.99",
  "stccg-decipher-6.99",
  "stccg-opg-2014",
  "yj-decipher-6.99",
  "ote-1.2",
] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

/** docs/rules.md §6 `event.type`. */
export const EVENT_TYPES = ["constructed", "sealed", "junior", "simple-swiss", "elimination", "ote"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const SIDES = ["dark", "light"] as const;
export type Side = (typeof SIDES)[number];

/** docs/rules.md §6 `games[].stage`. Only Swiss games count for K1–K4 (K5). */
export const STAGES = ["swiss", "final", "tiebreak", "ote-playoff"] as const;
export type Stage = (typeof STAGES)[number];

/** docs/rules.md §3 and K7: which standings procedure an event uses. */
export const TIEBREAK_MODES = ["guide", "pc-2016-sos", "pc-2016-diff"] as const;
export type TiebreakMode = (typeof TIEBREAK_MODES)[number];

export const PLAYER_STATUSES = ["registered", "active", "dropped", "quit", "disqualified"] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** The profile an event uses when the results file names none. */
export const DEFAULT_PROFILE: Record<GameName, ProfileName> = {
  swccg: "swccg-pc-2.3.6",
  stccg1e: "stccg-decipher-6.99",
  stccg2e: "stccg-opg-2014",
  yj: "yj-decipher-6.99",
  ote: "ote-1.2",
};

/**
 * Star Wars and Young Jedi are played Dark against Light (A1, D1, F1); Star Trek and On the
 * Edge have no sides. One rule for pairing, the results file's structure and the console.
 */
export function hasSides(game: GameName): boolean {
  return game === "swccg" || game === "yj";
}

/**
 * The event's rule profile: its `rules`, or its game's default (docs/rules.md §6, docs/rules.md). One
 * lookup for the core, the CLI, the server and the console.
 */
export function profileNameOfEvent(event: {
  readonly game: GameName;
  readonly rules?: ProfileName | undefined;
}): ProfileName {
  return event.rules ?? DEFAULT_PROFILE[event.game];
}

/** docs/rules.md §1: an On the Edge event, with its own standings (M8) and pairing (§2.6). */
export function isOnTheEdge(event: { readonly game: GameName }): boolean {
  return event.game === "ote";
}

export function otherSide(side: Side): Side {
  return side === "dark" ? "light" : "dark";
}
