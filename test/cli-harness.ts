// Runs the CLI in-process, capturing what it prints, so CLI tests stay fast.
import { vi } from "vitest";
import { run } from "../src/cli/program.js";

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[]): Promise<CliRun> {
  return captureOutput(() => run(args));
}

/** The exit code of `runs` and everything it printed on stdout and stderr. */
export async function captureOutput<Code>(
  runs: () => Promise<Code>,
): Promise<{ readonly code: Code; readonly stdout: string; readonly stderr: string }> {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await runs();
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
