// docs/architecture.md `handsdown import --from swccg-pc`: every real event among the
// Players Committee's own files (../shared/real-data/pc-native, read in place) is imported through
// the CLI into a scratch SQLite event log; the standings Hands Down then computes from the log
// match what the PC software stored — VP and record for every player, and for the events under
// the August 2016 rule (K7) the order, ties the PC left to a coin flip aside (known-differences.ts).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadTournament } from "../../src/app/event-log.js";
import { computeStandings } from "../../src/core/standings/index.js";
import { toScoredEvent } from "../../src/core/tournament/project.js";
import { gamesOf } from "../../src/core/tournament/state.js";
import { openStore } from "../../src/store/open-store.js";
import { runCli } from "../cli-harness.js";
import { compareWithStored } from "./compare.js";
import { KNOWN_DIFFERENCES } from "./known-differences.js";
import { loadPcEvents, REAL_DATA_DIR, usesRule2016, type PcEvent, type PcStoredPlayer } from "./pc-events.js";

const NATIVE_DIR = path.join(REAL_DATA_DIR, "pc-native");
const isPresent = existsSync(NATIVE_DIR);
const SKIP_REASON = `skipped: ${NATIVE_DIR} is absent (the Players Committee files live in ../shared beside the clone)`;
if (!isPresent) console.warn(`pc-native-import.test.ts ${SKIP_REASON}`);

interface NativePlayer {
  readonly id: string;
  readonly name: string;
  readonly status: "STATUS_ACTIVE" | "STATUS_DROPPED";
  readonly wins: number;
  readonly losses: number;
  readonly vp: number;
  readonly diff: number;
  readonly sos: number;
  readonly adjustedVictoryPoints?: number;
  readonly sosTiebreaker?: number | string;
}

interface NativeFile {
  readonly id: string;
  readonly name: string;
  readonly mode: "SOS" | "DIFF";
  readonly date?: string;
  readonly lastUpdate?: string;
  readonly players: readonly NativePlayer[];
}

/** The 24 real events: the research copies name the native file they came from (source.path). */
function realEvents(): { research: PcEvent; nativeFile: string }[] {
  return loadPcEvents().map((research) => {
    const source = (research as PcEvent & { source: { path: string } }).source;
    return { research, nativeFile: path.join(NATIVE_DIR, `${path.basename(source.path)}.json`) };
  });
}

/** The native file's own stored standings, in the shape the existing comparison reads. */
function storedStandings(native: NativeFile, research: PcEvent): PcEvent {
  const players: PcStoredPlayer[] = native.players.map((player, i) => ({
    stored_order: i,
    name: player.name,
    id: player.id,
    status: player.status,
    wins: player.wins,
    losses: player.losses,
    vp: player.vp,
    diff: player.diff,
    sos: player.sos,
    ...(player.adjustedVictoryPoints !== undefined && {
      adjustedVictoryPoints: player.adjustedVictoryPoints,
    }),
    ...(player.sosTiebreaker !== undefined && { sosTiebreaker: player.sosTiebreaker }),
  }));
  return { ...research, mode: native.mode, standings_as_stored: players };
}

