// Versioned migrations (ADR 0003): each adapter lists numbered SQL steps; the
// `schema_migrations` table records which ran. Opening a store applies the missing ones in
// order, so starting twice changes nothing, and a database written by a newer Hands Down is
// refused rather than silently misread.

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The migrations still to run, in order; throws (a bug or a too-old program) otherwise. */
export function planMigrations(known: readonly Migration[], applied: readonly number[]): Migration[] {
  known.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(
        `migration "${migration.name}" is numbered ${migration.version}, expected ${index + 1}`,
      );
  });
  const unknown = applied.filter((version) => version < 1 || version > known.length);
  if (unknown.length > 0) {
    throw new Error(
      `the database has schema migration ${Math.max(...unknown)}, but this Hands Down knows only up to ${known.length}: upgrade Hands Down`,
    );
  }
  const done = new Set(applied);
  return known.filter((migration) => !done.has(migration.version));
}
