// The npm library tournament-organizer (GPL: benchmark only, never imported from src/), the
// baseline the pairing and CLI benches measure in the same run: a Swiss tournament of n players
// `player1`…`playerN` (as the benches' own events), and random winners from a seeded generator.
import Manager from "tournament-organizer";
import type { Random } from "../src/core/random.js";

export type ToTournament = ReturnType<Manager["createTournament"]>;

export function createToTournament(players: number, rounds: number): ToTournament {
  const tournament = new Manager().createTournament("bench", { stageOne: { format: "swiss", rounds } });
  for (let i = 0; i < players; i++) tournament.createPlayer(`player${i + 1}`, `player${i + 1}`);
  return tournament;
}

/** Enters a random winner (a coin) for every active match; the matches' winners and losers in order. */
export function enterCoinResults(
  tournament: ToTournament,
  random: Random,
): { winner: string; loser: string }[] {
  return tournament.getActiveMatches().map((match) => {
    const { player1, player2 } = match.getValues();
    if (player1.id === null || player2.id === null) throw new Error("tournament-organizer gave a bye");
    const isFirstWinner = random.coin();
    tournament.enterResult(match.getId(), isFirstWinner ? 1 : 0, isFirstWinner ? 0 : 1);
    return isFirstWinner
      ? { winner: player1.id, loser: player2.id }
      : { winner: player2.id, loser: player1.id };
  });
}

/** tournament-organizer's state as plain JSON, to load afresh before each timed call. */
export const saveToTournament = (tournament: ToTournament): string => JSON.stringify(tournament.getValues());

export function loadToTournament(saved: string): ToTournament {
  return new Manager().loadTournament(JSON.parse(saved) as Parameters<Manager["loadTournament"]>[0]);
}
