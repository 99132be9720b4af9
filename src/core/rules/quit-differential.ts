// Whether a quit asks the TD for a differential X (S6, T9, Y3) or scores as a concession without
// one (O7: the 2014 Organized Play ruling names concession among the external means, O4, so the
// quitter's opponent gets +cap and the quitter -cap). Kept apart from the profiles, with no zod,
// so the TD console and the CLI can ask it without loading the scoring code.
import type { ProfileName } from "../games.js";

const QUIT_IS_CONCESSION: ReadonlySet<string> = new Set<ProfileName>(["stccg-opg-2014"]);

export function isQuitDifferentialAsked(profile: ProfileName | string): boolean {
  return !QUIT_IS_CONCESSION.has(profile);
}
