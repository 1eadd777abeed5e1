import type { DiskQuota, DiskQuotaSettings, SaveDiskQuotaSettingsBody } from '@yanxiu/contract/disk';
import type { RoleCode } from '@yanxiu/contract/roles';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import type { RequestContext } from '@server/platform/context/request-context';
import { findUsage, listQuotaRules, replaceQuotaRules, type QuotaOwner } from './disk-storage.repository';

/**
 * A person's usage rows: theirs and their unit's. Every unit's usage is counted (a resource keeps the unit it was
 * counted against), but only a school's is limited: district units have no school quota.
 */
export type QuotaOwners = { user: QuotaOwner; unit: QuotaOwner; unitIsSchool: boolean };

/** Org unit level of a school (org_units.level). */
const SCHOOL_LEVEL = 1;

/** Whose allowance an upload or copy of the actor takes: theirs, and their unit's (limited for a school only). */
export function quotaOwnersOf(actor: Pick<Actor, 'userId' | 'orgUnitId' | 'orgLevel'>): QuotaOwners {
  return {
    user: { kind: 'user', ownerId: actor.userId },
    unit: { kind: 'unit', ownerId: actor.orgUnitId },
    unitIsSchool: actor.orgLevel === SCHOOL_LEVEL,
  };
}

/** The limit of a person's unit row: the school quota, or none for a unit that is not a school. */
export function unitLimitOf(owners: QuotaOwners, limits: { school: number }): number {
  return owners.unitIsSchool ? limits.school : Number.MAX_SAFE_INTEGER;
}

/** The limits that apply to the caller: the largest of their roles' settings (the default for a role without one), and the school's. */
export async function quotaLimitsOf(ctx: RequestContext): Promise<{ user: number; school: number }> {
  const { config } = ctx;
  const rules = await listQuotaRules(ctx.db, ctx.tenantId);
  const roleLimits = ctx.actor.roles.map(
    (role) => rules.find((rule) => rule.scope === 'role' && rule.role === role)?.limitBytes ?? config.DISK_USER_QUOTA_BYTES,
  );
  const school = rules.find((rule) => rule.scope === 'school')?.limitBytes ?? config.DISK_SCHOOL_QUOTA_BYTES;
  return { user: roleLimits.length > 0 ? Math.max(...roleLimits) : config.DISK_USER_QUOTA_BYTES, school };
}

/** The caller's quota bar: their own and (for a school's people) their school's. */
export async function diskQuotaOf(ctx: RequestContext): Promise<DiskQuota> {
  const { config } = ctx;
  const owners = quotaOwnersOf(ctx.actor);
  const limits = await quotaLimitsOf(ctx);
  const usage = await findUsage(ctx.db, ctx.tenantId, [owners.user, owners.unit]);
  const useOf = (owner: QuotaOwner, limitBytes: number) => {
    const row = usage.find((candidate) => candidate.kind === owner.kind && candidate.ownerId === owner.ownerId);
    return { usedBytes: row?.usedBytes ?? 0, reservedBytes: row?.reservedBytes ?? 0, limitBytes };
  };
  return {
    user: useOf(owners.user, limits.user),
    school: owners.unitIsSchool ? useOf(owners.unit, limits.school) : null,
    maxFileBytes: config.DISK_MAX_FILE_BYTES,
    recycleDays: config.DISK_RECYCLE_DAYS,
  };
}

/** The tenant's quota settings as the staff page shows them. */
export async function diskQuotaSettingsOf(ctx: RequestContext): Promise<DiskQuotaSettings> {
  const { config } = ctx;
  const rules = await listQuotaRules(ctx.db, ctx.tenantId);
  return {
    roleLimits: rules.filter((rule) => rule.scope === 'role').map((rule) => ({ role: rule.role as RoleCode, limitBytes: rule.limitBytes })),
    schoolLimitBytes: rules.find((rule) => rule.scope === 'school')?.limitBytes ?? config.DISK_SCHOOL_QUOTA_BYTES,
    defaultUserLimitBytes: config.DISK_USER_QUOTA_BYTES,
    defaultSchoolLimitBytes: config.DISK_SCHOOL_QUOTA_BYTES,
  };
}

/** Replaces the tenant's quota settings (district staff), audited; uploads under way keep what they reserved. */
export async function saveDiskQuotaSettings(ctx: RequestContext, body: SaveDiskQuotaSettingsBody): Promise<DiskQuotaSettings> {
  await ctx.transaction(async (tx) => {
    const before = await listQuotaRules(tx, ctx.tenantId);
    await replaceQuotaRules(tx, ctx.tenantId, [
      ...body.roleLimits.map((limit) => ({ scope: 'role' as const, role: limit.role, limitBytes: limit.limitBytes })),
      { scope: 'school' as const, role: '', limitBytes: body.schoolLimitBytes },
    ]);
    await recordAudit(tx, ctx, {
      action: 'disk.quotaSaved',
      entityType: 'disk_quota',
      entityId: String(ctx.tenantId),
      before: { rules: before },
      after: body,
    });
  });
  return diskQuotaSettingsOf(ctx);
}
