// `handsdown pods N [--json] [--seed S] [--names a,b,…] [--packs N] [--format ID]` — R11:
// booster-draft groups, seats (Light/Dark alternating, sides at random) and pass directions.
// JSON (the contracts in docs/architecture.md): {"pods":[{"size","dummy", …seats}], "passDirections", "seed", …}.
import { makeDraftSeating, SEALED_FORMATS, type DraftSeating } from "../../core/event-rules/index.js";
import { badInput } from "../exit.js";
import { printJson, printLines } from "../output.js";
import { parseFormat, parseIds, parseWhole, orBadInput, seedOrNew } from "./event-rules-options.js";

interface PodsOptions {
  readonly json?: boolean;
  readonly seed?: string;
  readonly names?: string;
  readonly packs?: string;
  readonly format?: string;
}

function toLines(seating: DraftSeating, seed: string): string[] {
  const lines = [seating.explanation, `Seed: ${seed} (run again with --seed ${seed} for the same seats)`, ""];
  for (const pod of seating.pods) {
    lines.push(`Group ${pod.pod}: ${pod.size} seats${pod.dummy ? ", with the TD's dummy hand" : ""}`);
    for (const seat of pod.seats) {
      const who = seat.isDummy ? "dummy (the TD drafts it, competitively)" : seat.player;
      lines.push(`  seat ${seat.seat}  ${seat.side === "light" ? "Light" : "Dark "}  ${who}`);
    }
  }
  const passes = seating.passDirections.map((direction, i) => `pack ${i + 1} ${direction}`).join(", ");
  lines.push("", `Passing: ${passes}.`);
  return lines;
}

export const action = (count: string, options: PodsOptions) => {
  const players = parseWhole("<players>", count, "R11", 0)!;
  const format = parseFormat(options.format);
  if (format && SEALED_FORMATS[format].kind !== "booster-draft")
    badInput(`--format ${format}: not a booster-draft format (R12)`);
  const names =
    options.names === undefined
      ? Array.from({ length: players }, (_, i) => String(i + 1))
      : parseIds("--names", options.names, "R11");
  if (names.length !== players) badInput(`--names: ${names.length} names for ${players} players (R11)`);
  const packs =
    parseWhole("--packs", options.packs, "R11", 1) ??
    (format ? SEALED_FORMATS[format].boosterPacks : null) ??
    2;
  const seed = seedOrNew(options.seed);
  const seating = orBadInput(makeDraftSeating({ players: names, seed, packs }), {
    players: "<players>",
    packs: "--packs",
  });
  if (options.json) {
    printJson({
      players,
      seed,
      packs,
      pods: seating.pods,
      passDirections: seating.passDirections,
      explanation: seating.explanation,
    });
    return;
  }
  printLines(toLines(seating, seed));
};
