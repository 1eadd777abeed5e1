import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { lessonWatchStates } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { LessonPlace } from './continue-point';

/**
 * Where the teacher is in each of `unitIds` they have opened: the stored watch states, which every accepted heartbeat
 * updates whichever device sent it, so the place follows the teacher across devices.
 */
export async function findLessonPlaces(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  unitIds: readonly number[],
): Promise<Map<number, LessonPlace>> {
  if (unitIds.length === 0) return new Map();
  const w = lessonWatchStates;
  const rows = await db
    .select({ unitId: w.unitId, position: w.lastPosition, intervals: w.intervals, completed: w.completed, at: w.updatedAt })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.userId, userId), inArray(w.unitId, [...unitIds])));
  return new Map(rows.map(({ unitId, ...place }) => [unitId, place]));
}
