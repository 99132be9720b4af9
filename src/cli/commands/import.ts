// docs/architecture.md: `handsdown import FILE… [--db PATH]` prints each new event's id;
// `handsdown import --from swccg-pc FILE… [--date D]` reads the Players Committee's own files.
// The definition stays light (fast --help); the work lives in import.run.ts.
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";
import { IMPORT_FORMATS } from "./import-formats.js";
import type { ImportOptions } from "./import.run.js";

export function registerImport(program: Command): void {
  addDbOption(
    program
      .command("import")
      .description(
        "import results files (docs/guide/results-file.md), or the Players Committee's tournament files " +
          "with --from swccg-pc, as new events of the event log; prints each new event's id. " +
          "A file already imported (same content) is reported and creates nothing",
      )
      .argument(
        "<files...>",
        "files to import (JSON); a refused file is listed and the others imported (exit 1)",
      )
      .option("--from <format>", `file format: ${IMPORT_FORMATS.join(" or ")}`, "handsdown")
      .option(
        "--date <YYYY-MM-DD>",
        "swccg-pc: the event's date when the file has neither date nor lastUpdate",
      )
      .option(
        "--sanctioned",
        "swccg-pc: mark the events sanctioned, so `ratings` rates them (the Committee's files are its sanctioned history)",
      )
      .option("--json", 'print {"events":[{"file","id","isDuplicate"}],"refused"?} and nothing else'),
  ).action(async (files: string[], options: ImportOptions) => {
    const { run } = await import("./import.run.js");
    await run(files, options);
  });
}
