// `--json` output is the only thing on stdout (DESIGN.md); tables for people go there too,
// messages and warnings go to stderr.

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLines(lines: readonly string[]): void {
  process.stdout.write(lines.map((line) => `${line}\n`).join(""));
}

export function warn(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** A plain text table: columns padded to their widest cell, numbers right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const isNumeric = header.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[-+(). 0-9]*$/.test(row[i] ?? "")),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (isNumeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}
