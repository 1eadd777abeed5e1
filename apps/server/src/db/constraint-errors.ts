// Telling which unique index a write ran into, under both drivers (node-postgres and PGlite both report the SQLSTATE
// and the constraint's name; drizzle wraps them in a DrizzleQueryError whose `cause` is the driver's error).

const UNIQUE_VIOLATION = '23505';

/** The name of the unique index or constraint the error reports violated, if it is such an error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current = error;
  // Bounded: a cause chain is short, and a cycle must not loop forever.
  for (let seen = 0; typeof current === 'object' && current !== null && seen < 5; seen += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION && typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}
