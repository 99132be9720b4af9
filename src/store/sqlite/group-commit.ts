// Group commit: appends that arrive while the event loop is busy (every player of a round
// reporting at once) share one transaction and so one fsync, instead of one fsync each. Every
// append still gets its own savepoint — all or none of its events — and no caller hears back
// before the shared COMMIT is on disk, so "durable when acknowledged" holds for each of them.

export type Settled<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

interface Waiting<In, Out> {
  readonly input: In;
  readonly resolve: (value: Out) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit<In, Out> {
  #queue: Waiting<In, Out>[] = [];
  #isScheduled = false;

  /** `commit` runs one transaction for the whole group; if it throws, nothing was committed. */
  constructor(private readonly commit: (group: readonly In[]) => Settled<Out>[]) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, resolve, reject });
      if (this.#isScheduled) return;
      this.#isScheduled = true;
      setImmediate(() => this.flush());
    });
  }

  /** Commits whatever is waiting now (also called before the database closes). */
  flush(): void {
    this.#isScheduled = false;
    const group = this.#queue;
    this.#queue = [];
    if (group.length === 0) return;
    let outcomes: Settled<Out>[];
    try {
      outcomes = this.commit(group.map((waiting) => waiting.input));
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
      return;
    }
    group.forEach((waiting, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
