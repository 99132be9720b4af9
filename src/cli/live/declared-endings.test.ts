// docs/rules.md §6: `handsdown report`'s short forms are the profiles' declared endings
// (src/core/rules, `ending`): for every profile of the registry, each declared ending is reported
// from its short forms into a result the profile scores, an ending it does not declare is
// refused, and `report` and `report --all`'s lines take every declared short form.
import { describe, expect, it } from "vitest";
import type { Seat } from "../../core/events.js";
import { PROFILE_NAMES, type ProfileName } from "../../core/games.js";
import { PROFILES, scoreGame } from "../../core/rules/index.js";
import type { Ending, EndingField } from "../../core/rules/shared/result-shape.js";
import { buildProgram } from "../program.js";
import { parseResultLine } from "../commands/report-all.run.js";
import { CliError } from "../exit.js";
import { flagKey, shortFormFlags, toRawResult } from "./shorthand.js";

const seats: Seat[] = [{ id: "ana" }, { id: "bo" }];
const players = [
  { id: "ana", name: "Ana Alvarez" },
  { id: "bo", name: "Bo Berg" },
];

/** What a TD types for a field: the first player wins, has more, advances. */
function typed(field: EndingField): string {
  const high = Math.min(field.max ?? 100, 100);
  const low = Math.max(field.min ?? 0, 0);
  switch (field.owner) {
    case "pick":
    case "toss":
      return "ana";
    case "winner":
    case "game":
      return String(Math.min(high, 10));
    case "each":
      return `ana=${high},bo=${low}`;
    case "order":
      // M6: at least one player of the additional game stays behind.
      return "ana";
  }
}

function flagsOf(ending: Ending, withEnd: boolean): Record<string, string> {
  const flags: Record<string, string> = withEnd ? { end: ending.end } : {};
  for (const field of ending.fields) flags[flagKey(field.flag)] = typed(field);
  return flags;
}

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  return "accepted";
};

describe.each(PROFILE_NAMES.map((name) => [name]))("%s: the short forms are its declared endings", (name) => {
  const profile = PROFILES[name as ProfileName];
  const game = profile.games[0]!;
  const gameSeats: Seat[] =
    game === "swccg"
      ? [
          { id: "ana", side: "dark" },
          { id: "bo", side: "light" },
        ]
      : seats;

  it.each(profile.endings.map((e) => [e.end, e]))(
    "%s: its short forms give a result it scores",
    (_end, ending) => {
      const result = toRawResult(flagsOf(ending, true), profile.name, gameSeats, players);
      if (ending.writesEnd) expect(result).toMatchObject({ end: ending.end });
      else expect(result).not.toHaveProperty("end");
      const scored = scoreGame(
        profile.name,
        {},
        { players: gameSeats, result, ...(game === "ote" && { set: "active" }) },
      );
      expect(scored.ok, scored.ok ? "" : `${scored.error.field}: ${scored.error.message}`).toBe(true);
      // Named or not, an ending the TD need not name is the one its fields say (a profile that
      // guesses among several, Star Trek's points, is checked below).
      if (!ending.byName && ending.fields.length > 0 && profile.guessEnd === undefined)
        expect(toRawResult(flagsOf(ending, false), profile.name, gameSeats, players)).toEqual(result);
    },
  );

  it("an ending it does not declare is refused, naming the ones it does", () => {
    const message = refusal(() =>
      toRawResult({ end: "no-such-end", winner: "ana" }, profile.name, gameSeats, players),
    );
    expect(message).toBe(
      `--end: "no-such-end" is not an ending of ${profile.name}; expected one of ${profile.endings.map((e) => e.end).join(", ")} (docs/rules.md §6)`,
    );
  });

  it("a short form none of its endings has is refused", () => {
    const own = new Set(profile.endings.flatMap((e) => e.fields.map((f) => f.flag)));
    const foreign = shortFormFlags().find((flag) => flag !== "--end" && !own.has(flag));
    if (foreign === undefined) return;
    expect(refusal(() => toRawResult({ [flagKey(foreign)]: "1" }, profile.name, gameSeats, players))).toMatch(
      new RegExp(`^${foreign}: not a short form for ${profile.name}; use `),
    );
  });
});

