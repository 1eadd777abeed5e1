import type { RequestContext } from '@server/platform/context/request-context';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import type { Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { assessmentTexts } from '../assessment.texts';
import { findBank, type BankRow, type Reach } from './banks.repository';

// Finding a bank for a caller: 404 when it is out of their reach, 403 when they may only use it and want to change
// it, 409 when it is archived and they want to change it. Every bank, folder and question service goes through here.

/** Where the caller stands in the unit tree. */
export function reachOf(actor: Actor): Reach {
  return { orgPath: actor.orgPath, everywhere: assessmentAccess.reachEveryUnit(actor) };
}

/** A bank the caller may at least use; 404 otherwise. */
export async function bankToUse(ctx: RequestContext, db: Executor, bankId: number): Promise<BankRow> {
  const bank = await findBank(db, ctx.tenantId, bankId);
  if (!bank || !assessmentAccess.useBank(ctx.actor, bank)) throw new AppError('NOT_FOUND');
  return bank;
}

/** Refuses a change of a bank: 404 out of reach, 403 when only shared down to the caller, 409 when archived. */
function checkChange(ctx: RequestContext, bank: BankRow | undefined, archivedToo: boolean): BankRow {
  if (!bank || !assessmentAccess.useBank(ctx.actor, bank)) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, assessmentAccess.manageBank, bank);
  if (bank.archivedAt && !archivedToo) throw new AppError('STATE_NOT_ALLOWED', { message: assessmentTexts(ctx.locale, 'bankArchived') });
  return bank;
}

/** A live bank the caller manages, not locked (a dry run's check, which changes nothing). */
export async function bankToManage(ctx: RequestContext, db: Executor, bankId: number): Promise<BankRow> {
  return checkChange(ctx, await findBank(db, ctx.tenantId, bankId), false);
}

/** A live bank the caller manages, locked for the rest of the transaction (a change of it or of what it holds). */
export async function bankToChange(
  ctx: RequestContext,
  tx: Executor,
  bankId: number,
  options: { archivedToo?: boolean } = {},
): Promise<BankRow> {
  return checkChange(ctx, await findBank(tx, ctx.tenantId, bankId, true), options.archivedToo === true);
}