describe.skipIf(!isPresent)(
  `import --from swccg-pc of the real Players Committee events (${isPresent ? "../shared/real-data/pc-native" : SKIP_REASON})`,
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), "handsdown-pc-import-"));
    const db = path.join(dir, "events.db");
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const events = isPresent ? realEvents() : [];

    it("finds the 24 real events among the 37 files", () => {
      expect(events).toHaveLength(24);
      for (const { nativeFile } of events) expect(existsSync(nativeFile), nativeFile).toBe(true);
      expect(readdirSync(NATIVE_DIR).filter((name) => name.endsWith(".json"))).toHaveLength(37);
    });

    it.each(events.map((event) => [event.research.file, event] as const))(
      "%s: imported, the standings computed from the log match the stored ones",
      async (file, { research, nativeFile }) => {
        const native = JSON.parse(readFileSync(nativeFile, "utf8")) as NativeFile;
        // Endor Grand Prix Consolation has neither date nor lastUpdate: the TD gives the date
        // (that of the 2016 Endor Grand Prix it was the consolation of, whose lastUpdate is 2016-05-28).
        const date = (native.date ?? native.lastUpdate) ? [] : ["--date", "2016-05-28"];
        const imported = await runCli(["import", "--from", "swccg-pc", nativeFile, ...date, "--db", db]);
        expect(imported.stderr).toBe("");
        expect(imported.code).toBe(0);
        const id = imported.stdout.trim();
        expect(id).toMatch(/^[a-z0-9-]+$/);

        const store = await openStore({ db });
        try {
          const { state } = await loadTournament(store, id);
          expect(state.event?.options?.tiebreaks).toBe(
            native.mode === "SOS" ? "pc-2016-sos" : "pc-2016-diff",
          );
          expect(state.players.map((player) => player.id)).toEqual(native.players.map((player) => player.id));
          const dropped = native.players
            .filter((player) => player.status === "STATUS_DROPPED")
            .map((player) => player.id);
          expect(
            state.players.filter((player) => player.status === "dropped").map((player) => player.id),
          ).toEqual(dropped);
          const scored = toScoredEvent(state);
          if (!scored.ok) throw new Error(scored.error.message);
          const standings = computeStandings(scored.value);
          if (!standings.ok) throw new Error(standings.error.message);
          const { mismatches } = compareWithStored(storedStandings(native, research), standings.value.rows);
          // VP and the won-lost record: every player of every event.
          expect(mismatches.vp, "vp").toEqual([]);
          expect(mismatches.record, "record").toEqual([]);
          if (native.mode === "DIFF") expect(mismatches.diff, "diff").toEqual([]);
          if (usesRule2016(research)) {
            // The order down to VP and SoS (DIFF: VP and diff) exactly; within those ties, only the
            // pairs the PC left to a coin flip or had no tiebreak for yet (known-differences.ts).
            expect(mismatches.orderAboveTies, "order above ties").toEqual([]);
            expect(mismatches.order, "order").toEqual(KNOWN_DIFFERENCES[file]?.expected?.order ?? []);
            expect(mismatches.sos, "sos").toEqual([]);
          }
        } finally {
          await store.close();
        }
      },
    );

    it("importing a file again (same content, other spacing) says so and creates nothing", async () => {
      const first = events[0]!.nativeFile;
      const respaced = path.join(dir, "respaced.json");
      writeFileSync(respaced, JSON.stringify(JSON.parse(readFileSync(first, "utf8")), null, 4));
      for (const file of [first, respaced]) {
        const again = await runCli(["import", "--from", "swccg-pc", file, "--db", db]);
        expect(again.code).toBe(0);
        expect(again.stderr).toMatch(/already imported as [a-z0-9-]+ \(same content\); nothing created/);
      }
      const listed = await runCli(["list", "--db", db, "--json"]);
      expect((JSON.parse(listed.stdout) as { events: unknown[] }).events).toHaveLength(24);
    });
  },
);

