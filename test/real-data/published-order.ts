// docs/rules.md §7: for two Worlds the Players Committee's own published finishing order was added to the
// data (`published_order_independent`); an independent check of the order, not of the software.
import type { StandingRow } from "../../src/core/standings/types.js";
import type { PcEvent } from "./pc-events.js";

export interface PublishedOrder {
  readonly order: readonly string[];
}

/** Names as the TD typed them → as published (real-data README: nicknames and misspellings). */
const PUBLISHED_SPELLING: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "swccg-pc-world-championship-2017-2017-08-12.json": {
    "Johnny Chu": "Jonny Chu",
    "Andrew Saavagean": "Andrew Sauvageau",
    "Stephen Fulmer": "Stephen Fulner",
  },
  "swccg-pc-worlds-2016-day-2-2016-08-13.json": {
    "Johnny Chu": "Jonny Chu",
    "Matt Harrison": "Matthew Harrison-Trainor",
    "Brian Twigg": "Brian Terwilliger",
    "Chris Twigg": "Chris Terwilliger",
    "Matthew Carulli": "Matt Carulli",
    "Mike D'Ambroise": "Mike d'Amboise",
    "Pat Johnson": "Patrick Johnson",
    "Steven Brentson": "Steve Brentson",
    "Kristian Smukke": "Kristian Lund",
    "Steve Skilton": "Stephen Skilton",
    "Steven Yaeger": "Steve Yaeger",
  },
};

/** The published order for events where it is a usable check (not Worlds 2015: README). */
export function publishedOrderOf(
  event: PcEvent & { published_order_independent?: PublishedOrder },
): readonly string[] | undefined {
  if (!(event.file in PUBLISHED_SPELLING)) return undefined;
  return event.published_order_independent?.order;
}

/** Pairs "A above B" the PC published the other way round from our ranks, and published names we cannot find. */
export function compareWithPublished(
  event: PcEvent,
  rows: readonly StandingRow[],
  order: readonly string[],
): string[] {
  const spelling = PUBLISHED_SPELLING[event.file] ?? {};
  const idByName = new Map(
    event.standings_as_stored.map((player) => [spelling[player.name] ?? player.name, player.id]),
  );
  const rankById = new Map(rows.map((row) => [row.id, row.rank]));
  const out: string[] = order.filter((name) => !idByName.has(name)).map((name) => `${name}: not found`);
  order.forEach((above, i) => {
    for (const below of order.slice(i + 1)) {
      const [a, b] = [rankById.get(idByName.get(above) ?? ""), rankById.get(idByName.get(below) ?? "")];
      if (a !== undefined && b !== undefined && a > b) out.push(`${above} above ${below}`);
    }
  });
  return out;
}

/** What the published order shows that ours does not, per event with a usable published order. */
export const PUBLISHED_DIFFERENCES: Readonly<
  Record<string, { readonly label: string; readonly reason: string; readonly expected: readonly string[] }>
> = {
  "swccg-pc-world-championship-2017-2017-08-12.json": {
    label: "exactly, for all 55 active players",
    reason: "All 55 active players in K7 order, including the two pairs the software left to a coin flip.",
    expected: [],
  },
  "swccg-pc-worlds-2016-day-2-2016-08-13.json": {
    label: "except 5 pairs within 2016 VP+SoS ties and the 3 dropped players listed last",
    reason:
      "2016: ties on VP and SoS were not yet broken by K7 (a)–(d). The published order breaks four tie groups the other way from K7 (five pairs; it agrees with K7 on Jake Nelson/Hayes Hunter, where the stored order does not) and lists the three dropped players last, below active players with less VP or SoS (five pairs).",
    expected: [
      "Bill Kafer above Angelo Consoli",
      "Mike d'Amboise above Chris Gogolen",
      "Patrick Johnson above Justin Carulli",
      "Vikram Bali above Steve Yaeger",
      "Vikram Bali above Brian Fred",
      "Jacy Smith above Mike Kessling",
      "Vince Hutchins above Mike Kessling",
      "Jeremy DiPaolo above Nick Reisch",
      "Jeremy DiPaolo above Mike Kessling",
      "Nick Reisch above Mike Kessling",
    ],
  },
};
