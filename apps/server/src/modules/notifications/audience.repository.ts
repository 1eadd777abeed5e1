import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { Audience } from './notification';

const idsOf = (ids: readonly (number | string)[]) => ids.map(Number).filter((id) => Number.isSafeInteger(id));
const listed = <T>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0;

/** The conditions on `u` (users), `o` (their unit) and `t` (their teaching record, if any) for an audience. */
function conditionsOf(tenantId: TenantId, audience: Audience): SQL {
  const base = sql`u.tenant_id = ${tenantId} and u.status = 'active'`;
  if (audience.kind === 'users') return sql`${base} and u.id = any(${sql.param(idsOf(audience.userIds))}::bigint[])`;
  const parts: SQL[] = [base];
  if (listed(audience.unitIds)) {
    // Each chosen unit's path is a prefix of the paths of the units below it (org_units.path, '/1/4/').
    parts.push(sql`exists (select 1 from org_units c where c.tenant_id = u.tenant_id and c.id = any(${sql.param(idsOf(audience.unitIds))}::bigint[])
      and o.path like c.path || '%')`);
  }
  if (listed(audience.sections)) parts.push(sql`t.section_code = any(${sql.param([...audience.sections])}::text[])`);
  if (listed(audience.roles)) parts.push(sql`u.roles && ${sql.param([...audience.roles])}::text[]`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from users u
  join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
  left join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id`;

/** The ids of the active users an audience names now, ascending. */
export async function selectAudienceUserIds(tx: Executor, tenantId: TenantId, audience: Audience): Promise<number[]> {
  if (audience.kind === 'users' && audience.userIds.length === 0) return [];
  const result = await tx.execute(sql`select u.id ${FROM} where ${conditionsOf(tenantId, audience)} order by u.id`);
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
}

/** Whether a user is (now) in an audience: one indexed look-up, not a resolution of the whole audience. */
export async function selectAudienceMember(
  tx: Executor,
  tenantId: TenantId,
  audience: Audience,
  userId: number | string,
): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 as hit ${FROM} where ${conditionsOf(tenantId, audience)} and u.id = ${Number(userId)} limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The active users who review a step for an applicant: holding the step's role and, for an org-scoped step, placed
 * in the applicant's unit or one above it (the reviewer's unit path is a prefix of the applicant's); never the
 * applicant.
 */
export async function findStepReviewers(
  tx: Executor,
  tenantId: TenantId,
  step: { role: string; scope: 'org' | 'tenant' },
  applicant: { userId: number; orgPath: string },
): Promise<number[]> {
  const result = await tx.execute(sql`select u.id ${FROM}
    where u.tenant_id = ${tenantId} and u.status = 'active' and ${step.role}::text = any(u.roles) and u.id <> ${applicant.userId}
      ${step.scope === 'org' ? sql`and ${applicant.orgPath} like o.path || '%'` : sql``}
    order by u.id`);
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
}
