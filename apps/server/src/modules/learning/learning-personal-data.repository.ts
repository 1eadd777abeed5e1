import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  learningHourDeclarations,
  learningHourEntries,
  learningHourTotals,
  lessonPresenceChecks,
  lessonWatchStates,
} from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's hours ledger, yearly totals, declarations, what they watched and their presence checks. */
export async function selectLearningOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const entries = await db
    .select()
    .from(learningHourEntries)
    .where(and(eq(learningHourEntries.tenantId, tenantId), eq(learningHourEntries.userId, userId)));
  const totals = await db
    .select()
    .from(learningHourTotals)
    .where(and(eq(learningHourTotals.tenantId, tenantId), eq(learningHourTotals.userId, userId)));
  const declarations = await db
    .select()
    .from(learningHourDeclarations)
    .where(and(eq(learningHourDeclarations.tenantId, tenantId), eq(learningHourDeclarations.userId, userId)));
  const watching = await db
    .select()
    .from(lessonWatchStates)
    .where(and(eq(lessonWatchStates.tenantId, tenantId), eq(lessonWatchStates.userId, userId)));
  const presence = await db
    .select()
    .from(lessonPresenceChecks)
    .where(and(eq(lessonPresenceChecks.tenantId, tenantId), eq(lessonPresenceChecks.userId, userId)));
  return { entries, totals, declarations, watching, presence };
}
