import { ACCOUNT_COUNT_CAP, type AccountCreateBody, type AccountListQuery } from '@yanxiu/contract/administration-accounts';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { administrationAccess } from '../administration.access';
import { reachableUnit } from '../units/units.service';
import { findAccount, insertAccount, listAccounts, listMoves, saveTeaching } from './accounts.repository';
import {
  checkClash,
  checkTeaching,
  grantUnitOf,
  manageableAccount,
  newTemporaryPassword,
  phoneGuarded,
  refuseGrant,
  toManagedAccount,
} from './accounts.rules';
import { grantableRoles, rolesRefusal } from './role-grants';

// Accounts of the caller's units: the list, what may be granted where, the unit history and creating one.

/** A page of the accounts of the caller's units (or of one unit they reach), filtered. */
export async function listManagedAccounts(ctx: RequestContext, query: AccountListQuery) {
  const top = administrationAccess.reachUnit(ctx.actor, { path: '/' });
  const underPath = query.unitId ? (await reachableUnit(ctx, ctx.db, Number(query.unitId))).path : top ? null : ctx.actor.orgPath;
  const { rows, total, totalIsLowerBound } = await listAccounts(
    ctx.db,
    ctx.tenantId,
    { underPath, keyword: query.keyword || undefined, status: query.status, role: query.role },
    { offset: (query.current - 1) * query.size, limit: query.size, countCap: ACCOUNT_COUNT_CAP },
  );
  return { records: rows.map(toManagedAccount), total, totalIsLowerBound, current: query.current, size: query.size };
}

/** The roles the caller may give in a unit they reach. */
export async function grantableRolesIn(ctx: RequestContext, unitId: number) {
  const unit = await reachableUnit(ctx, ctx.db, unitId);
  return { roles: grantableRoles(ctx.actor.roles, { path: ctx.actor.orgPath }, grantUnitOf(unit)) };
}

/** The units an account has been moved between, for staff who manage it. */
export async function accountHistory(ctx: RequestContext, id: number) {
  await manageableAccount(ctx, ctx.db, id);
  const moves = await listMoves(ctx.db, ctx.tenantId, id);
  return { moves: moves.map((move) => ({ ...move, movedAt: move.movedAt.toISOString() })) };
}

/** Creates an account with a one-time password (answered once) in a unit the caller reaches, with roles they may give there. */
export async function createAccount(ctx: RequestContext, body: AccountCreateBody) {
  const unit = await reachableUnit(ctx, ctx.db, Number(body.orgUnitId));
  const refusal = rolesRefusal(ctx.actor.roles, { path: ctx.actor.orgPath }, body.roles, grantUnitOf(unit));
  if (refusal) throw refuseGrant(refusal, 'body.roles');
  if (body.teaching) await checkTeaching(ctx.db, body.teaching);
  await checkClash(ctx, ctx.db, { username: body.username, phone: body.phone });
  const initial = await newTemporaryPassword(ctx, { ...body, orgUnitId: unit.id });
  return phoneGuarded(
    ctx.transaction(async (tx) => {
      const id = await insertAccount(tx, ctx.tenantId, {
        username: body.username,
        passwordHash: initial.hash,
        name: body.name,
        gender: body.gender,
        phone: body.phone,
        orgUnitId: unit.id,
        roles: body.roles,
      });
      if (body.roles.includes('teacher')) {
        await saveTeaching(
          tx,
          ctx.tenantId,
          id,
          body.teaching ?? { sectionCode: null, subjectCode: null, titleCode: null, phaseCode: null },
          new Date(),
        );
      }
      const account = toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
      await recordAudit(tx, ctx, { action: 'administration.account_created', entityType: 'user', entityId: String(id), after: account });
      return { account, temporaryPassword: initial.password };
    }),
  );
}
