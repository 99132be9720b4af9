import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

describe("handsdown minimums (R3)", () => {
  it("R3 swccg constructed, 12 players, 4 games --json: can be sanctioned", async () => {
    const { code, stdout } = await runCli([
      "minimums",
      "--game",
      "swccg",
      "--type",
      "constructed",
      "--players",
      "12",
      "--games",
      "4",
      "--json",
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      minimumPlayers: 4,
      minimumGames: 4,
      isEvenGamesRequired: true,
      canBeSanctioned: true,
      reasons: [],
      warnings: [],
    });
  });

  it("R3 under Decipher 7 players cannot be sanctioned; Championship Level needs 6 games", async () => {
    const dec = JSON.parse(
      (
        await runCli([
          "minimums",
          "--game",
          "swccg",
          "--type",
          "constructed",
          "--players",
          "7",
          "--games",
          "4",
          "--sanctioned",
          "decipher",
          "--json",
        ])
      ).stdout,
    ) as { canBeSanctioned: boolean; minimumPlayers: number };
    expect(dec).toMatchObject({ canBeSanctioned: false, minimumPlayers: 8 });
    const human = await runCli([
      "minimums",
      "--game",
      "swccg",
      "--type",
      "constructed",
      "--players",
      "20",
      "--games",
      "4",
      "--championship",
    ]);
    expect(human.stdout).toContain("Can be sanctioned: no");
    expect(human.stdout).toContain("4 games; the minimum is 6");
  });

  it("R3 bad values exit 1 naming the option and rule; a missing --players exits 2", async () => {
    const bad = await runCli(["minimums", "--game", "swccg", "--type", "constructed", "--players", "-3"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--players -3");
    expect(bad.stderr).toContain("(R3)");
    expect(
      (
        await runCli([
          "minimums",
          "--game",
          "swccg",
          "--type",
          "constructed",
          "--players",
          "8",
          "--sanctioned",
          "nobody",
        ])
      ).stderr,
    ).toContain("--sanctioned");
    expect((await runCli(["minimums", "--game", "swccg", "--type", "constructed"])).code).toBe(2);
  });

  // SW-PC Minimum Number of Games: "the number of games played should always be even".
  it("R3 a 5-game Star Wars plan: the even-games line says the rule is not met (it said 'yes')", async () => {
    const run = async (games: string) =>
      (
        await runCli([
          "minimums",
          "--game",
          "swccg",
          "--type",
          "constructed",
          "--players",
          "9",
          "--games",
          games,
        ])
      ).stdout;
    expect(await run("5")).toContain(
      "Even number of games: required (two-game rounds) — 5 games: odd, NOT met",
    );
    expect(await run("4")).toContain("Even number of games: required (two-game rounds) — 4 games: even, met");
  });
});
