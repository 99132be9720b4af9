import type { DeckCheckFailureKind } from "../../core/events.js";
import { badInput } from "../exit.js";
import { displayName, resolvePlayer } from "../live/players.js";
import { withEvent } from "../live/session.js";
import { printJson, printLines } from "../output.js";
import { readText } from "../read-results.js";

export interface DeckResultFlags {
  readonly db?: string;
  readonly json?: boolean;
  readonly pass?: boolean;
  readonly fail?: string;
  readonly canMatchList?: boolean;
  readonly list?: string;
}

const KINDS: readonly DeckCheckFailureKind[] = ["too-many-cards", "cards-not-on-list", "missing-cards"];

export async function runDeckResult(
  eventId: string,
  playerText: string,
  flags: DeckResultFlags,
): Promise<void> {
  const checks = (flags.pass ? 1 : 0) + (flags.fail !== undefined ? 1 : 0);
  if (checks > 1) return badInput("--pass/--fail: give one of them (R7)");
  if (checks === 0 && flags.list === undefined)
    return badInput("--pass/--fail/--list: give a deck check result or a deck list (R7)");
  if (flags.fail !== undefined && !(KINDS as readonly string[]).includes(flags.fail)) {
    return badInput(`--fail ${flags.fail}: expected one of ${KINDS.join(", ")} (S7)`);
  }
  const deckList = flags.list === undefined ? undefined : readText(flags.list);
  await withEvent(flags, eventId, async (live) => {
    const playerId = resolvePlayer(live.state.players, playerText, "PLAYER", "R7");
    const name = displayName(live.state.players.find((p) => p.id === playerId)!);
    const lines: string[] = [];
    if (deckList !== undefined) {
      await live.send({ type: "RecordDeckList", playerId, deckList });
      lines.push(`Deck list of ${name} recorded (R7)`);
    }
    let recorded: Record<string, unknown> | undefined;
    if (checks === 1) {
      const outcome = await live.send({
        type: "RecordDeckCheck",
        playerId,
        passed: flags.pass === true,
        ...(flags.fail !== undefined && { failure: flags.fail as DeckCheckFailureKind }),
        ...(flags.canMatchList === true && { canMatchList: true }),
      });
      const check = outcome.events.find((e) => e.type === "DeckCheckRecorded");
      recorded = check?.data as Record<string, unknown> | undefined;
      const disqualified = outcome.events.some((e) => e.type === "PlayerDisqualified");
      lines.push(
        `Deck check of ${name}: ${flags.pass ? "passed" : "failed"} — ${String(recorded?.explanation ?? "")}${disqualified ? " — disqualified" : ""}`,
      );
    }
    if (flags.json)
      return printJson({
        playerId,
        ...(deckList !== undefined && { deckList: true }),
        ...(recorded && { deckCheck: recorded }),
      });
    printLines(lines);
  });
}
