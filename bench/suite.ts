// One benchmark suite: a name and a run that returns the text (Markdown) it measured.
// bench/main.ts runs every suite of bench/suites.ts in order.
export interface BenchSuite {
  readonly name: string;
  run(): Promise<string>;
}
