import { ACCOUNT_COUNT_CAP, type AccountCreateBody, type AccountListQuery, type AccountUpdateBody, type ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { RoleCode } from '@yanxiu/contract/roles';
import { violatedUniqueConstraint } from '@server/db/constraint-errors';
import type { Executor } from '@server/db/client';
import { clearSignInLockout, passwordPlacesOfUnit, requireAcceptablePassword } from '@server/modules/auth/auth.public';
import { isCodeOf, isSubjectOfSection } from '@server/modules/basecode/basecode.public';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { administrationAccess } from '../administration.access';
import { reachableUnit, type UnitRow } from '../units/units.service';
import {
  endSessions,
  findAccount,
  findClash,
  insertAccount,
  insertMove,
  listAccounts,
  listMoves,
  saveTeaching,
  updateAccount,
  type AccountRow,
  type Teaching,
} from './accounts.repository';
import { grantableRoles, rolesRefusal, type GrantRefusal, type GrantUnit } from './role-grants';
import { temporaryPassword } from './temporary-password';

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

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
      row.teacherUserId === null ? null : { sectionCode: row.sectionCode, subjectCode: row.subjectCode, titleCode: row.titleCode, phaseCode: row.phaseCode },
    version: row.version,
  };
}

const grantUnitOf = (unit: Pick<UnitRow, 'path' | 'level' | 'closedAt'>): GrantUnit => ({ path: unit.path, level: unit.level, closed: unit.closedAt !== null });
const accountUnitOf = (row: AccountRow): GrantUnit => ({ path: row.unitPath, level: row.unitLevel, closed: row.unitClosedAt !== null });

/** A refused grant: beyond the actor (403), or a role that does not fit the unit (422 on the field). */
function refuseGrant(refusal: GrantRefusal, field: string): AppError {
  if (refusal === 'wrong_level') return unprocessable(field, 'a role does not fit the level of this unit');
  if (refusal === 'unit_closed') return new AppError('STATE_NOT_ALLOWED', { issues: [{ path: field, message: 'the unit is closed' }] });
  return new AppError('FORBIDDEN');
}

