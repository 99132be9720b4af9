// `handsdown pair FILE [--json] [--final] [--top-cut N]`: the next game of an event (DESIGN.md
// contract `{"round","game","pairings":[{"table","players":[{"id","side"}]}],"byes","trace"}`).
import type { Command } from "commander";
import { formatError } from "../../core/errors.js";
import { isOnTheEdge, pairEventNext } from "../../core/event-pairing.js";
import { playerName } from "../../core/players/standing-line.js";
import type { NextPairing } from "../../core/pairing/index.js";
import type { ScoredEvent } from "../../core/scored-event/score-event.js";
import { badInput, usageError } from "../exit.js";
import { formatTable, printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";

interface PairFlags {
  readonly json?: boolean;
  readonly final?: boolean;
  readonly topCut?: string;
}

function toJson(pairing: NextPairing): Record<string, unknown> {
  return {
    round: pairing.round,
    game: pairing.game,
    ...(pairing.stage !== "swiss" && { stage: pairing.stage }),
    system: pairing.system,
    pairings: pairing.pairings,
    byes: pairing.byes,
    ...(pairing.byeSides && { byeSides: pairing.byeSides }),
    trace: pairing.trace,
  };
}

function nameOf(event: ScoredEvent): (id: string) => string {
  const names = new Map(event.file.players.map((p) => [p.id, playerName(p)]));
  return (id) => {
    const name = names.get(id) ?? id;
    return name === id ? id : `${name} (${id})`;
  };
}

function toTable(pairing: NextPairing, event: ScoredEvent): string[] {
  const who = nameOf(event);
  const hasSides = pairing.pairings.some((t) => t.players.some((s) => s.side !== undefined));
  const header = hasSides ? ["Table", "Dark", "Light"] : ["Table", "Player", "Player"];
  const rows = pairing.pairings.map((t) => {
    const seats = hasSides ? [t.players.find((s) => s.side === "dark"), t.players.find((s) => s.side === "light")] : [t.players[0], t.players[1]];
    return [String(t.table), ...seats.map((s) => (s ? who(s.id) : ""))];
  });
  const stage = pairing.stage === "final" ? " (final stage)" : "";
  const byes = pairing.byes.map((id) => `${who(id)}${pairing.byeSides?.[id] ? ` — ${pairing.byeSides[id]}` : ""}`);
  return [
    `Round ${pairing.round}, game ${pairing.game}${stage}`,
    "",
    ...formatTable(header, rows),
    "",
    byes.length > 0 ? `Bye: ${byes.join(", ")}` : "No bye",
    "",
    "How these pairings were made:",
    ...pairing.trace.map((line) => `  ${line}`),
  ];
}

function parseTopCut(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 2) return usageError(`--top-cut expects a whole number of players, at least 2; got "${value}"`);
  return size;
}

export function registerPair(program: Command): void {
  program
    .command("pair")
    .description("pair the next game of a results file, with a trace of every step (docs/rules.md §2)")
    .argument("<file>", "results file (JSON)")
    .option("--json", "print the JSON of docs/guide/results-file.md (round, game, pairings, byes, trace) and nothing else")
    .option("--final", "pair the Final Confrontation (F1/F3) instead of the next Swiss game")
    .option("--top-cut <n>", "pair the next round of a single-elimination top cut of n players after the Swiss (N2)")
    .action((path: string, flags: PairFlags) => {
      const topCut = parseTopCut(flags.topCut);
      if (flags.final && topCut !== undefined) return usageError("--final and --top-cut cannot be used together");
      const event = readScoredEvent(path);
      if (isOnTheEdge(event.file.event) && (flags.final || topCut !== undefined)) {
        return usageError("On the Edge events have their own final (M6): use `pair FILE` without --final or --top-cut");
      }
      const next = pairEventNext(event, { ...(flags.final && { final: true }), ...(topCut !== undefined && { topCut }) });
      if (!next.ok) return badInput(`${path}: ${formatError(next.error)}`);
      if (next.value.kind === "ote") {
        const ote = next.value.pairing;
        if (flags.json) return printJson(ote);
        return printLines([
          `Round ${ote.round}${ote.final ? " (final)" : ""}`,
          ...ote.pairings.map((g) => `  Game ${g.table} [${g.set}${g.stage !== "swiss" ? `, ${g.stage}` : ""}]: ${g.players.map((p) => p.id).join(", ")}`),
          ote.byes.length > 0 ? `Sitting out: ${ote.byes.join(", ")}` : "",
          "How these groups were made:",
          ...ote.trace.map((line) => `  ${line}`),
        ]);
      }
      if (flags.json) return printJson(toJson(next.value.pairing));
      return printLines(toTable(next.value.pairing, event));
    });
}