describe("Star Trek's points without --end: the profile's guess (T2/O1, T3)", () => {
  it.each([["stccg-decipher-6.99"], ["stccg-opg-2014"]] as const)(
    "%s: full at the points to win, else time",
    (name) => {
      expect(toRawResult({ points: "100-35" }, name, seats, players)).toEqual({
        end: "full",
        points: { ana: 100, bo: 35 },
      });
      expect(toRawResult({ points: "80-20", winner: "bo" }, name, seats, players)).toEqual({
        end: "time",
        winner: "bo",
        points: { ana: 80, bo: 20 },
      });
      // O1: the 2014 ruling's points to win are the event's (its cap option).
      if (name === "stccg-opg-2014")
        expect(toRawResult({ points: "80-20" }, name, seats, players, 80)).toMatchObject({ end: "full" });
      // A concession is a ruling: named, never guessed from --winner alone.
      expect(refusal(() => toRawResult({ winner: "ana" }, name, seats, players))).toMatch(
        /^--points: missing; /,
      );
      expect(toRawResult({ end: "concession", winner: "ana" }, name, seats, players)).toEqual({
        end: "concession",
        winner: "ana",
      });
    },
  );
});

// S6, T9, Y3 ("quit as S6"), O7: every profile that scores a quit declares it, so the short forms
// (and the forms) offer it: who quit and, where the TD sets one, the differential X in its range.
describe("the quit is declared wherever a profile scores one (S6, T9, Y3, O7)", () => {
  it.each([
    ["swccg-pc-2.3.6", 59],
    ["swccg-decipher-6.99", 60],
    ["stccg-decipher-6.99", 100],
    ["stccg-opg-2014", undefined],
    ["yj-decipher-6.99", 60],
  ] as const)("%s: --quitter, and --differential up to %s", (name, maxX) => {
    const quit = PROFILES[name].endings.find((e) => e.end === "quit");
    expect(quit?.fields.map((f) => [f.key, f.flag, f.max])).toEqual([
      ["quitter", "--quitter", undefined],
      ...(maxX === undefined ? [] : [["differential", "--differential", maxX]]),
    ]);
    const flags = maxX === undefined ? { quitter: "bo" } : { quitter: "bo", differential: String(maxX) };
    const result = toRawResult(flags, name, seats, players);
    expect(result).toEqual({ end: "quit", quitter: "bo", ...(maxX !== undefined && { differential: maxX }) });
    expect(scoreGame(name, {}, { players: seats, result }).ok).toBe(true);
  });

  it("O7: under stccg-opg-2014 a quit takes no --differential (a concession, +cap/-cap)", () => {
    expect(
      refusal(() => toRawResult({ quitter: "bo", differential: "20" }, "stccg-opg-2014", seats, players)),
    ).toMatch(/^--differential: not a short form for stccg-opg-2014; /);
  });

  it("On the Edge scores no quit, so declares none (E1–E4)", () => {
    expect(PROFILES["ote-1.2"].endings.map((e) => e.end)).not.toContain("quit");
  });
});

describe("report and report --all take every declared short form", () => {
  it("`report` registers each one (its options are listed in report.ts, for a fast --help)", () => {
    const report = buildProgram().commands.find((command) => command.name() === "report")!;
    const options = report.options.map((option) => option.long);
    for (const flag of shortFormFlags()) expect(options, flag).toContain(flag);
  });

  it("a result line of `report --all` takes each one", () => {
    for (const flag of shortFormFlags()) {
      const line = parseResultLine(`3 ${flag} x`, 1, "line 1");
      expect(line?.flags).toEqual({ [flagKey(flag)]: "x" });
    }
  });
});
