// The change log (src/app/change-log.ts) names a game by its ID and where it was played — "game 11
// (round 3 game 1, table 3)" — since the CLI takes game IDs. The TD knows games by their table,
// as the console lists them (Results, Pairing): the console shows only the place.

const GAME_WITH_PLACE = /\bgame \d+ \((round \d+ game \d+)(?:, (table \d+|bye))?\)/g;

/** "result of game 11 (round 3 game 1, table 3): …" → "result of table 3 (round 3 game 1): …". */
export function withGamePlaces(text: string): string {
  return text.replace(GAME_WITH_PLACE, (_, game: string, where: string | undefined) =>
    where === undefined ? game : where === "bye" ? `the bye of ${game}` : `${where} (${game})`,
  );
}