/** Checks the teaching record's codes against the code tables (422 naming the field). */
async function checkTeaching(db: Executor, teaching: Teaching): Promise<void> {
  const issues = [];
  if (teaching.sectionCode && !(await isCodeOf(db, 'section', teaching.sectionCode))) issues.push({ path: 'body.teaching.sectionCode', message: 'unknown section' });
  if (teaching.subjectCode && !teaching.sectionCode) issues.push({ path: 'body.teaching.sectionCode', message: 'a subject needs its section' });
  if (teaching.sectionCode && teaching.subjectCode && !(await isSubjectOfSection(db, teaching.sectionCode, teaching.subjectCode))) {
    issues.push({ path: 'body.teaching.subjectCode', message: 'subject is not taught in this section' });
  }
  if (teaching.titleCode && !(await isCodeOf(db, 'professionalTitle', teaching.titleCode))) issues.push({ path: 'body.teaching.titleCode', message: 'unknown title' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

async function checkClash(db: Executor, ctx: RequestContext, clash: { username?: string; phone: string | null; exceptId?: number }): Promise<void> {
  const found = await findClash(db, ctx.tenantId, clash);
  const issues = [];
  if (found.username) issues.push({ path: 'body.username', message: 'this username is taken' });
  if (found.phone) issues.push({ path: 'body.phone', message: 'another account has this phone number' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

/** The unique index of a tenant's phone numbers (schema/identity.ts). */
const PHONE_UNIQUE_INDEX = 'users_tenant_phone_key';

/** Runs a write that may give an account a phone number: one taken meanwhile (the unique index) answers 409. */
async function phoneGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatedUniqueConstraint(error) !== PHONE_UNIQUE_INDEX) throw error;
    throw new AppError('PHONE_IN_USE', { issues: [{ path: 'body.phone', message: 'another account has this phone number' }] });
  }
}

/** Accounts of the caller's units: list, create, edit, disable and re-enable, reset, unlock, move, history. */
export function createAccountsService({ passwords }: Pick<AppDeps, 'passwords'>) {
  /** An account the caller may manage: in their units (404 otherwise) and holding nothing above them (403). */
  async function manageable(db: Executor, ctx: RequestContext, id: number): Promise<AccountRow> {
    const row = await findAccount(db, ctx.tenantId, id);
    if (!row || !administrationAccess.reachUnit(ctx.actor, { path: row.unitPath })) throw new AppError('NOT_FOUND');
    requireAccess(ctx.actor, administrationAccess.manageAccount, { roles: row.roles as RoleCode[], unit: accountUnitOf(row) });
    return row;
  }

  /** A guarded change of one account and its audit entry, in one transaction; answers the account as changed. */
  async function change(
    ctx: RequestContext,
    id: number,
    version: number,
    action: string,
    plan: (tx: Executor, row: AccountRow) => Promise<Parameters<typeof updateAccount>[4]>,
    after?: (tx: Executor, row: AccountRow) => Promise<unknown>,
  ): Promise<ManagedAccount> {
    return phoneGuarded(ctx.transaction(async (tx) => {
      const before = await manageable(tx, ctx, id);
      if (before.version !== version) throw new AppError('STALE_VERSION');
      const set = await plan(tx, before);
      if (!(await updateAccount(tx, ctx.tenantId, id, version, set))) throw new AppError('STALE_VERSION');
      const extra = await after?.(tx, before);
      const changed = toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
      await recordAudit(tx, ctx, { action, entityType: 'user', entityId: String(id), before: toManagedAccount(before), after: extra === undefined ? changed : { ...changed, ...(extra as object) } });
      return changed;
    }));
  }

  /** A fresh one-time password, hashed, checked against the tenant's rules and the owner's words like any other. */
  async function newTemporaryPassword(ctx: RequestContext, owner: { username: string; name: string; phone: string | null; orgUnitId: number }) {
    const rules = await signInPolicyOf(ctx.db, ctx.tenantId);
    const password = temporaryPassword(rules.passwordMinLength);
    const places = await passwordPlacesOfUnit(ctx, owner.orgUnitId);
    await requireAcceptablePassword(password, { ...owner, places }, { rules, locale: ctx.locale, field: 'body.id' });
    return { password, hash: await passwords.hash(password) };
  }

  return {
    async list(ctx: RequestContext, query: AccountListQuery) {
      const top = administrationAccess.reachUnit(ctx.actor, { path: '/' });
      const underPath = query.unitId ? (await reachableUnit(ctx, ctx.db, Number(query.unitId))).path : top ? null : ctx.actor.orgPath;
      const { rows, total, totalIsLowerBound } = await listAccounts(
        ctx.db,
        ctx.tenantId,
        { underPath, keyword: query.keyword || undefined, status: query.status, role: query.role },
        { offset: (query.current - 1) * query.size, limit: query.size, countCap: ACCOUNT_COUNT_CAP },
      );
      return { records: rows.map(toManagedAccount), total, totalIsLowerBound, current: query.current, size: query.size };
    },

    async grantable(ctx: RequestContext, unitId: number) {
      const unit = await reachableUnit(ctx, ctx.db, unitId);
      return { roles: grantableRoles(ctx.actor.roles, { path: ctx.actor.orgPath }, grantUnitOf(unit)) };
    },

    async create(ctx: RequestContext, body: AccountCreateBody) {
      const unit = await reachableUnit(ctx, ctx.db, Number(body.orgUnitId));
      const refusal = rolesRefusal(ctx.actor.roles, { path: ctx.actor.orgPath }, body.roles, grantUnitOf(unit));
      if (refusal) throw refuseGrant(refusal, 'body.roles');
      if (body.teaching) await checkTeaching(ctx.db, body.teaching);
      await checkClash(ctx.db, ctx, { username: body.username, phone: body.phone });
      const initial = await newTemporaryPassword(ctx, { ...body, orgUnitId: unit.id });
      return phoneGuarded(ctx.transaction(async (tx) => {
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
          await saveTeaching(tx, ctx.tenantId, id, body.teaching ?? { sectionCode: null, subjectCode: null, titleCode: null, phaseCode: null }, new Date());
        }
        const account = toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
        await recordAudit(tx, ctx, { action: 'administration.account_created', entityType: 'user', entityId: String(id), after: account });
        return { account, temporaryPassword: initial.password };
      }));
    },

    /** Edits the person and their roles: every role given or taken away must be one the caller may grant there. */
    async update(ctx: RequestContext, body: AccountUpdateBody) {
      const id = Number(body.id);
      return change(
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
          await checkClash(tx, ctx, { phone: body.phone, exceptId: id });
          return { name: body.name, gender: body.gender, phone: body.phone, roles: body.roles };
        },
        async (tx, row) => {
          if (body.teaching && (body.roles.includes('teacher') || row.teacherUserId !== null)) await saveTeaching(tx, ctx.tenantId, id, body.teaching, new Date());
          else if (body.roles.includes('teacher') && row.teacherUserId === null) {
            await saveTeaching(tx, ctx.tenantId, id, { sectionCode: null, subjectCode: null, titleCode: null, phaseCode: null }, new Date());
          }
          return undefined;
        },
      );
    },

    /** Disables an account: it can no longer sign in and every session of it ends at once. */
    disable(ctx: RequestContext, body: { id: string; version: number }) {
      const id = Number(body.id);
      if (id === ctx.actor.userId) throw new AppError('STATE_NOT_ALLOWED', { issues: [{ path: 'body.id', message: 'you cannot disable your own account' }] });
      return change(
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
    },

    /** Re-enables a disabled account, unless its unit has been closed since (move it first). */
    enable(ctx: RequestContext, body: { id: string; version: number }) {
      return change(ctx, Number(body.id), body.version, 'administration.account_enabled', async (_tx, row) => {
        if (row.status !== 'disabled' || row.unitClosedAt !== null) throw new AppError('STATE_NOT_ALLOWED');
        return { status: 'active' };
      });
    },

    /** A new one-time password the owner must change at next sign-in; their sessions end. Answered once, never stored. */
    async resetPassword(ctx: RequestContext, body: { id: string; version: number }) {
      const id = Number(body.id);
      const owner = await manageable(ctx.db, ctx, id);
      const fresh = await newTemporaryPassword(ctx, owner);
      const account = await change(
        ctx,
        id,
        body.version,
        'administration.account_password_reset',
        async () => ({ passwordHash: fresh.hash, mustChangePassword: true }),
        async (tx) => ({ endedSessions: await endSessions(tx, ctx.tenantId, id, new Date()) }),
      );
      return { account, temporaryPassword: fresh.password };
    },

    /** Lifts the sign-in lock of an account after repeated failures. */
    async unlock(ctx: RequestContext, body: { id: string }) {
      const id = Number(body.id);
      return ctx.transaction(async (tx) => {
        const row = await manageable(tx, ctx, id);
        if (!row.locked) throw new AppError('STATE_NOT_ALLOWED');
        await clearSignInLockout(eventScopeOf(ctx, tx), row.username);
        await recordAudit(tx, ctx, { action: 'administration.account_unlocked', entityType: 'user', entityId: String(id), before: { locked: true }, after: { locked: false } });
        return toManagedAccount((await findAccount(tx, ctx.tenantId, id))!);
      });
    },

    /**
     * Moves an account to another unit the caller reaches, with roles that fit there. Records stay with the user's id,
     * so their history follows them; the move itself is kept in their unit history.
     */
    move(ctx: RequestContext, body: { id: string; version: number; orgUnitId: string }) {
      const id = Number(body.id);
      let target: UnitRow | undefined;
      return change(
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
          await insertMove(tx, ctx.tenantId, { userId: id, fromOrgUnitId: row.orgUnitId, toOrgUnitId: target!.id, movedByUserId: ctx.actor.userId, movedAt: new Date() });
          return undefined;
        },
      );
    },

    async history(ctx: RequestContext, id: number) {
      await manageable(ctx.db, ctx, id);
      const moves = await listMoves(ctx.db, ctx.tenantId, id);
      return { moves: moves.map((move) => ({ ...move, movedAt: move.movedAt.toISOString() })) };
    },
  };
}
