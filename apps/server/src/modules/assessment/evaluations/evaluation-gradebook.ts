import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { respondentsOfProgramme } from './responses.repository';

/** Which of the teachers answered each evaluation unit of a programme (one query): that they answered, never what. */
export async function evaluationUnitsAnsweredBy(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[],
): Promise<Array<{ unitId: number; userId: number }>> {
  return respondentsOfProgramme(db, tenantId, programmeId, userIds);
}
