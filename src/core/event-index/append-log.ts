// Columns of numbers that only grow, shared by every version of an event's index (docs/performance.md: the
// index is extended after each result instead of being rebuilt from every scored game).
// A version sees the first `length` rows; rows below that never change. Appending to the newest
// version writes in place (amortised O(1) per row); appending to an older version — a branch —
// copies its rows first, so no version ever sees another's rows. From outside it is immutable.

export type ColumnKind = "int" | "float";
export type Column = Int32Array | Float64Array;

interface Shared {
  readonly kinds: readonly ColumnKind[];
  columns: Column[];
  /** Rows written by the newest version; a writer starting below this must branch. */
  length: number;
}

function allocate(kind: ColumnKind, capacity: number): Column {
  return kind === "int" ? new Int32Array(capacity) : new Float64Array(capacity);
}

function grow(shared: Shared, needed: number): void {
  const capacity = shared.columns[0]?.length ?? 0;
  if (needed <= capacity) return;
  const next = Math.max(needed, capacity * 2, 64);
  shared.columns = shared.columns.map((column, k) => {
    const bigger = allocate(shared.kinds[k]!, next);
    bigger.set(column);
    return bigger;
  });
}

export class AppendLog {
  private constructor(
    private readonly shared: Shared,
    readonly length: number,
  ) {}

  static empty(kinds: readonly ColumnKind[]): AppendLog {
    return new AppendLog({ kinds, columns: kinds.map((kind) => allocate(kind, 0)), length: 0 }, 0);
  }

  /** Column k; only rows below `length` belong to this version. */
  column(k: number): Column {
    return this.shared.columns[k]!;
  }

  writer(): LogWriter {
    if (this.shared.length === this.length)
      return new LogWriter(this.shared, this.length, (shared, length) => new AppendLog(shared, length));
    // A branch: an older version extended again. Copy its rows so the newer versions keep theirs.
    const copy: Shared = {
      kinds: this.shared.kinds,
      columns: this.shared.columns.map((column) => column.slice(0, Math.max(this.length, 1))),
      length: this.length,
    };
    return new LogWriter(copy, this.length, (shared, length) => new AppendLog(shared, length));
  }
}

export class LogWriter {
  private cursor: number;

  constructor(
    private readonly shared: Shared,
    start: number,
    private readonly finish: (shared: Shared, length: number) => AppendLog,
  ) {
    this.cursor = start;
  }

  /** Appends one row of values (one per column, in order). */
  push(...values: number[]): void {
    grow(this.shared, this.cursor + 1);
    const columns = this.shared.columns;
    for (let k = 0; k < values.length; k++) columns[k]![this.cursor] = values[k]!;
    this.cursor += 1;
  }

  done(): AppendLog {
    this.shared.length = this.cursor;
    return this.finish(this.shared, this.cursor);
  }
}