describe.skipIf(!isPresent)("every Players Committee file, as the PC software wrote it", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "handsdown-pc-all-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (id: string): string => path.join(NATIVE_DIR, `${id}.json`);
  const CORUSCANT = file("989edf1c-5d8c-4e02-8b0d-0b47c21e7203");
  const CUT = file("ae83eb66-f97b-4b61-9e3e-819bfbf4bc5d");

  async function stateOf(db: string, id: string) {
    const store = await openStore({ db });
    try {
      return (await loadTournament(store, id)).state;
    } finally {
      await store.close();
    }
  }

  it("a batch imports every file with games; only the single-elimination file is refused, with its reason (exit 1)", async () => {
    const db = path.join(dir, "all.db");
    const files = readdirSync(NATIVE_DIR)
      .filter((name) => name.endsWith(".json"))
      .map((name) => path.join(NATIVE_DIR, name));
    // --date only for the three files that carry no date of their own.
    const run = await runCli([
      "import",
      "--from",
      "swccg-pc",
      ...files,
      "--date",
      "2016-01-01",
      "--db",
      db,
      "--json",
    ]);
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout) as { events: unknown[]; refused: { file: string; reason: string }[] };
    expect(out.events).toHaveLength(36);
    expect(out.refused).toEqual([{ file: CUT, reason: expect.stringContaining('mode: "MATCH_PLAY"') }]);
    expect(run.stderr).toContain("1 of 37 file(s) refused");
  });

  it("Coruscant Regionals (stopped after pairing game 1): the bye keeps its 2 VP, the four paired tables stay paired without a result", async () => {
    const db = path.join(dir, "coruscant.db");
    const run = await runCli(["import", "--from", "swccg-pc", CORUSCANT, "--db", db]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("4 game(s) without a winner imported without a result");
    const state = await stateOf(db, run.stdout.trim());
    const games = gamesOf(state);
    expect(games).toHaveLength(5);
    expect(games.filter((g) => g.isBye).map((g) => g.record.players[0]!.id)).toEqual([
      "44032da6-32a7-43fb-b001-cd98129d9d99",
    ]);
    expect(games.filter((g) => !g.isBye && g.record.result === undefined)).toHaveLength(4);
    const standings = JSON.parse(
      (await runCli(["standings", run.stdout.trim(), "--db", db, "--json"])).stdout,
    ) as {
      standings: { id: string; vp: number }[];
    };
    expect(standings.standings.find((row) => row.id === "44032da6-32a7-43fb-b001-cd98129d9d99")?.vp).toBe(2);
  });

  it('the PC\'s own value shapes: a BYE without an id, a differential written as text ("5")', async () => {
    const db = path.join(dir, "shapes.db");
    const byeWithoutId = await runCli([
      "import",
      "--from",
      "swccg-pc",
      file("c320fce5-c184-438e-b1e6-a7b6fb9453fd"),
      "--db",
      db,
    ]);
    expect(byeWithoutId.code).toBe(0);
    const textDiff = await runCli([
      "import",
      "--from",
      "swccg-pc",
      file("c760872f-98ec-407e-88d9-7905e29326d0"),
      "--date",
      "2017-06-01",
      "--db",
      db,
    ]);
    expect(textDiff.code).toBe(0);
    const state = await stateOf(db, textDiff.stdout.trim());
    // Game 1: Tom Marlin beat Tim Anderson, "diff": "5" → a full win with 5 Life Force left (S1).
    const first = gamesOf(state)[0]!.record;
    expect(first.result).toEqual({
      end: "full",
      winner: "5e213992-3e38-4cf1-b9f6-6b5a404ca777",
      lifeForce: 5,
    });
  });

  it("--sanctioned marks the events sanctioned; the sealed event is a sealed event (one game a round)", async () => {
    const db = path.join(dir, "sanctioned.db");
    const run = await runCli([
      "import",
      "--from",
      "swccg-pc",
      "--sanctioned",
      file("6d161c4d-1303-461b-be95-9432f3e26891"),
      "--db",
      db,
    ]);
    expect(run.code).toBe(0);
    const state = await stateOf(db, run.stdout.trim());
    expect(state.event).toMatchObject({ name: "Worlds Last Q Sealed", type: "sealed", sanctioned: true });
    expect(Math.max(...gamesOf(state).map((g) => g.record.round))).toBe(4);
  });

  it("a file that is truly broken is refused naming the file, the game and the field", async () => {
    const broken = path.join(dir, "broken.json");
    const pc = JSON.parse(readFileSync(file("c760872f-98ec-407e-88d9-7905e29326d0"), "utf8")) as {
      games: { diff: unknown }[];
    };
    pc.games[2]!.diff = "five";
    writeFileSync(broken, JSON.stringify(pc));
    const run = await runCli([
      "import",
      "--from",
      "swccg-pc",
      broken,
      "--date",
      "2017-06-01",
      "--db",
      path.join(dir, "broken.db"),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${broken}: games[2].diff`);
  });
});
