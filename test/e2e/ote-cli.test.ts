// On the Edge end to end (M1–M8): a TD runs an On the Edge tournament from the first round to final places
// with nothing but the CLI: pair, record results in the results file, pair again, standings.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRandom } from "../../src/core/random.js";
import { runCli } from "../cli-harness.js";

interface Group {
  table: number;
  players: { id: string }[];
  set: "active" | "inactive";
  stage: string;
  advancing?: number;
}
interface Pairing {
  round: number;
  pairings: Group[];
  final: boolean;
}

function resultFor(group: Group, random: ReturnType<typeof makeRandom>): Record<string, unknown> {
  const ids = random.shuffle(group.players.map((p) => p.id));
  if (group.stage === "ote-playoff") {
    // OTE 2.83: played until enough players reach 8 IP; record who advanced, in order.
    return { advanced: ids.slice(0, group.advancing ?? 1) };
  }
  // E4: the winner reaches 16 IP; the others end where they are.
  const influence = Object.fromEntries(ids.map((id, i) => [id, i === 0 ? 16 : 12 - 3 * i]));
  return { winner: ids[0], influence };
}

describe("On the Edge through the CLI", () => {
  for (const size of [3, 7, 13]) {
    it(`${size} players: rounds until the final of three, then places for everyone (M1–M8)`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "handsdown-ote-"));
      const path = join(dir, "ote.json");
      const random = makeRandom(`ote-e2e-${size}`);
      const file = {
        format: "handsdown-results",
        version: 1,
        event: {
          name: "Hotel Pandora Open",
          date: "2026-08-01",
          game: "ote",
          type: "ote",
          seed: `ote-${size}`,
        },
        players: Array.from({ length: size }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
        games: [] as Record<string, unknown>[],
      };
      let sawFinal = false;
      for (let round = 0; round < 40 && !sawFinal; round++) {
        writeFileSync(path, JSON.stringify(file));
        const pair = await runCli(["pair", path, "--json"]);
        expect(pair.stderr).toBe("");
        expect(pair.code).toBe(0);
        const pairing = JSON.parse(pair.stdout) as Pairing;
        const seated = pairing.pairings.flatMap((g) => g.players.map((p) => p.id));
        expect(new Set(seated).size).toBe(seated.length);
        for (const group of pairing.pairings) {
          file.games.push({
            round: pairing.round,
            game: 1,
            table: group.table,
            ...(group.stage !== "swiss" && { stage: group.stage }),
            players: group.players,
            set: group.set,
            result: resultFor(group, random),
          });
          if (group.stage === "final") {
            expect(group.players).toHaveLength(3);
            sawFinal = true;
          }
        }
        if (pairing.final) expect(sawFinal).toBe(true);
      }
      expect(sawFinal).toBe(true);
      writeFileSync(path, JSON.stringify(file));
      const standings = await runCli(["standings", path, "--json"]);
      expect(standings.stderr).toBe("");
      const output = JSON.parse(standings.stdout) as {
        complete: boolean;
        standings: { rank: number | null; id: string; tournamentScore: number }[];
      };
      expect(output.complete).toBe(true);
      expect(output.standings).toHaveLength(size);
      expect(output.standings.every((row) => typeof row.rank === "number")).toBe(true);
      expect(output.standings[0]!.rank).toBe(1);
      const table = await runCli(["standings", path]);
      expect(table.stdout).toContain("Tournament Score");
    });
  }
});
