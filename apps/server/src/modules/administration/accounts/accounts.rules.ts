import type { AuditAction } from '@yanxiu/contract/administration-audit';
import type { ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { RoleCode } from '@yanxiu/contract/roles';
import { violatedUniqueConstraint } from '@server/db/constraint-errors';
import type { Executor } from '@server/db/client';
import { passwordPlacesOfUnit, requireAcceptablePassword } from '@server/modules/auth/auth.public';
import { isCodeOf, isSubjectOfSection } from '@server/modules/basecode/basecode.public';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { administrationAccess } from '../administration.access';
import type { UnitRow } from '../units/units.service';
import { findAccount, findClash, updateAccount, type AccountRow, type Teaching } from './accounts.repository';
import type { GrantRefusal, GrantUnit } from './role-grants';
import { temporaryPassword } from './temporary-password';

// The rules the accounts' services share: the account as answered, who may manage it, the checks of a write and
// the one guarded change with its audit entry.

export const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

/** An account as staff see it (the answer of every account route and what the audit log keeps). */
export function toManagedAccount(row: AccountRow): ManagedAccount {
  return {
    id: String(row.id),
    username: row.username,
    name: row.name,
    gender: row.gender === '1' || row.gender === '2' ? row.gender : null,
    phone: row.phone,
    orgUnitId: String(row.orgUnitId),
    orgUnitName: row.unitName,
    roles: row.roles as RoleCode[],
    status: row.status === 'disabled' ? 'disabled' : 'active',
    mustChangePassword: row.mustChangePassword,
    locked: row.locked,
    teaching:
      row.teacherUserId === null
        ? null
        : { sectionCode: row.sectionCode, subjectCode: row.subjectCode, titleCode: row.titleCode, phaseCode: row.phaseCode },
    version: row.version,
  };
}

export const grantUnitOf = (unit: Pick<UnitRow, 'path' | 'level' | 'closedAt'>): GrantUnit => ({
  path: unit.path,
  level: unit.level,
  closed: unit.closedAt !== null,
});
export const accountUnitOf = (row: AccountRow): GrantUnit => ({
  path: row.unitPath,
  level: row.unitLevel,
  closed: row.unitClosedAt !== null,
});

/** A refused grant: beyond the actor (403), or a role that does not fit the unit (422 on the field). */
export function refuseGrant(refusal: GrantRefusal, field: string): AppError {
  if (refusal === 'wrong_level') return unprocessable(field, 'a role does not fit the level of this unit');
  if (refusal === 'unit_closed') return new AppError('STATE_NOT_ALLOWED', { issues: [{ path: field, message: 'the unit is closed' }] });
  return new AppError('FORBIDDEN');
}

/** Checks the teaching record's codes against the code tables (422 naming the field). */
export async function checkTeaching(db: Executor, teaching: Teaching): Promise<void> {
  const issues = [];
  if (teaching.sectionCode && !(await isCodeOf(db, 'section', teaching.sectionCode)))
    issues.push({ path: 'body.teaching.sectionCode', message: 'unknown section' });
  if (teaching.subjectCode && !teaching.sectionCode)
    issues.push({ path: 'body.teaching.sectionCode', message: 'a subject needs its section' });
  if (teaching.sectionCode && teaching.subjectCode && !(await isSubjectOfSection(db, teaching.sectionCode, teaching.subjectCode))) {
    issues.push({ path: 'body.teaching.subjectCode', message: 'subject is not taught in this section' });
  }
  if (teaching.titleCode && !(await isCodeOf(db, 'professionalTitle', teaching.titleCode)))
    issues.push({ path: 'body.teaching.titleCode', message: 'unknown title' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

export async function checkClash(
  ctx: RequestContext,
  db: Executor,
  clash: { username?: string; phone: string | null; exceptId?: number },
): Promise<void> {
  const found = await findClash(db, ctx.tenantId, clash);
  const issues = [];
  if (found.username) issues.push({ path: 'body.username', message: 'this username is taken' });
  if (found.phone) issues.push({ path: 'body.phone', message: 'another account has this phone number' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

/** The unique index of a tenant's phone numbers (schema/identity.ts). */
const PHONE_UNIQUE_INDEX = 'users_tenant_phone_key';

/** Runs a write that may give an account a phone number: one taken meanwhile (the unique index) answers 409. */
export async function phoneGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatedUniqueConstraint(error) !== PHONE_UNIQUE_INDEX) throw error;
    throw new AppError('PHONE_IN_USE', { issues: [{ path: 'body.phone', message: 'another account has this phone number' }] });
  }
}

/** An account the caller may manage: in their units (404 otherwise) and holding nothing above them (403). */
export async function manageableAccount(ctx: RequestContext, db: Executor, id: number): Promise<AccountRow> {
  const row = await findAccount(db, ctx.tenantId, id);
  if (!row || !administrationAccess.reachUnit(ctx.actor, { path: row.unitPath })) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, administrationAccess.manageAccount, { roles: row.roles as RoleCode[], unit: accountUnitOf(row) });
  return row;
}

/** A guarded change of one account and its audit entry, in one transaction; answers the account as changed. */
export async function changeAccount(
  ctx: RequestContext,
  id: number,
  version: number,
  action: AuditAction,
  plan: (tx: Executor, row: AccountRow) => Promise<Parameters<typeof updateAccount>[4]>,
  after?: (tx: Executor, row: AccountRow) => Promise<unknown>,
): Promise<ManagedAccount> {
  return phoneGuarded(
    ctx.transaction(async (tx) => {
      const before = await manageableAccount(ctx, tx, id);
      if (before.version !== version) throw new AppError('STALE_VERSION');
      const set = await plan(tx, before);
      if (!(await updateAccount(tx, ctx.tenantId, id, version, set))) throw new AppError('STALE_VERSION');
      const extra = await after?.(tx, before);
      const changed = toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
      await recordAudit(tx, ctx, {
        action,
        entityType: 'user',
        entityId: String(id),
        before: toManagedAccount(before),
        after: extra === undefined ? changed : { ...changed, ...(extra as object) },
      });
      return changed;
    }),
  );
}

/** A fresh one-time password, hashed, checked against the tenant's rules and the owner's words like any other. */
export async function newTemporaryPassword(
  ctx: RequestContext,
  owner: { username: string; name: string; phone: string | null; orgUnitId: number },
) {
  const rules = await signInPolicyOf(ctx.db, ctx.tenantId);
  const password = temporaryPassword(rules.passwordMinLength);
  const places = await passwordPlacesOfUnit(ctx, owner.orgUnitId);
  await requireAcceptablePassword(password, { ...owner, places }, { rules, locale: ctx.locale, field: 'body.id' });
  return { password, hash: await ctx.passwords.hash(password) };
}
