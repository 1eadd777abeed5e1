import type { ErrorName } from '@yanxiu/contract/errors';
import { recordAudit, type AuditEntry } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Tx } from '@server/platform/context/transaction';
import { AppError } from '@server/platform/http/app-error';

/** One change of a versioned record (a selection project's or a topic call's save, publish, extend or close). */
export type VersionedChange<Row> = {
  /** The guarded statement: the row as written, or undefined when it moved since the version read or left its state. */
  write: (tx: Tx) => Promise<Row | undefined>;
  /** What a write that found no row answers (409 STALE_VERSION unless the caller knows better). */
  refusal?: ErrorName;
  /** The change's other writes (a draft's parts), in its transaction once the guarded write succeeded. */
  alongside?: (tx: Tx, row: Row) => Promise<void>;
  /** The audit entry of the written row. */
  audit: (row: Row) => AuditEntry;
};

/**
 * Writes a versioned record at the version its caller read, in one transaction with its audit entry, so two staff
 * editing one record cannot overwrite each other: the second write finds no row and is refused (409), nothing written.
 */
export async function writeAtVersion<Row>(ctx: RequestContext, change: VersionedChange<Row>): Promise<Row> {
  return ctx.transaction(async (tx) => {
    const row = await change.write(tx);
    if (row === undefined) throw new AppError(change.refusal ?? 'STALE_VERSION');
    await change.alongside?.(tx, row);
    await recordAudit(tx, ctx, change.audit(row));
    return row;
  });
}
