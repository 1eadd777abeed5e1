import { DEFAULT_HOUR_CATEGORIES, type HourCategory, type HourRequirement } from '@yanxiu/contract/learning-hours';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourCategories, learningRequirements } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The tenant's categories of hours in their order, or the defaults while the tenant has configured none. */
export async function listHourCategories(db: Executor, tenantId: TenantId): Promise<HourCategory[]> {
  const rows = await db
    .select({ code: learningHourCategories.code, labelZh: learningHourCategories.labelZh, labelEn: learningHourCategories.labelEn })
    .from(learningHourCategories)
    .where(eq(learningHourCategories.tenantId, tenantId))
    .orderBy(asc(learningHourCategories.position), asc(learningHourCategories.code));
  return rows.length > 0 ? rows : [...DEFAULT_HOUR_CATEGORIES];
}

/** The tenant's requirement for a year; null hours and no minimums when it set none. */
export async function findRequirement(db: Executor, tenantId: TenantId, year: number): Promise<HourRequirement> {
  const rows = await db
    .select({ totalHours: learningRequirements.totalHours, categoryMinimums: learningRequirements.categoryMinimums })
    .from(learningRequirements)
    .where(and(eq(learningRequirements.tenantId, tenantId), eq(learningRequirements.year, year)))
    .limit(1);
  const row = rows[0];
  return row
    ? { year, totalHours: row.totalHours, categoryMinimums: row.categoryMinimums }
    : { year, totalHours: null, categoryMinimums: {} };
}

/** Creates or replaces the tenant's requirement for a year. */
export async function saveRequirement(
  db: Executor,
  tenantId: TenantId,
  requirement: { year: number; totalHours: number; categoryMinimums: Record<string, number> },
  updatedBy: number,
  now: Date,
): Promise<void> {
  const values = { totalHours: requirement.totalHours, categoryMinimums: requirement.categoryMinimums, updatedBy, updatedAt: now };
  await db
    .insert(learningRequirements)
    .values({ tenantId, year: requirement.year, ...values })
    .onConflictDoUpdate({ target: [learningRequirements.tenantId, learningRequirements.year], set: values });
}
