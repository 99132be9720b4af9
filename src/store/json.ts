// Event data is opaque to the store, but it must survive a round trip through every adapter
// unchanged. JSON.stringify silently turns NaN into null, drops undefined and functions, and
// turns Dates into strings; an event log must not change what it was given, so we refuse
// instead. A refusal is a programming error (exceptions are for bugs: docs/architecture.md).

export class EventDataError extends TypeError {
  constructor(path: string, why: string) {
    super(`event data at ${path} is not storable JSON: ${why}`);
    this.name = "EventDataError";
  }
}

/** The JSON text of `value`, or an EventDataError naming the first offending path. */
export function toJsonText(value: unknown, path = "data"): string {
  assertPlainJson(value, path, new Set());
  return JSON.stringify(value);
}

function assertPlainJson(value: unknown, path: string, ancestors: Set<object>): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new EventDataError(path, `${value} has no JSON form`);
    return;
  }
  if (typeof value !== "object") throw new EventDataError(path, `a ${typeof value} has no JSON form`);
  if (ancestors.has(value)) throw new EventDataError(path, "it contains itself (a cycle)");
  ancestors.add(value);
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => assertPlainJson(item, `${path}[${index}]`, ancestors));
  } else {
    if (!isPlainObject(value))
      throw new EventDataError(path, `a ${value.constructor?.name ?? "special"} object is not plain JSON`);
    for (const [key, item] of Object.entries(value)) assertPlainJson(item, `${path}.${key}`, ancestors);
  }
  ancestors.delete(value);
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
