// "Copy for the forum" — pairings and standings as SWCCG TDs post them today,
// in BBCode (phpBB forums) and Markdown. Pure text builders; the page copies the string.

export interface ForumPairing {
  readonly table: number;
  readonly players: readonly { readonly name: string; readonly side?: string }[];
  /** "2(+15) / 0(-15)" once a result stands, else absent. */
  readonly result?: string;
}

export interface ForumStanding {
  /** null: unranked (On the Edge, a disqualified player, M8). */
  readonly rank: number | null;
  readonly name: string;
  readonly vp: number;
  readonly diff: number;
  readonly extra?: string;
}

export type ForumFlavour = "bbcode" | "markdown";

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const sideLabel = (side: string | undefined): string =>
  side ? ` (${side[0]!.toUpperCase()}${side.slice(1)})` : "";

/**
 * User text (names, the event's title) as Markdown text, never markup: a name cannot make a link
 * (`[x](https://…)`, `<https://…>`, a bare URL the forum would link), an image, emphasis or
 * break out of its table cell (a pipe). BBCode needs its brackets left alone.
 */
const mdCell = (text: string): string =>
  text
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, "\\$&")
    .replace(/:\/\//g, ":\\/\\/")
    .replace(/\bwww\./gi, (www) => `${www.slice(0, -1)}\\.`);
const bbText = (text: string): string => text.replace(/\[/g, "(").replace(/\]/g, ")");

export function pairingsForForum(
  flavour: ForumFlavour,
  title: string,
  pairings: readonly ForumPairing[],
  byes: readonly string[],
): string {
  const lines: string[] = [];
  if (flavour === "bbcode") {
    lines.push(`[b]${bbText(title)}[/b]`, "");
    for (const p of pairings) {
      const who = p.players.map((x) => `${bbText(x.name)}${sideLabel(x.side)}`).join(" vs ");
      lines.push(`Table ${p.table}: ${who}${p.result ? ` — ${p.result}` : ""}`);
    }
    for (const bye of byes) lines.push(`Bye: ${bbText(bye)}`);
  } else {
    lines.push(`**${mdCell(title)}**`, "", "| Table | Players | Result |", "|---:|---|---|");
    for (const p of pairings) {
      const who = p.players.map((x) => `${mdCell(x.name)}${sideLabel(x.side)}`).join(" vs ");
      lines.push(`| ${p.table} | ${who} | ${p.result ?? ""} |`);
    }
    for (const bye of byes) lines.push(`| — | ${mdCell(bye)} (bye) | |`);
  }
  return lines.join("\n");
}

export function standingsForForum(
  flavour: ForumFlavour,
  title: string,
  rows: readonly ForumStanding[],
): string {
  const lines: string[] = [];
  if (flavour === "bbcode") {
    // Shared places share a rank (1, 2, 2, 4), so the numbers are written, not [list=1]'s.
    lines.push(`[b]${bbText(title)}[/b]`, "");
    for (const r of rows) {
      lines.push(
        `${r.rank ?? "–"}. ${bbText(r.name)} — ${r.vp}(${signed(r.diff)})${r.extra ? ` ${bbText(r.extra)}` : ""}`,
      );
    }
  } else {
    lines.push(`**${mdCell(title)}**`, "", "| # | Player | VP(±diff) | |", "|---:|---|---|---|");
    for (const r of rows)
      lines.push(
        `| ${r.rank ?? "–"} | ${mdCell(r.name)} | ${r.vp}(${signed(r.diff)}) | ${mdCell(r.extra ?? "")} |`,
      );
  }
  return lines.join("\n");
}
