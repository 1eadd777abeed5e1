import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { openClasses, studios, trainingEnrolments, trainingProgrammes, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the training media routes: the file of a unit or open class, whether a teacher is enrolled, and what
// training material uses a file (so it is not deleted from under it).

/** A stored file of the tenant with what serving it needs, or undefined. */
export async function findServableFile(db: Executor, tenantId: TenantId, id: string) {
  const [row] = await db
    .select({
      id: storedFiles.id,
      purpose: storedFiles.purpose,
      originalName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id)))
    .limit(1);
  return row;
}

/** A current unit with its file and its programme's kind and organiser, or undefined. */
export async function findUnitWithProgramme(db: Executor, tenantId: TenantId, unitId: number) {
  const [row] = await db
    .select({
      fileId: trainingUnits.fileId,
      programmeId: trainingProgrammes.id,
      kind: trainingProgrammes.kind,
      organiserUnitId: trainingProgrammes.organiserUnitId,
    })
    .from(trainingUnits)
    .innerJoin(
      trainingProgrammes,
      and(eq(trainingProgrammes.tenantId, trainingUnits.tenantId), eq(trainingProgrammes.id, trainingUnits.programmeId)),
    )
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.id, unitId), eq(trainingUnits.removed, false)))
    .limit(1);
  return row;
}

/** Whether a user's enrolment in a programme is `enrolled`. */
export async function isEnrolled(db: Executor, tenantId: TenantId, programmeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: trainingEnrolments.status })
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.tenantId, tenantId),
        eq(trainingEnrolments.programmeId, programmeId),
        eq(trainingEnrolments.userId, userId),
      ),
    )
    .limit(1);
  return row?.status === 'enrolled';
}

/** A published open class's recording id, or undefined. */
export async function findPublishedOpenClassVideo(db: Executor, tenantId: TenantId, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ videoFileId: openClasses.videoFileId })
    .from(openClasses)
    .where(and(eq(openClasses.tenantId, tenantId), eq(openClasses.id, id), eq(openClasses.published, true)))
    .limit(1);
  return row?.videoFileId;
}

/** What training material uses a file (a unit, a programme or studio cover, an open class), if anything. */
export async function findTrainingUseOf(
  db: Executor,
  tenantId: TenantId,
  fileId: string,
): Promise<{ kind: 'programme' | 'studio' | 'openClass'; title: string } | undefined> {
  const [unit] = await db
    .select({ title: trainingProgrammes.title })
    .from(trainingUnits)
    .innerJoin(
      trainingProgrammes,
      and(eq(trainingProgrammes.tenantId, trainingUnits.tenantId), eq(trainingProgrammes.id, trainingUnits.programmeId)),
    )
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.fileId, fileId)))
    .limit(1);
  if (unit) return { kind: 'programme', title: unit.title };
  const [programme] = await db
    .select({ title: trainingProgrammes.title })
    .from(trainingProgrammes)
    .where(and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.coverFileId, fileId)))
    .limit(1);
  if (programme) return { kind: 'programme', title: programme.title };
  const [studio] = await db
    .select({ title: studios.name })
    .from(studios)
    .where(and(eq(studios.tenantId, tenantId), eq(studios.coverFileId, fileId)))
    .limit(1);
  if (studio) return { kind: 'studio', title: studio.title };
  const [openClass] = await db
    .select({ title: openClasses.title })
    .from(openClasses)
    .where(and(eq(openClasses.tenantId, tenantId), or(eq(openClasses.videoFileId, fileId), eq(openClasses.coverFileId, fileId))))
    .limit(1);
  return openClass ? { kind: 'openClass', title: openClass.title } : undefined;
}
