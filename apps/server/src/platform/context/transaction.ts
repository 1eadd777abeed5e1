import type { Db } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';

/** The transaction handle `db.transaction` gives its work (an Executor like the database itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// PostgreSQL's foreign_key_violation.
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write in one transaction. Services check references before writing; a concurrent change between the check
 * and the write (a row deleted while another request points at it) still trips a foreign key, which is a state
 * conflict for the caller (409), not a server failure.
 */
export async function runInTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT');
    throw error;
  }
}
