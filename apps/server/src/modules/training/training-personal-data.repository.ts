import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { trainingEnrolments, trainingProgrammes, trainingUnitCompletions } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's enrolments with their programme's title, and the units they completed. */
export async function selectTrainingOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const enrolments = await db
    .select({ enrolment: trainingEnrolments, programmeTitle: trainingProgrammes.title })
    .from(trainingEnrolments)
    .leftJoin(
      trainingProgrammes,
      and(eq(trainingProgrammes.tenantId, trainingEnrolments.tenantId), eq(trainingProgrammes.id, trainingEnrolments.programmeId)),
    )
    .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.userId, userId)));
  const completions = await db
    .select()
    .from(trainingUnitCompletions)
    .where(and(eq(trainingUnitCompletions.tenantId, tenantId), eq(trainingUnitCompletions.userId, userId)));
  return { enrolments, completions };
}
