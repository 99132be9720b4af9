// `--json` output is the only thing on stdout (docs/architecture.md); tables for people go there too,
// messages and warnings go to stderr.
import { displayWidth } from "./display-width.js";

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLines(lines: readonly string[]): void {
  process.stdout.write(lines.map((line) => `${line}\n`).join(""));
}

export function warn(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Pads to a display width: a CJK character or an emoji takes two columns, a combining mark none. */
function padEnd(cell: string, width: number): string {
  return cell + " ".repeat(Math.max(0, width - displayWidth(cell)));
}

function padStart(cell: string, width: number): string {
  return " ".repeat(Math.max(0, width - displayWidth(cell))) + cell;
}

/**
 * A plain text table: columns padded to their widest cell, numbers right-aligned. Widths are
 * display widths, so names in any script line up in a terminal.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, i) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[i] ?? ""))),
  );
  const isNumeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[-+(). 0-9]*$/.test(row[i] ?? "")),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (isNumeric[i] ? padStart(cell, widths[i]!) : padEnd(cell, widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}
