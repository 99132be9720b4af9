import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-deck-penalty-"));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const players = ["vic", "opp", "cal"].map((id) => ({ id, name: id.toUpperCase() }));
const event = {
  name: "Deck Penalty CLI",
  date: "2026-01-01",
  game: "swccg",
  rules: "swccg-pc-2.3.6",
  championship: true,
  seed: "dp",
};
const games = [
  {
    round: 1,
    game: 1,
    players: [
      { id: "cal", side: "dark" },
      { id: "vic", side: "light" },
    ],
    result: { end: "full", winner: "cal", lifeForce: 5 },
  },
  {
    round: 1,
    game: 2,
    players: [
      { id: "vic", side: "dark" },
      { id: "opp", side: "light" },
    ],
    result: { end: "full", winner: "vic", lifeForce: 15 },
  },
];
const results = (extra: Record<string, unknown> = {}, list: unknown[] = games) => ({
  format: "handsdown-results",
  version: 1,
  event: { ...event, ...extra },
  players,
  games: list,
});

interface PenaltyJson {
  player: string;
  kind: string;
  forced: boolean;
  failuresBefore: number;
  action: string;
  explanation: string;
  game: { index: number; round: number; game: number; before: unknown[]; after: unknown[] } | null;
  disqualified: boolean;
  written: string | null;
}

