import { atPath, fail, type Result } from "../errors.js";
import { PROFILE_NAMES, type GameName, type ProfileName } from "../games.js";
import { otePlaces } from "./ote-1.2.js";
import { stccgDecipher } from "./stccg-decipher-6.99.js";
import { stccgOpg2014 } from "./stccg-opg-2014.js";
import { swccgDecipher } from "./swccg-decipher-6.99.js";
import { swccgPc } from "./swccg-pc-2.3.6.js";
import type { GameInput, RuleProfile, ScoredGame, ScoringOptions } from "./types.js";
import { yjDecipher } from "./yj-decipher-6.99.js";

export type * from "./types.js";
export { isQuitDifferentialAsked } from "./quit-differential.js";

/** Every rule profile of docs/rules.md §1, keyed by its name (docs/architecture.md: typed registries). */
export const PROFILES: { readonly [P in ProfileName]: RuleProfile & { readonly name: P } } = {
  "swccg-pc-2.3.6": swccgPc,
  "swccg-decipher-6.99": swccgDecipher,
  "stccg-decipher-6.99": stccgDecipher,
  "stccg-opg-2014": stccgOpg2014,
  "yj-decipher-6.99": yjDecipher,
  "ote-1.2": otePlaces,
};

export function isProfileName(name: string): name is ProfileName {
  return (PROFILE_NAMES as readonly string[]).includes(name);
}

export function profileFor(name: string, game?: GameName): Result<RuleProfile> {
  if (!isProfileName(name)) {
    return fail(
      "UNKNOWN_PROFILE",
      "event.rules",
      "docs/rules.md §1",
      `unknown rule profile "${name}"; expected one of ${PROFILE_NAMES.join(", ")}`,
    );
  }
  const profile = PROFILES[name];
  if (game && !profile.games.includes(game)) {
    return fail(
      "PROFILE_NOT_FOR_GAME",
      "event.rules",
      "docs/rules.md §1",
      `profile "${name}" is not for game "${game}"; it scores ${profile.games.join(", ")}`,
    );
  }
  return { ok: true, value: profile };
}

/** The first player listed again after an earlier seat, if any (plain loops: it runs for every game). */
function listedTwice(players: GameInput["players"]): string | undefined {
  for (let i = 1; i < players.length; i++) {
    for (let j = 0; j < i; j++) if (players[j]!.id === players[i]!.id) return players[i]!.id;
  }
  return undefined;
}

/**
 * The one scoring function (docs/architecture.md: one source of truth): a raw result in, every player's
 * VP and differential out, with an explanation citing the rule applied.
 */
export function scoreGame(
  profile: ProfileName | string,
  options: ScoringOptions,
  game: GameInput,
): Result<ScoredGame> {
  const found = profileFor(profile);
  if (!found.ok) return found;
  const twice = listedTwice(game.players);
  if (twice !== undefined) {
    return fail(
      "PLAYER_TWICE_IN_GAME",
      "players",
      "docs/rules.md §6",
      `player "${twice}" is listed twice in one game`,
    );
  }
  return atPath("", found.value.score(game, options));
}
