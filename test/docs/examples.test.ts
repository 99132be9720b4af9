// The examples a new user runs first are valid and realistic: one per game and
// format the README promises (Star Wars constructed and sealed, Star Trek 2E, Young Jedi, On the
// Edge), each valid and scored by `handsdown check`; those paired by the software audit clean (their
// pairings are what the seed and the games before give); the sample deck list is legal.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../cli-harness.js";

const examples = resolve(import.meta.dirname, "../../examples");
const files = readdirSync(examples).filter((name) => name.endsWith(".json"));
const eventOf = (name: string) =>
  (JSON.parse(readFileSync(join(examples, name), "utf8")) as { event: { game: string; type?: string } })
    .event;

/** Played through the live path (PairNextGame, ReportResult), so `audit` must find nothing. */
const PAIRED_BY_THE_SOFTWARE = [
  "on-the-edge.json",
  "star-trek-2e-regional.json",
  "star-wars-sealed.json",
  "young-jedi-constructed.json",
];

describe("examples/", () => {
  it("has an event for On the Edge, Young Jedi, Star Trek 2E and a sealed event, beside Star Wars", () => {
    const kinds = files.map((name) => `${eventOf(name).game}/${eventOf(name).type ?? "constructed"}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "ote/ote",
        "yj/constructed",
        "stccg2e/constructed",
        "swccg/sealed",
        "swccg/constructed",
      ]),
    );
  });

  it.each(files)("%s is a valid results file whose every game scores (check exits 0)", async (name) => {
    const result = await runCli(["check", join(examples, name)]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("valid");
  });

  it.each(PAIRED_BY_THE_SOFTWARE)("%s: every pairing is the software's own (audit exits 0)", async (name) => {
    const result = await runCli(["audit", join(examples, name)]);
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain("no difference");
  });

  it("the sealed example ends with its one-game Final Confrontation (D3, F3)", async () => {
    const file = JSON.parse(readFileSync(join(examples, "star-wars-sealed.json"), "utf8")) as {
      games: { stage?: string }[];
    };
    expect(file.games.filter((game) => game.stage === "final")).toHaveLength(1);
    expect(file.games.at(-1)?.stage).toBe("final");
  });

  it("on-the-edge-deck.txt is a legal On the Edge deck (M9)", async () => {
    const result = await runCli(["deck", join(examples, "on-the-edge-deck.txt")]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Legal: 43 cards/);
  });
});
