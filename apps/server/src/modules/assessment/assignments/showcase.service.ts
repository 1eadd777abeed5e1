import type { Showcase } from '@yanxiu/contract/assessment-assignments';
import { isEnrolledInProgramme, trainingAccess, trainingProgrammeById } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { filesOf } from './assignment-view';
import { excellentOfProgramme } from './showcase.repository';

// Excellent work (优秀作业): the graded rounds tutors marked excellent, shown to the programme's enrolled teachers
// (and the staff who manage it) with their authors' names and schools; the authors were told when marked.

/** The programme's excellent work, newest mark first (403 for a teacher not enrolled, 404 for a programme out of sight). */
export async function readShowcase(ctx: RequestContext, programmeId: number): Promise<Showcase> {
  const programme = await trainingProgrammeById(ctx.db, ctx.tenantId, programmeId);
  if (!programme || !trainingAccess.viewProgrammePage(ctx.actor, programme)) throw new AppError('NOT_FOUND');
  if (
    !trainingAccess.manageProgramme(ctx.actor, programme) &&
    !(await isEnrolledInProgramme(ctx.db, ctx.tenantId, programmeId, ctx.actor.userId))
  )
    throw new AppError('ASSESSMENT_ASSIGNMENT_NOT_ENROLLED');
  const rows = await excellentOfProgramme(ctx.db, ctx.tenantId, programmeId);
  const files = new Map(
    (await filesOf(ctx.db, ctx.tenantId, [...new Set(rows.flatMap((row) => row.fileIds))])).map((file) => [file.id, file]),
  );
  return {
    items: rows.map((row) => ({
      submissionId: row.submissionId,
      assignmentId: row.assignmentId,
      assignmentTitle: row.assignmentTitle,
      authorName: row.authorName,
      schoolName: row.schoolName,
      text: row.text,
      files: row.fileIds.flatMap((id) => files.get(id) ?? []),
      score: row.score,
      markedAt: row.markedAt.toISOString(),
    })),
  };
}
