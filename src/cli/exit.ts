// docs/architecture.md: exit status 0 on success, 1 on bad input with a message naming the field and the
// rule, 2 on usage errors. Commands throw these; main.ts turns them into the exit status.

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_BAD_INPUT,
  ) {
    super(message);
  }
}

export function badInput(message: string): never {
  throw new CliError(message, EXIT_BAD_INPUT);
}

export function usageError(message: string): never {
  throw new CliError(message, EXIT_USAGE);
}
