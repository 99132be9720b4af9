// The guides' top-down walk over a list of unpaired players, kept as a doubly linked list so that
// removing a paired player is O(1) and "the next lower unpaired player" is one step.

export class UnpairedList {
  private readonly nextOf: Int32Array;
  private readonly prevOf: Int32Array;
  private first: number;
  private count: number;
  /** Sentinel index meaning "no more players". */
  readonly end: number;

  constructor(size: number) {
    this.end = size;
    this.nextOf = new Int32Array(size + 1);
    this.prevOf = new Int32Array(size + 1);
    for (let i = 0; i <= size; i++) {
      this.nextOf[i] = i + 1;
      this.prevOf[i] = i - 1;
    }
    this.first = 0; // = end when the list is empty
    this.count = size;
  }

  get head(): number {
    return this.first;
  }

  get size(): number {
    return this.count;
  }

  next(i: number): number {
    return this.nextOf[i]!;
  }

  remove(i: number): void {
    const before = this.prevOf[i]!;
    const after = this.nextOf[i]!;
    if (before >= 0) this.nextOf[before] = after;
    else this.first = after;
    this.prevOf[after] = before;
    this.count -= 1;
  }

  /** Remaining indexes, in order. */
  toArray(): number[] {
    const out: number[] = [];
    for (let i = this.first; i !== this.end; i = this.nextOf[i]!) out.push(i);
    return out;
  }
}

/** Where a walk stopped: `index` is `list.end` when every remaining player was passed over. */
export interface Walk {
  readonly index: number;
  readonly skipped: readonly string[];
}

/**
 * P3/A5, the one walk both guides use: from `start` down the unpaired players, the first one
 * `isRematch` does not refuse ("the next lower player he has not played"), and those passed over.
 */
export function walkToNotMet(
  list: UnpairedList,
  order: readonly string[],
  start: number,
  isRematch: (id: string) => boolean,
): Walk {
  const skipped: string[] = [];
  let j = start;
  while (j !== list.end && isRematch(order[j]!)) {
    skipped.push(order[j]!);
    j = list.next(j);
  }
  return { index: j, skipped };
}

/** At most a few names in a trace line; big events would otherwise print hundreds. */
export function listNames(ids: readonly string[], limit = 4): string {
  if (ids.length <= limit) return ids.join(", ");
  return `${ids.slice(0, limit).join(", ")} and ${ids.length - limit} more`;
}
