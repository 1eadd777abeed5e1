// Telling which constraint a write ran into, under both drivers (node-postgres and PGlite both report the SQLSTATE
// and the constraint's name; drizzle wraps them in a DrizzleQueryError whose `cause` is the driver's error).

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** A unique or foreign-key violation as the driver reported it: what an operator needs, no values. */
export type ConstraintViolation = {
  kind: 'unique' | 'foreign_key';
  /** The SQLSTATE: 23505 or 23503. */
  sqlState: string;
  constraint: string | undefined;
  table: string | undefined;
};

/** The first error of the cause chain that carries a SQLSTATE of class 23 we map, if any. */
export function constraintViolationOf(error: unknown): ConstraintViolation | undefined {
  let current = error;
  // Bounded: a cause chain is short, and a cycle must not loop forever.
  for (let seen = 0; typeof current === 'object' && current !== null && seen < 5; seen += 1) {
    const { code, constraint, table, cause } = current as { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION) {
      return {
        kind: code === UNIQUE_VIOLATION ? 'unique' : 'foreign_key',
        sqlState: code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        table: typeof table === 'string' ? table : undefined,
      };
    }
    current = cause;
  }
  return undefined;
}

/** The name of the unique index or constraint the error reports violated, if it is such an error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const violation = constraintViolationOf(error);
  return violation?.kind === 'unique' ? violation.constraint : undefined;
}
