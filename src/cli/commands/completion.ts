// `handsdown completion bash|zsh|fish`: a shell completion script generated from the commander
// definitions themselves (issue 13 item 7), so it lists exactly the commands and options `--help`
// shows. Install: `handsdown completion bash > /etc/bash_completion.d/handsdown`, or
// `source <(handsdown completion zsh)`, or `handsdown completion fish > ~/.config/fish/completions/handsdown.fish`.
import type { Command } from "commander";

export function registerCompletion(program: Command): void {
  program
    .command("completion")
    .description("print a shell completion script (bash, zsh or fish) for every command and option")
    .argument("<shell>", "bash, zsh or fish")
    .action(async (shell: string) => {
      const { runCompletion } = await import("./completion.run.js");
      runCompletion(program, shell);
    });
}
