import type { GamePairedData } from "../live/show.js";
import { formatError } from "../../core/errors.js";
import { isOnTheEdge, pairEventNext } from "../../core/event-pairing.js";
import type { NextPairing } from "../../core/pairing/index.js";
import { fromNextPairing, fromOtePairing, toPairingDocument } from "../../core/pairing-document.js";
import type { ScoredEvent } from "../../core/scored-event/score-event.js";
import { isCurrentEvent } from "../current-event.js";
import { badInput } from "../exit.js";
import { nameWithId } from "../live/players.js";
import { formatPairing, toPairingJson, translateIds } from "../live/show.js";
import { formatTable, printJson, printLines } from "../output.js";
import { readScoredEvent } from "../read-results.js";

export interface PairFlags {
  readonly json?: boolean;
  readonly final?: boolean;
  readonly topCut?: string;
  readonly db?: string;
}

export function isResultsFilePath(target: string): boolean {
  return target.toLowerCase().endsWith(".json");
}

function toTable(pairing: NextPairing, event: ScoredEvent): string[] {
  const who = nameWithId(event.file.players);
  const hasSides = pairing.pairings.some((t) => t.players.some((s) => s.side !== undefined));
  const header = hasSides ? ["Table", "Dark", "Light"] : ["Table", "Player", "Player"];
  const rows = pairing.pairings.map((t) => {
    const seats = hasSides
      ? [t.players.find((s) => s.side === "dark"), t.players.find((s) => s.side === "light")]
      : [t.players[0], t.players[1]];
    return [String(t.table), ...seats.map((s) => (s ? who(s.id) : ""))];
  });
  const stage = pairing.stage === "final" ? " (final stage)" : "";
  const byes = pairing.byes.map(
    (id) => `${who(id)}${pairing.byeSides?.[id] ? ` — ${pairing.byeSides[id]}` : ""}`,
  );
  return [
    `Round ${pairing.round}, game ${pairing.game}${stage}`,
    "",
    ...formatTable(header, rows),
    "",
    byes.length > 0 ? `Bye: ${byes.join(", ")}` : "No bye",
    "",
    "How these pairings were made:",
    ...translateIds(pairing.trace, event.file.players).map((line) => `  ${line}`),
  ];
}

function parseTopCut(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!/^\d+$/.test(value.trim()) || size < 2)
    return badInput(`--top-cut ${value}: expected a whole number of players, at least 2 (N2)`);
  return size;
}

const OPTION_OF_FIELD: Readonly<Record<string, string>> = { topCut: "--top-cut", final: "--final" };

function pairFile(path: string, flags: PairFlags, topCut: number | undefined): void {
  const event = readScoredEvent(path);
  // One entry point for every game (core/event-pairing.ts): it decides which events are On the Edge.
  if (isOnTheEdge(event.file.event) && (flags.final || topCut !== undefined)) {
    return badInput(
      `${flags.final ? "--final" : "--top-cut"}: On the Edge events have their own final (M6); use \`pair FILE\` without it`,
    );
  }
  const next = pairEventNext(event, {
    ...(flags.final && { final: true }),
    ...(topCut !== undefined && { topCut }),
  });
  if (!next.ok) {
    // The core names its option fields (topCut, final); the TD typed the options.
    const field = OPTION_OF_FIELD[next.error.field];
    return badInput(`${path}: ${formatError(field ? { ...next.error, field } : next.error)}`);
  }
  if (next.value.kind === "ote") {
    const ote = next.value.pairing;
    if (flags.json) return printJson(toPairingDocument(fromOtePairing(ote)));
    const who = nameWithId(event.file.players);
    return printLines([
      `Round ${ote.round}${ote.final ? " (final)" : ""}`,
      ...ote.pairings.map(
        (g) =>
          `  Game ${g.table} [${g.set}${g.stage !== "swiss" ? `, ${g.stage}` : ""}]: ${g.players.map((p) => who(p.id)).join(", ")}`,
      ),
      ote.byes.length > 0 ? `Sitting out: ${ote.byes.map(who).join(", ")}` : "",
      "How these groups were made:",
      ...translateIds(ote.trace, event.file.players).map((line) => `  ${line}`),
    ]);
  }
  if (flags.json) return printJson(toPairingDocument(fromNextPairing(next.value.pairing)));
  return printLines(toTable(next.value.pairing, event));
}

export async function runPair(target: string, flags: PairFlags): Promise<void> {
  const topCut = parseTopCut(flags.topCut);
  if (flags.final && topCut !== undefined)
    return badInput("--final/--top-cut: choose one: the Final Confrontation (F1) or a top cut (N2)");
  if (isResultsFilePath(target)) return pairFile(target, flags, topCut);
  // The event log's session (the app layer, the whole core and zod with it) only for an event:
  // `pair FILE` loads neither.
  const { withEvent } = await import("../live/session.js");
  await withEvent(flags, target, async (live) => {
    const outcome = await live.send({
      type: "PairNextGame",
      ...(flags.final && { final: true }),
      ...(topCut !== undefined && { topCut }),
    });
    const paired = outcome.events.find((e) => e.type === "GamePaired");
    if (!paired) return badInput("pair: nothing was paired");
    const data = paired.data as unknown as GamePairedData;
    if (flags.json) return printJson(toPairingJson(data, live.state.event?.game === "ote"));
    // With a current event the TD types neither the event nor --db again (docs/guide/terminal.md).
    const reportWith = isCurrentEvent(target, flags.db)
      ? "handsdown report"
      : `handsdown report ${target}${flags.db === undefined ? "" : ` --db ${flags.db}`}`;
    printLines(formatPairing(data, live.state.players, reportWith));
  });
}
