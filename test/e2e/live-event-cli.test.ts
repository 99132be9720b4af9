// A whole event run from the terminal on the event log (SQLite), through the
// CLI's own argument parsing — Star Wars from creation to F5 places, Star Trek and On the Edge.
// Expected values come from the documents (R1 IDs, S1/S3, T1–T3, E2, F5), not from the code.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../cli-harness.js";

const dir = mkdtempSync(join(tmpdir(), "handsdown-live-"));

interface PairJson {
  round: number;
  game: number;
  stage?: string;
  pairings: {
    table: number;
    gameId: number;
    set?: string;
    stage?: string;
    players: { id: string; side?: string }[];
  }[];
  byes: string[];
  trace: string[];
  final?: boolean;
}

async function ok(args: string[]): Promise<CliRun> {
  const run = await runCli(args);
  if (run.code !== 0) throw new Error(`handsdown ${args.join(" ")} → exit ${run.code}: ${run.stderr}`);
  return run;
}

function json<T>(run: CliRun): T {
  return JSON.parse(run.stdout) as T;
}

describe("a Star Wars event from the terminal (docs/architecture.md live event)", () => {
  const db = join(dir, "star-wars.db");
  const D = ["--db", db];

  it("runs from creation to the Final Confrontation's places (R1, R2, S1, S3, R6, F5)", async () => {
    const { id } = json<{ id: string }>(
      await ok([
        "event",
        "create",
        "--name",
        "Echo Base Open",
        "--game",
        "swccg",
        "--date",
        "2026-05-04",
        "--seed",
        "echo",
        "--json",
        ...D,
      ]),
    );
    expect(id).toMatch(/^echo-base-open-2026-05-04-/);

    // R1: first name + last name + birth date as mmddyy.
    expect(
      (await ok(["player", "add", id, "--name", "Luke Skywalker", "--born", "1977-05-25", ...D])).stdout,
    ).toBe("lukeskywalker052577\n");
    expect(
      json<{ id: string }>(
        await ok(["player", "add", id, "--name", "Han Solo", "--born", "7/13/1942", "--json", ...D]),
      ).id,
    ).toBe("hansolo071342");
    await ok(["player", "add", id, "--name", "Darth Vader", "--born", "1977-05-25", ...D]);
    await ok(["player", "add", id, "--id", "bobafett", "--name", "Boba Fett", ...D]);

    // A CSV with a bad row stores nothing and names the row.
    const bad = join(dir, "bad.csv");
    writeFileSync(
      bad,
      "First name,Last name,Birth date\nLando,Calrissian,1980-05-21\nWedge,Antilles,not a date\n",
    );
    const refused = await runCli(["player", "import", id, bad, ...D]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("line 3");
    expect(
      json<{ players: unknown[] }>(await ok(["player", "list", id, "--json", ...D])).players,
    ).toHaveLength(4);

    const good = join(dir, "good.csv");
    writeFileSync(
      good,
      'first name,last name,birth date\nLando,Calrissian,1980-05-21\nWedge,Antilles,1977-05-25\n"Mon","Mothma",1983-05-25\n',
    );
    const imported = json<{ players: { line: number; id: string }[] }>(
      await ok(["player", "import", id, good, "--json", ...D]),
    );
    expect(imported.players.map((p) => p.id)).toEqual([
      "landocalrissian052180",
      "wedgeantilles052577",
      "monmothma052583",
    ]);

    // R2: once check-in is used, game 1 waits for everyone; the no-show is dropped.
    await ok(["player", "check-in", id, "luke", "han", "darth", "boba", "lando", "wedge", ...D]);
    const waiting = await runCli(["pair", id, ...D]);
    expect(waiting.code).toBe(1);
    expect(waiting.stderr).toContain("monmothma052583");
    await ok(["player", "drop", id, "mon", "--reason", "no-show", ...D]);

    // Undo a pairing and pair again: the seed gives the same tables (docs/rules.md §2).
    const first = json<PairJson>(await ok(["pair", id, "--json", ...D]));
    expect(first.pairings).toHaveLength(3);
    expect(first.byes).toHaveLength(0);
    expect(first.pairings.every((t) => Number.isInteger(t.gameId))).toBe(true);
    await ok(["unpair", id, ...D]);
    const game1 = json<PairJson>(await ok(["pair", id, "--json", ...D]));
    expect(game1.pairings.map((t) => t.players)).toEqual(first.pairings.map((t) => t.players));

    // A TD swap with its reason, kept in the change log.
    const [t1, t2, t3] = game1.pairings as [
      PairJson["pairings"][0],
      PairJson["pairings"][0],
      PairJson["pairings"][0],
    ];
    await ok(["swap", id, t1.players[0]!.id, t2.players[0]!.id, "--reason", "family members", ...D]);
    const swapped = json<{
      pairings: { gameId: number; players: { id: string; side?: string }[]; isBye: boolean }[];
    }>(await ok(["swap", id, t1.players[0]!.id, t2.players[0]!.id, "--reason", "swap back", "--json", ...D]));
    expect(swapped.pairings.find((p) => p.gameId === t1.gameId)!.players).toEqual(t1.players);

    // S1: 15 Life Force left → 2(+15)/0(-15); S3: time, 12 to 7 → 1(+12)/0(-12).
    const dark1 = t1.players.find((p) => p.side === "dark")!.id;
    const full = await ok(["report", id, String(t1.gameId), "--winner", dark1, "--lf", "15", ...D]);
    expect(full.stdout).toMatch(/2\(\+15\).*0\(-15\)/);
    const [a2, b2] = t2.players.map((p) => p.id) as [string, string];
    const timed = json<{ score: { id: string; vp: number; diff: number }[] }>(
      await ok(["report", id, String(t2.gameId), "--time", `${a2}=12,${b2}=7`, "--json", ...D]),
    );
    expect(timed.score).toEqual(
      expect.arrayContaining([
        { id: a2, vp: 1, diff: 12 },
        { id: b2, vp: 0, diff: -12 },
      ]),
    );
    await ok([
      "report",
      id,
      String(t3.gameId),
      "--result",
      JSON.stringify({ end: "full", winner: t3.players[1]!.id, lifeForce: 4 }),
      ...D,
    ]);

    // A result already in is refused without --correct; with it, the standings that moved are listed (R6).
    const again = await runCli(["report", id, String(t1.gameId), "--winner", dark1, "--lf", "3", ...D]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("--correct");
    const corrected = json<{
      changed: { id: string; before: { score: string }; after: { score: string } }[];
    }>(
      await ok([
        "report",
        id,
        String(t1.gameId),
        "--winner",
        dark1,
        "--lf",
        "3",
        "--correct",
        "--reason",
        "slip misread",
        "--json",
        ...D,
      ]),
    );
    expect(corrected.changed.find((c) => c.id === dark1)).toMatchObject({
      before: { score: "2(+15)" },
      after: { score: "2(+3)" },
    });

    // R2: a late entry after game 1 was paired.
    expect(
      (await ok(["player", "late", id, "--name", "Mara Jade", "--born", "1990-01-01", ...D])).stdout,
    ).toBe("marajade010190\n");

    // Three more Swiss games (R3: constructed Star Wars plays at least 4), every Dark player wins.
    for (let g = 2; g <= 4; g++) {
      const next = json<PairJson>(await ok(["pair", id, "--json", ...D]));
      expect(next.game + (next.round - 1) * 2).toBe(g);
      for (const [i, table] of next.pairings.entries()) {
        await ok([
          "report",
          id,
          String(table.gameId),
          "--winner",
          table.players.find((p) => p.side === "dark")!.id,
          "--lf",
          String(5 + i),
          ...D,
        ]);
      }
    }

    // R7: deck checks picked from the event (≥ 25%), one recorded.
    const checks = json<{ selected: { id: string }[] }>(await ok(["deck-check", id, "--json", ...D]));
    expect(checks.selected.length).toBeGreaterThanOrEqual(2);
    await ok(["deck-result", id, checks.selected[0]!.id, "--pass", ...D]);

    // F1: two Final Confrontation games, one each side; the same player wins both → F5: 1st.
    const fc1 = json<PairJson>(await ok(["pair", id, "--final", "--json", ...D]));
    expect(fc1.pairings).toHaveLength(1);
    const champion = fc1.pairings[0]!.players[0]!.id;
    const runnerUp = fc1.pairings[0]!.players[1]!.id;
    await ok(["report", id, String(fc1.pairings[0]!.gameId), "--winner", champion, "--lf", "20", ...D]);
    const fc2 = json<PairJson>(await ok(["pair", id, "--final", "--json", ...D]));
    await ok(["report", id, String(fc2.pairings[0]!.gameId), "--winner", champion, "--lf", "9", ...D]);

    await ok(["finish", id, ...D]);
    const standings = json<{ standings: { rank: number; id: string }[] }>(
      await ok(["standings", id, "--json", ...D]),
    );
    expect(standings.standings.slice(0, 2).map((s) => [s.rank, s.id])).toEqual([
      [1, champion],
      [2, runnerUp],
    ]);

    const afterFinish = await runCli(["pair", id, ...D]);
    expect(afterFinish.code).toBe(1);
    expect(afterFinish.stdout).toBe("");

    const exported = json<{ format: string; games: unknown[]; standings: unknown[] }>(
      await ok(["export", id, ...D]),
    );
    expect(exported.format).toBe("handsdown-results");
    expect(exported.standings).toHaveLength(8);
    const log = json<{ log: { type: string; what: string }[] }>(await ok(["log", id, "--json", ...D]));
    const types = log.log.map((l) => l.type);
    expect(types[0]).toBe("EventCreated");
    expect(types.at(-1)).toBe("EventFinished");
    expect(types).toEqual(
      expect.arrayContaining([
        "PairingUndone",
        "PlayersSwapped",
        "ResultCorrected",
        "LatePlayerEntered",
        "PlayerDropped",
        "DeckCheckRecorded",
      ]),
    );
    expect(log.log.find((l) => l.type === "PlayersSwapped")?.what).toContain("family members");
    const human = await ok(["log", id, ...D]);
    expect(human.stdout).toContain("Mara Jade");
  });
});

describe("a Star Trek event from the terminal (T1–T3)", () => {
  const db = join(dir, "star-trek.db");
  const D = ["--db", db];

  it("scores --points in table order and by name", async () => {
    const id = (
      await ok(["event", "create", "--name", "Khitomer", "--game", "stccg1e", "--seed", "k", ...D])
    ).stdout.trim();
    for (const name of ["kirk", "picard", "sisko", "janeway"])
      await ok(["player", "add", id, "--id", name, "--name", name[0]!.toUpperCase() + name.slice(1), ...D]);
    const game = json<PairJson>(await ok(["pair", id, "--json", ...D]));
    const [t1, t2] = game.pairings as [PairJson["pairings"][0], PairJson["pairings"][0]];
    // docs/rules.md §1 example: 120-65 full → 2(+35)/0(-35) (T1 clamps 120 to 100).
    const a = json<{ score: { id: string; vp: number; diff: number }[] }>(
      await ok(["report", id, String(t1.gameId), "--points", "120-65", "--json", ...D]),
    );
    expect(a.score).toEqual(
      expect.arrayContaining([
        { id: t1.players[0]!.id, vp: 2, diff: 35 },
        { id: t1.players[1]!.id, vp: 0, diff: -35 },
      ]),
    );
    // docs/rules.md §1 example: 80-20 deck exhaustion → 1(+60)/0(-60).
    const [p, q] = t2.players.map((s) => s.id) as [string, string];
    const b = json<{ score: { id: string; vp: number; diff: number }[] }>(
      await ok([
        "report",
        id,
        String(t2.gameId),
        "--points",
        `${q}=20,${p}=80`,
        "--end",
        "deck-out",
        "--json",
        ...D,
      ]),
    );
    expect(b.score).toEqual(
      expect.arrayContaining([
        { id: p, vp: 1, diff: 60 },
        { id: q, vp: 0, diff: -60 },
      ]),
    );
    const wrongForm = await runCli(["report", id, String(t2.gameId), "--lf", "3", ...D]);
    expect(wrongForm.code).toBe(1);
    const standings = await ok(["standings", id, ...D]);
    expect(standings.stdout).toContain("2(+35)");
  });
});

describe("On the Edge from the terminal (M1, E2, M6, M8)", () => {
  const db = join(dir, "ote.db");
  const D = ["--db", db];

  it("plays groups to the final and places the final's winner first", async () => {
    const id = (
      await ok([
        "event",
        "create",
        "--name",
        "Edge Night",
        "--game",
        "ote",
        "--type",
        "ote",
        "--seed",
        "edge",
        ...D,
      ])
    ).stdout.trim();
    for (const name of ["ana", "bo", "cy", "di", "ed", "flo", "gus"])
      await ok(["player", "add", id, "--id", name, ...D]);
    let last: PairJson | undefined;
    for (let round = 1; round <= 6; round++) {
      const paired = await runCli(["pair", id, "--json", ...D]);
      if (paired.code !== 0) break;
      last = json<PairJson>(paired);
      // M1: 7 players → one group of 4 and one of 3.
      if (round === 1) expect(last.pairings.map((g) => g.players.length).sort()).toEqual([3, 4]);
      for (const group of last.pairings) {
        const ids = group.players.map((p) => p.id);
        if (group.stage === "ote-playoff") {
          await ok(["report", id, String(group.gameId), "--advanced", ids.join(","), ...D]);
          continue;
        }
        // Distinct IP everywhere, so no Tournament Score ties (M6's additional game has its own test below).
        const influence = ids
          .map((pid, i) => `${pid}=${i === 0 ? 16 : 12 - i - 3 * group.table - 5 * round}`)
          .join(",");
        const scored = json<{ score: { id: string; vp: number }[] }>(
          await ok([
            "report",
            id,
            String(group.gameId),
            "--winner",
            ids[0]!,
            "--influence",
            influence,
            "--json",
            ...D,
          ]),
        );
        // E2: the winner of an active game scores 8 VP, an inactive winner 4.
        expect(scored.score.find((s) => s.id === ids[0])!.vp).toBe(group.set === "inactive" ? 4 : 8);
      }
      if (last.final) break;
    }
    expect(last?.final).toBe(true);
    const finalGroup = last!.pairings.find((g) => g.set === "active")!;
    await ok(["finish", id, ...D]);
    const standings = json<{ standings: { rank: number | null; id: string }[] }>(
      await ok(["standings", id, "--json", ...D]),
    );
    // M8: the winner of the final is 1st.
    expect(standings.standings[0]).toMatchObject({ rank: 1, id: finalGroup.players[0]!.id });
  });

  it("records M6's additional game with --advanced when a tie blocks the final", async () => {
    const D2 = ["--db", join(dir, "ote-playoff.db")];
    const id = (
      await ok([
        "event",
        "create",
        "--name",
        "Edge Tie",
        "--game",
        "ote",
        "--type",
        "ote",
        "--seed",
        "edge",
        ...D2,
      ])
    ).stdout.trim();
    for (const name of ["ana", "bo", "cy", "di", "ed", "flo", "gus"])
      await ok(["player", "add", id, "--id", name, ...D2]);
    const round1 = json<PairJson>(await ok(["pair", id, "--json", ...D2]));
    // Same IP pattern in both games (16, 9, 8, 7 in seat order): the two runners-up tie on
    // Tournament Score. Reported together, with `report --all`.
    const lines = round1.pairings.map((group) => {
      const ids = group.players.map((p) => p.id);
      const influence = ids.map((pid, i) => `${pid}=${i === 0 ? 16 : 10 - i}`).join(",");
      return `${group.table} --winner ${ids[0]} --influence ${influence}`;
    });
    const results = join(dir, "ote-round-1.txt");
    writeFileSync(results, `${lines.join("\n")}\n`);
    const all = await ok(["report", id, "--all", "--results", results, ...D2]);
    // E2 by hand: the winner 8 VP, the one second 4, everyone behind 0 — with each player's IP,
    // never Star Wars' VP(±diff).
    const vp = [8, 4, 0, 0];
    expect(all.stdout).toBe(
      round1.pairings
        .map(
          (group) =>
            `Table ${group.table} (game ${group.gameId}): ${group.players.map((p, i) => `${p.id} ${vp[i]} VP (${i === 0 ? 16 : 10 - i} IP)`).join(", ")}\n`,
        )
        .join(""),
    );
    const playoff = json<PairJson>(await ok(["pair", id, "--json", ...D2]));
    expect(playoff.pairings).toHaveLength(1);
    expect(playoff.pairings[0]!.stage).toBe("ote-playoff");
    const tied = playoff.pairings[0]!.players.map((p) => p.id);
    expect(tied).toHaveLength(2);
    await ok(["report", id, String(playoff.pairings[0]!.gameId), "--advanced", tied[1]!, ...D2]);
    const final = json<PairJson>(await ok(["pair", id, "--json", ...D2]));
    expect(final.final).toBe(true);
    // M6: the final is one game of three — the two winners and the one who advanced.
    const finalTable = final.pairings.find((g) => g.set === "active")!;
    expect(finalTable.players.map((p) => p.id)).toContain(tied[1]);

    // E2: VP are keyed on the player. The re-admitted tied[1] lost in round 1, so winning the
    // final (an active-set game) earns him the inactive scale's 4 VP, not 8; the best of the two
    // round-1 winners is second on the active scale (4), the other behind (0).
    const [first, second] = finalTable.players.map((p) => p.id).filter((pid) => pid !== tied[1]);
    const report = await ok([
      "report",
      id,
      String(finalTable.gameId),
      "--winner",
      tied[1]!,
      "--influence",
      `${tied[1]}=16,${first}=12,${second}=10`,
      ...D2,
    ]);
    expect(report.stdout).toContain(
      `${tied[1]} won 16 IP → 4 VP (inactive scale: re-admitted, lost in round 1)`,
    );
    expect(report.stdout).toContain(`${first} second 12 IP → 4 VP, ${second} behind 10 IP → 0 VP`);
    // The line's scores as On the Edge has them (E1–E2): VP by place with the final IP, never Star
    // Wars' VP(±diff); the re-admitted finalist's inactive scale said beside his VP (M6).
    const scoreOf: Record<string, string> = {
      [tied[1]!]: "4 VP (16 IP, inactive scale)",
      [first!]: "4 VP (12 IP)",
      [second!]: "0 VP (10 IP)",
    };
    expect(report.stdout.split(" — ")[0]).toBe(
      `Game ${finalTable.gameId} (table ${finalTable.table}): ${finalTable.players.map((p) => `${p.id} ${scoreOf[p.id]}`).join(", ")}`,
    );
    const standings = json<{ standings: { id: string; vp: number }[] }>(
      await ok(["standings", id, "--json", ...D2]),
    );
    // Round 1: second alone at 9 IP, 4 VP; the final: 4 VP on the inactive scale.
    expect(standings.standings.find((r) => r.id === tied[1])!.vp).toBe(8);
  });
});
