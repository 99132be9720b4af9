import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../test/cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-fc-replacement-"));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

const win = (
  round: number,
  game: number,
  table: number,
  winner: string,
  loser: string,
  lifeForce: number,
) => ({
  round,
  game,
  table,
  players: [{ id: winner }, { id: loser }],
  result: { end: "full", winner, lifeForce },
});

// The same round three times (R3: a Championship Level event plays six games before its final).
// Standings: ann 12(+90), bob 12(+60), cid 12(+39), fay 0(-45), dan 0(-69), eve 0(-75).
const games = [1, 2, 3].flatMap((round) => [
  win(round, 1, 1, "ann", "dan", 20),
  win(round, 1, 2, "bob", "eve", 15),
  win(round, 1, 3, "cid", "fay", 10),
  win(round, 2, 1, "ann", "eve", 10),
  win(round, 2, 2, "bob", "fay", 5),
  win(round, 2, 3, "cid", "dan", 3),
]);
const results = (extra: Record<string, unknown> = {}) => ({
  format: "handsdown-results",
  version: 1,
  event: { name: "FC CLI", date: "2026-01-01", game: "swccg", championship: true, seed: "fc", ...extra },
  players: ["ann", "bob", "cid", "dan", "eve", "fay"].map((id) => ({ id })),
  games,
});

interface ReplacementJson {
  disqualified: string;
  before: string[];
  replacement: string;
  finalists: string[];
  kind: string;
  explanation: string;
  warnings: string[];
}

describe("handsdown fc-replacement (F4)", () => {
  it("F4 prints the pairing before, the rule and the new Final Confrontation", async () => {
    const run = await runCli(["fc-replacement", file("text.json", results()), "--disqualified", "ann"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "Final Confrontation before F4: ann v bob",
        "F4: ann's deck list did not match before the Final Confrontation; cid, the next-highest player, takes the place",
        "Final Confrontation: bob v cid",
        "",
      ].join("\n"),
    );
  });

  it("F4 --json prints only the replacement; its pairing before F4 is the one `pair --final` gives", async () => {
    const path = file("json.json", results());
    const run = await runCli(["fc-replacement", path, "--disqualified", "bob", "--json"]);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as ReplacementJson;
    expect(Object.keys(out)).toEqual([
      "disqualified",
      "before",
      "replacement",
      "finalists",
      "kind",
      "explanation",
      "warnings",
    ]);
    expect(out).toMatchObject({
      disqualified: "bob",
      before: ["ann", "bob"],
      replacement: "cid",
      finalists: ["ann", "cid"],
      kind: "top-two",
      warnings: [],
    });
    const pair = JSON.parse((await runCli(["pair", path, "--final", "--json"])).stdout) as {
      pairings: { players: { id: string }[] }[];
    };
    expect(pair.pairings[0]?.players.map((p) => p.id).sort()).toEqual([...out.before].sort());
  });

  it("F4 outside Championship Level: the pairing, and a warning on stderr only", async () => {
    const run = await runCli([
      "fc-replacement",
      file("local.json", results({ championship: false })),
      "--disqualified",
      "ann",
      "--json",
    ]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as ReplacementJson).warnings).toHaveLength(1);
    expect(run.stderr).toContain("warning: F4 is a Championship Level rule");
  });

  it("F4 bad input exits 1 naming the option or field and the rule", async () => {
    const path = file("bad.json", results());
    const notFinalist = await runCli(["fc-replacement", path, "--disqualified", "cid", "--json"]);
    expect(notFinalist.code).toBe(1);
    expect(notFinalist.stdout).toBe("");
    expect(notFinalist.stderr).toContain("--disqualified: cid is not a Final Confrontation player (F4)");
    expect((await runCli(["fc-replacement", path, "--disqualified", "zed"])).stderr).toContain(
      "not registered",
    );
    const ote = file("ote.json", { ...results({ game: "ote", type: "ote" }), games: [] });
    const refused = await runCli(["fc-replacement", ote, "--disqualified", "ann"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("event.game");
  });

  it("usage errors exit 2: no file, no --disqualified", async () => {
    expect((await runCli(["fc-replacement", "--disqualified", "ann"])).code).toBe(2);
    expect((await runCli(["fc-replacement", file("usage.json", results())])).code).toBe(2);
  });
});
