// The hand-worked Star Trek event (one-deck Swiss, stccg-decipher-6.99) shared by the CLI and the
// HTTP end-to-end tests. Every score is worked by hand in the comments from docs/rules.md §1
// (T1 clamp to 0..100, T2 full 2 VP, T3 modified 1 VP, T4 +1/-1, T5 true tie, T6 forfeit, T9 bye).
import { bye, makeFile, table, type Json, type ResultsFile } from "./hand-worked.js";

export const TREK_IDS = ["kirk", "spock", "mccoy", "scotty", "uhura", "sulu", "chekov", "rand"] as const;

const points = (end: string, p: Record<string, number>): Json => ({ end, points: p });

// Game 1 (round 1):
//   kirk–spock   full 120–65: T1 clamps 120 to 100, 100-65 = 35   kirk 2(+35)  spock 0(-35)
//   mccoy–scotty deck-out 80–20: T3                              mccoy 1(+60) scotty 0(-60)
//   uhura–sulu   time 95 to -8: T1 clamps -8 to 0                 uhura 1(+95) sulu 0(-95)
//   chekov–rand  full 100–40                                      chekov 2(+60) rand 0(-60)
// rand drops after game 1.
export const trekGame1 = [
  table(1, 1, 1, ["kirk", "spock"], points("full", { kirk: 120, spock: 65 })),
  table(1, 1, 2, ["mccoy", "scotty"], points("deck-out", { mccoy: 80, scotty: 20 })),
  table(1, 1, 3, ["uhura", "sulu"], points("time", { uhura: 95, sulu: -8 })),
  table(1, 1, 4, ["chekov", "rand"], points("full", { chekov: 100, rand: 40 })),
];
// Game 2 (round 2), seven players:
//   chekov–kirk  full 90–100                                 kirk 2(+10)   chekov 0(-10)
//   uhura–mccoy  full 110–105, both ≥ 100: T4                uhura 2(+1)   mccoy 0(-1)
//   spock–scotty scotty forfeits: T6                         spock 2(+100) scotty 0(-100)
//   sulu bye: T9                                             sulu 2(+0)
export const trekGame2 = [
  table(2, 1, 1, ["chekov", "kirk"], points("full", { chekov: 90, kirk: 100 })),
  table(2, 1, 2, ["uhura", "mccoy"], points("full", { uhura: 110, mccoy: 105 })),
  table(2, 1, 3, ["spock", "scotty"], { end: "forfeit", forfeiter: "scotty" }),
  bye(2, 1, "sulu"),
];
// Game 3 (round 3):
//   kirk–uhura   time 50–70                                  uhura 1(+20)  kirk 0(-20)
//   spock–chekov full 100–30                                 spock 2(+70)  chekov 0(-70)
//   sulu–mccoy   deck-out 60–60, no winner named: T5 true tie sulu 1(+0)   mccoy 1(+0)
//   scotty bye                                               scotty 2(+0)
export const trekGame3 = [
  table(3, 1, 1, ["kirk", "uhura"], points("time", { kirk: 50, uhura: 70 })),
  table(3, 1, 2, ["spock", "chekov"], points("full", { spock: 100, chekov: 30 })),
  table(3, 1, 3, ["sulu", "mccoy"], points("deck-out", { sulu: 60, mccoy: 60 })),
  bye(3, 1, "scotty"),
];

/**
 * Standings after game 3 (K1: VP, then diff), worked by hand:
 *   spock  0(-35) 2(+100) 2(+70)  = 4(+135)
 *   uhura  1(+95) 2(+1)   1(+20)  = 4(+116)
 *   kirk   2(+35) 2(+10)  0(-20)  = 4(+25)
 *   sulu   0(-95) 2(+0)   1(+0)   = 3(-95)
 *   mccoy  1(+60) 0(-1)   1(+0)   = 2(+59)
 *   chekov 2(+60) 0(-10)  0(-70)  = 2(-20)
 *   scotty 0(-60) 0(-100) 2(+0)   = 2(-160)
 *   rand   0(-60), dropped        = 0(-60)
 */
export const TREK_AFTER_GAME_3 = [
  "1 spock 4(135)",
  "2 uhura 4(116)",
  "3 kirk 4(25)",
  "4 sulu 3(-95)",
  "5 mccoy 2(59)",
  "6 chekov 2(-20)",
  "7 scotty 2(-160)",
  "8 rand 0(-60)",
];

/**
 * Game 4 by P2–P4, worked by hand from the order above (rand dropped, seven active):
 *   spock: next is uhura, never met (spock met kirk, scotty, chekov)     → spock–uhura
 *   kirk: next is sulu, never met (kirk met spock, chekov, uhura)        → kirk–sulu
 *   mccoy: next is chekov, never met (mccoy met scotty, uhura, sulu)     → mccoy–chekov
 *   scotty is left over but had a bye (game 3): P4 gives the bye to the next player up who has
 *   had none — chekov — and scotty takes chekov's place: mccoy–scotty, a rematch of game 1 that
 *   P4 accepts (the trace says so).
 */
export const TREK_GAME_4_TABLES = ["spock vs uhura", "kirk vs sulu", "mccoy vs scotty"];
export const TREK_GAME_4_BYE = "chekov";

export function trekEvent(): ResultsFile {
  const file = makeFile(
    {
      name: "Hand-worked Tantalus",
      game: "stccg1e",
      rules: "stccg-decipher-6.99",
      type: "constructed",
      seed: "hw-st",
    },
    TREK_IDS,
    ["rand"],
  );
  file.games = [...trekGame1, ...trekGame2, ...trekGame3];
  return file;
}
