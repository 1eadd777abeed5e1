import type { AttendanceBody } from '@yanxiu/contract/training';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { trainingAccess } from '@server/modules/training/training.access';
import { findEnrolledUserIds } from './enrolment.repository';
import { findUnit } from './training-progress.repository';
import { completeUnits, withdrawAttendance } from './unit-completion';

/**
 * Marks or unmarks attendance of an offline session for teachers enrolled in its programme; only staff who
 * manage the programme may. Every named teacher must be enrolled, otherwise nothing is written.
 */
export async function markAttendance(ctx: RequestContext, body: AttendanceBody): Promise<{ changed: number }> {
  const { db, tenantId, actor } = ctx;
  const unit = await findUnit(db, tenantId, body.unitId);
  if (!unit || unit.removed) throw new AppError('NOT_FOUND');
  const programme = await findProgrammeById(db, tenantId, unit.programmeId);
  if (!programme || !trainingAccess.manageProgramme(actor, programme)) throw new AppError('NOT_FOUND');
  if (unit.kind !== 'offline')
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.unitId', message: 'not an offline session' }] });
  const userIds = [...new Set(body.userIds)];
  const enrolled = new Set(await findEnrolledUserIds(db, tenantId, programme.id, userIds));
  const strangers = userIds.filter((id) => !enrolled.has(id));
  if (strangers.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      issues: strangers.map((id) => ({ path: 'body.userIds', message: `user ${id} is not enrolled` })),
    });
  }
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const scope = eventScopeOf(ctx, tx);
    // Marking credits the session's hours (and may complete the programme); unmarking withdraws the credit.
    const changed = body.attended
      ? await completeUnits(ctx.events, scope, { unit, programme, userIds, source: 'attendance', recordedBy: actor.userId, now })
      : await withdrawAttendance(ctx.events, scope, { unit, userIds, by: actor.userId, now });
    await recordAudit(tx, ctx, {
      action: body.attended ? 'training.attendance_marked' : 'training.attendance_removed',
      entityType: 'training_unit',
      entityId: String(unit.id),
      after: { userIds: changed },
    });
    return { changed: changed.length };
  });
}
