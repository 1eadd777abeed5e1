import { findStoredFile, serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { isEnrolledInProgramme } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { findAssignment, type AssignmentRow } from './assignments.repository';
import { reviewsRound } from './peer-reviews.repository';
import { roundsNamingFile } from './submissions.repository';

// Files read through the assignment that names them, since the files domain lets only their owner (and staff over
// the owner) download: an attachment for the assignment's teachers, a submission's file for its author, its tutors,
// the peer reviewer handed that round, and the programme's teachers once it is excellent work. Anything else is 404.

async function mayRead(ctx: RequestContext, assignment: AssignmentRow, fileId: string): Promise<boolean> {
  if (assessmentAccess.manageAssignment(ctx.actor, assignment)) return true;
  if (assignment.status !== 'published') return false;
  const enrolled = await isEnrolledInProgramme(ctx.db, ctx.tenantId, assignment.programmeId, ctx.actor.userId);
  if (enrolled && assignment.attachmentFileIds.includes(fileId)) return true;
  for (const round of await roundsNamingFile(ctx.db, ctx.tenantId, assignment.id, fileId)) {
    if (round.userId === ctx.actor.userId) return true;
    if (enrolled && round.excellent) return true;
    if (round.status !== 'draft' && (await reviewsRound(ctx.db, ctx.tenantId, ctx.actor.userId, round.submissionId, round.round)))
      return true;
  }
  return false;
}

/** A file of an assignment (attachment or submission) for a caller who may read it; 404 otherwise. */
export async function serveAssignmentFile(
  ctx: RequestContext,
  assignmentId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const assignment = await findAssignment(ctx.db, ctx.tenantId, assignmentId);
  if (!assignment || !(await mayRead(ctx, assignment, fileId))) throw new AppError('NOT_FOUND');
  const file = await findStoredFile(ctx.db, ctx.tenantId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}