describe("handsdown deck-penalty (S7, R7)", () => {
  it("S7 prints the prior game's change: vic 2(+15) → 0(-30), opp 0(-15) → 2(+30); nothing written", async () => {
    const run = await runCli(["deck-penalty", file("text.json", results()), "--player", "vic"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Earlier failed checks in this event: 0");
    expect(run.stdout).toContain("Round 1, game 2:");
    // Names instead of IDs in what the TD reads: the players are named VIC, OPP.
    expect(run.stdout).toContain("  VIC  2(+15) → 0(-30)");
    expect(run.stdout).toContain("  OPP  0(-15) → 2(+30)");
    expect(run.stdout).toContain("Nothing written");
  });

  it("S7 --json prints only the outcome: action, game before/after, written", async () => {
    const run = await runCli(["deck-penalty", file("json.json", results()), "--player", "vic", "--json"]);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as PenaltyJson;
    expect(Object.keys(out)).toEqual([
      "player",
      "kind",
      "forced",
      "failuresBefore",
      "action",
      "explanation",
      "game",
      "disqualified",
      "written",
    ]);
    expect(out).toMatchObject({
      player: "vic",
      kind: "cards-not-on-list",
      forced: false,
      failuresBefore: 0,
      action: "change-result",
      disqualified: false,
      written: null,
    });
    expect(out.game).toEqual({
      index: 1,
      round: 1,
      game: 2,
      before: [
        { id: "vic", vp: 2, diff: 15 },
        { id: "opp", vp: 0, diff: -15 },
      ],
      after: [
        { id: "vic", vp: 0, diff: -30 },
        { id: "opp", vp: 2, diff: 30 },
      ],
    });
  });

  it("S7 --write records deckCheckFailure; a second failure on the written file disqualifies (status and reason)", async () => {
    const first = join(dir, "after-first.json");
    const run = await runCli([
      "deck-penalty",
      file("write.json", results()),
      "--player",
      "vic",
      "--write",
      first,
      "--json",
    ]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as PenaltyJson).written).toBe(first);
    const written = JSON.parse(readFileSync(first, "utf8")) as ReturnType<typeof results>;
    expect(written.games.map((g) => (g as { deckCheckFailure?: string }).deckCheckFailure)).toEqual([
      undefined,
      "vic",
    ]);
    // The written file scores with the penalty (one scoring function: the profile's).
    const standings = JSON.parse((await runCli(["standings", first, "--json"])).stdout) as {
      games: { score: unknown[] }[];
    };
    expect(standings.games[1]?.score).toEqual([
      { id: "vic", vp: 0, diff: -30 },
      { id: "opp", vp: 2, diff: 30 },
    ]);

    const second = join(dir, "after-second.json");
    const again = await runCli(["deck-penalty", first, "--player", "vic", "--write", second]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("S7: second deck-check violation by VIC: disqualification");
    const out = JSON.parse(readFileSync(second, "utf8")) as {
      players: { id: string; status?: string; statusReason?: string }[];
    };
    expect(out.players.find((p) => p.id === "vic")).toMatchObject({
      status: "disqualified",
      statusReason: expect.stringContaining("S7"),
    });
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("S7 the result stands when he had lost his prior game by 30 or more", async () => {
    const lost = [{ ...games[1], result: { end: "full", winner: "opp", lifeForce: 31 } }];
    const out = JSON.parse(
      (await runCli(["deck-penalty", file("stands.json", results({}, lost)), "--player", "vic", "--json"]))
        .stdout,
    ) as PenaltyJson;
    expect(out.action).toBe("result-stands");
    expect(out.game?.after).toEqual(out.game?.before);
  });

  it("S7 refuses (exit 1, naming the rule) outside Championship Level or under another profile, unless --force", async () => {
    const local = file("local.json", results({ championship: false }));
    const refused = await runCli(["deck-penalty", local, "--player", "vic", "--json"]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("event.championship");
    expect(refused.stderr).toContain("(S7)");
    expect(refused.stderr).toContain("--force");
    const forced = await runCli(["deck-penalty", local, "--player", "vic", "--force", "--json"]);
    expect(forced.code).toBe(0);
    expect((JSON.parse(forced.stdout) as PenaltyJson).forced).toBe(true);
    const decipher = await runCli([
      "deck-penalty",
      file("dec.json", results({ rules: "swccg-decipher-6.99" })),
      "--player",
      "vic",
    ]);
    expect(decipher.code).toBe(1);
    expect(decipher.stderr).toContain("event.rules");
  });

  it("R7 bad input exits 1 and writes nothing: unknown player, bad --kind, unwritable --write", async () => {
    const path = file("bad.json", results());
    const unknown = await runCli(["deck-penalty", path, "--player", "zed"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("--player");
    expect(unknown.stderr).toContain("(R7)");
    const kind = await runCli(["deck-penalty", path, "--player", "vic", "--kind", "stolen"]);
    expect(kind.code).toBe(1);
    expect(kind.stderr).toContain("--kind stolen");
    const out = join(dir, "no-such-dir", "out.json");
    const unwritable = await runCli(["deck-penalty", path, "--player", "vic", "--write", out, "--json"]);
    expect(unwritable.code).toBe(1);
    expect(unwritable.stdout).toBe("");
    expect(existsSync(out)).toBe(false);
    expect((await runCli(["deck-penalty", join(dir, "missing.json"), "--player", "vic"])).code).toBe(1);
  });

  it("S7 --kind missing-cards: no penalty; --cannot-match: disqualification", async () => {
    const path = file("kinds.json", results());
    const missing = JSON.parse(
      (await runCli(["deck-penalty", path, "--player", "vic", "--kind", "missing-cards", "--json"])).stdout,
    ) as PenaltyJson;
    expect(missing).toMatchObject({ action: "no-penalty", game: null });
    const cannot = JSON.parse(
      (await runCli(["deck-penalty", path, "--player", "vic", "--cannot-match", "--json"])).stdout,
    ) as PenaltyJson;
    expect(cannot).toMatchObject({ action: "disqualify", disqualified: true });
  });

  it("usage errors exit 2: no file, no --player, unknown option", async () => {
    const path = file("usage.json", results());
    expect((await runCli(["deck-penalty", "--player", "vic"])).code).toBe(2);
    expect((await runCli(["deck-penalty", path])).code).toBe(2);
    expect((await runCli(["deck-penalty", path, "--player", "vic", "--round", "1"])).code).toBe(2);
  });
});
