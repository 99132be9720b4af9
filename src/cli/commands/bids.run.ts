// `handsdown bids --standings a,b,… --bids N [--design N] [--has-bid ids] [--advocates ids]
// [--keeps-bid ids] [--disqualified ids] [--json]` — R10: who receives the automatic bids to
// Worlds Day 2 and the virtual card design opportunities, and why.
import { awardChampionshipPrizes, type PrizesReport } from "../../core/event-rules/index.js";
import { badInput } from "../exit.js";
import { printJson, printLines } from "../output.js";
import { orBadInput, parseIds, parseWhole } from "./event-rules-options.js";

interface BidsOptions {
  readonly standings: string;
  readonly bids: string;
  readonly design?: string;
  readonly hasBid?: string;
  readonly advocates?: string;
  readonly keepsBid?: string;
  readonly disqualified?: string;
  readonly json?: boolean;
}

const PRIZES = {
  "worlds-day-2-bid": "automatic bid to Worlds Day 2",
  "design-opportunity": "virtual card design opportunity",
} as const;

function toLines(report: PrizesReport): string[] {
  const lines = report.awards.map((a) => `${a.place}. ${a.id}: ${PRIZES[a.prize]} — ${a.reason}`);
  for (const p of report.passedOver)
    lines.push(`   (${p.place}. ${p.id}: no ${PRIZES[p.prize]} — ${p.reason})`);
  if (report.unawarded.bids > 0) lines.push(`${report.unawarded.bids} bid(s) left: no eligible player (R10)`);
  if (report.unawarded.designOpportunities > 0)
    lines.push(
      `${report.unawarded.designOpportunities} design opportunity(ies) left: no eligible player (R10)`,
    );
  return lines.length > 0 ? lines : ["No prizes to award."];
}

export const action = (options: BidsOptions) => {
  const order = parseIds("--standings", options.standings, "R10");
  const lists = {
    "--has-bid": parseIds("--has-bid", options.hasBid, "R10"),
    "--advocates": parseIds("--advocates", options.advocates, "R10"),
    "--keeps-bid": parseIds("--keeps-bid", options.keepsBid, "R10"),
    "--disqualified": parseIds("--disqualified", options.disqualified, "R10"),
  };
  for (const [option, ids] of Object.entries(lists)) {
    const stranger = ids.find((id) => !order.includes(id));
    if (stranger !== undefined) badInput(`${option}: "${stranger}" is not in --standings (R10)`);
  }
  const notAdvocate = lists["--keeps-bid"].find((id) => !lists["--advocates"].includes(id));
  if (notAdvocate !== undefined)
    badInput(`--keeps-bid: "${notAdvocate}" is not an Advocate; only Advocates may pass a bid on (R10)`);
  const standings = order.map((id) => ({
    id,
    hasBid: lists["--has-bid"].includes(id),
    isAdvocate: lists["--advocates"].includes(id),
    advocateKeepsBid: lists["--keeps-bid"].includes(id),
    isDisqualified: lists["--disqualified"].includes(id),
  }));
  const report = orBadInput(
    awardChampionshipPrizes({
      standings,
      bids: parseWhole("--bids", options.bids, "R10")!,
      designOpportunities: parseWhole("--design", options.design, "R10"),
    }),
    { bids: "--bids", designOpportunities: "--design", standings: "--standings" },
  );
  if (options.json) printJson(report);
  else printLines(toLines(report));
};
