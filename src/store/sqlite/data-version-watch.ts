// Appends by other processes on the same file (the CLI beside the server) must wake this
// process's subscribers too. SQLite has no notifications, but PRAGMA data_version changes
// whenever another connection commits: polling it is one cheap read, and only while someone
// is subscribed.

export class DataVersionWatch {
  #timer: NodeJS.Timeout | undefined;
  #last = 0;

  constructor(
    private readonly readDataVersion: () => number,
    private readonly onChange: () => void,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#last = this.readDataVersion();
    this.#timer = setInterval(() => {
      const current = this.readDataVersion();
      if (current === this.#last) return;
      this.#last = current;
      this.onChange();
    }, this.intervalMs);
    this.#timer.unref(); // never keeps the process alive on its own
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
