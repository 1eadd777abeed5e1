import type { AttendanceBody } from '@yanxiu/contract/training';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Actor } from '@server/platform/auth/actor';
import type { Db } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { managesProgramme } from './enrolment-policy';
import { findEnrolledUserIds } from './enrolment.repository';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { completeUnit, reverseUnitCredits } from '@server/modules/learning/learning.public';
import { deleteAttendance, findUnit } from './training-progress.repository';

/**
 * Marks or unmarks attendance of an offline session for teachers enrolled in its programme; only staff who
 * manage the programme may. Every named teacher must be enrolled, otherwise nothing is written.
 */
export async function markAttendance(db: Db, request: FastifyRequest, tenant: Tenant, actor: Actor, body: AttendanceBody): Promise<{ changed: number }> {
  const unit = await findUnit(db, tenant.id, body.unitId);
  if (!unit || unit.removed) throw new AppError('NOT_FOUND');
  const programme = await findProgrammeById(db, tenant.id, unit.programmeId);
  if (!programme || !managesProgramme(actor, programme)) throw new AppError('NOT_FOUND');
  if (unit.kind !== 'offline') throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.unitId', message: 'not an offline session' }] });
  const userIds = [...new Set(body.userIds)];
  const enrolled = new Set(await findEnrolledUserIds(db, tenant.id, programme.id, userIds));
  const strangers = userIds.filter((id) => !enrolled.has(id));
  if (strangers.length > 0) {
    throw new AppError('UNPROCESSABLE', { issues: strangers.map((id) => ({ path: 'body.userIds', message: `user ${id} is not enrolled` })) });
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    // Marking credits the session's hours (and may complete the programme); unmarking reverses the credit.
    const changed = body.attended
      ? await completeUnit(tx, tenant.id, { unit, programme, userIds, source: 'attendance', recordedBy: actor.userId, now })
      : await deleteAttendance(tx, tenant.id, unit.id, userIds);
    if (!body.attended) await reverseUnitCredits(tx, tenant.id, unit, changed, 'attendance removed', actor.userId, now);
    await recordAudit(tx, request, tenant.id, {
      action: body.attended ? 'training.attendance_marked' : 'training.attendance_removed',
      entityType: 'training_unit',
      entityId: String(unit.id),
      after: { userIds: changed },
    });
    return { changed: changed.length };
  });
}
