// `handsdown completion bash|zsh|fish`: a shell completion script generated from the commander
// definitions themselves, so it lists exactly the commands and options `--help`
// shows. How to install it is in its --help (the words docs/guide/terminal.md points to).
import type { Command } from "commander";
import { addDbOption } from "../store-option.js";

export function registerCompletion(program: Command): void {
  program
    .command("completion")
    .description("print a shell completion script (bash, zsh or fish) for every command and option")
    .argument("<shell>", "bash, zsh or fish")
    .addHelpText(
      "after",
      [
        "",
        "Install (then open a new shell):",
        "  bash: echo 'source <(handsdown completion bash)' >> ~/.bashrc",
        "  zsh:  echo 'source <(handsdown completion zsh)' >> ~/.zshrc",
        "  fish: handsdown completion fish > ~/.config/fish/completions/handsdown.fish",
        "Tab then offers the commands, their options, the log's event ids and, with a current event",
        "(handsdown use), its players' IDs and names.",
      ].join("\n"),
    )
    .action(async (shell: string) => {
      const { runCompletion } = await import("./completion.run.js");
      runCompletion(program, shell);
    });
}

/**
 * `handsdown complete-words [--db PATH]` (hidden): what the completion scripts offer for an
 * argument — the event ids of the log and, with a current event (handsdown use, HANDSDOWN_EVENT),
 * its players' IDs and the words of their names (any word names a player, e.g. `vader`).
 */
export function registerCompleteWords(program: Command): void {
  addDbOption(program.command("complete-words", { hidden: true })).action(async (flags: { db?: string }) => {
    const { runCompleteWords } = await import("./complete-words.run.js");
    await runCompleteWords(flags);
  });
}
