import type { AccountUpdateBody, ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { RoleCode } from '@yanxiu/contract/roles';
import { clearSignInLockout } from '@server/modules/auth/auth.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { reachableUnit, type UnitRow } from '../units/units.service';
import { endSessions, findAccount, insertMove, saveTeaching } from './accounts.repository';
import {
  accountUnitOf,
  changeAccount,
  checkClash,
  checkTeaching,
  grantUnitOf,
  manageableAccount,
  newTemporaryPassword,
  refuseGrant,
  toManagedAccount,
  unprocessable,
} from './accounts.rules';
import { rolesRefusal } from './role-grants';

// Changing an account the caller manages: editing, disabling and re-enabling, resetting, unlocking and moving.

/** Edits the person and their roles: every role given or taken away must be one the caller may grant there. */
export async function updateAccountDetails(ctx: RequestContext, body: AccountUpdateBody) {
  const id = Number(body.id);
  return changeAccount(
    ctx,
    id,
    body.version,
    'administration.account_updated',
    async (tx, row) => {
      const held = row.roles as RoleCode[];
      const changed = [...body.roles.filter((role) => !held.includes(role)), ...held.filter((role) => !body.roles.includes(role))];
      const refusal = rolesRefusal(ctx.actor.roles, { path: ctx.actor.orgPath }, changed, accountUnitOf(row));
      if (refusal) throw refuseGrant(refusal, 'body.roles');
      if (body.teaching) await checkTeaching(tx, body.teaching);
      await checkClash(ctx, tx, { phone: body.phone, exceptId: id });
      return { name: body.name, gender: body.gender, phone: body.phone, roles: body.roles };
    },
    async (tx, row) => {
      if (body.teaching && (body.roles.includes('teacher') || row.teacherUserId !== null))
        await saveTeaching(tx, ctx.tenantId, id, body.teaching, new Date());
      else if (body.roles.includes('teacher') && row.teacherUserId === null) {
        await saveTeaching(tx, ctx.tenantId, id, { sectionCode: null, subjectCode: null, titleCode: null, phaseCode: null }, new Date());
      }
      return undefined;
    },
  );
}

/** Disables an account: it can no longer sign in and every session of it ends at once. */
export function disableAccount(ctx: RequestContext, body: { id: string; version: number }): Promise<ManagedAccount> {
  const id = Number(body.id);
  if (id === ctx.actor.userId)
    throw new AppError('STATE_NOT_ALLOWED', { issues: [{ path: 'body.id', message: 'you cannot disable your own account' }] });
  return changeAccount(
    ctx,
    id,
    body.version,
    'administration.account_disabled',
    async (_tx, row) => {
      if (row.status === 'disabled') throw new AppError('STATE_NOT_ALLOWED');
      return { status: 'disabled' };
    },
    async (tx) => ({ endedSessions: await endSessions(tx, ctx.tenantId, id, new Date()) }),
  );
}

/** Re-enables a disabled account, unless its unit has been closed since (move it first). */
export function enableAccount(ctx: RequestContext, body: { id: string; version: number }): Promise<ManagedAccount> {
  return changeAccount(ctx, Number(body.id), body.version, 'administration.account_enabled', async (_tx, row) => {
    if (row.status !== 'disabled' || row.unitClosedAt !== null) throw new AppError('STATE_NOT_ALLOWED');
    return { status: 'active' };
  });
}

/** A new one-time password the owner must change at next sign-in; their sessions end. Answered once, never stored. */
export async function resetAccountPassword(ctx: RequestContext, body: { id: string; version: number }) {
  const id = Number(body.id);
  const owner = await manageableAccount(ctx, ctx.db, id);
  const fresh = await newTemporaryPassword(ctx, owner);
  const account = await changeAccount(
    ctx,
    id,
    body.version,
    'administration.account_password_reset',
    async () => ({ passwordHash: fresh.hash, mustChangePassword: true }),
    async (tx) => ({ endedSessions: await endSessions(tx, ctx.tenantId, id, new Date()) }),
  );
  return { account, temporaryPassword: fresh.password };
}

/** Lifts the sign-in lock of an account after repeated failures. */
export async function unlockAccount(ctx: RequestContext, body: { id: string }) {
  const id = Number(body.id);
  return ctx.transaction(async (tx) => {
    const row = await manageableAccount(ctx, tx, id);
    if (!row.locked) throw new AppError('STATE_NOT_ALLOWED');
    await clearSignInLockout(eventScopeOf(ctx, tx), row.username);
    await recordAudit(tx, ctx, {
      action: 'administration.account_unlocked',
      entityType: 'user',
      entityId: String(id),
      before: { locked: true },
      after: { locked: false },
    });
    return toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
  });
}

/**
 * Moves an account to another unit the caller reaches, with roles that fit there. Records stay with the user's id,
 * so their history follows them; the move itself is kept in their unit history.
 */
export function moveAccount(ctx: RequestContext, body: { id: string; version: number; orgUnitId: string }): Promise<ManagedAccount> {
  const id = Number(body.id);
  let target: UnitRow | undefined;
  return changeAccount(
    ctx,
    id,
    body.version,
    'administration.account_moved',
    async (tx, row) => {
      target = await reachableUnit(ctx, tx, Number(body.orgUnitId));
      if (target.id === row.orgUnitId) throw unprocessable('body.orgUnitId', 'the account is already in this unit');
      const refusal = rolesRefusal(ctx.actor.roles, { path: ctx.actor.orgPath }, row.roles as RoleCode[], grantUnitOf(target));
      if (refusal) throw refuseGrant(refusal, 'body.orgUnitId');
      return { orgUnitId: target.id };
    },
    async (tx, row) => {
      await insertMove(tx, ctx.tenantId, {
        userId: id,
        fromOrgUnitId: row.orgUnitId,
        toOrgUnitId: target!.id,
        movedByUserId: ctx.actor.userId,
        movedAt: new Date(),
      });
      return undefined;
    },
  );
}
