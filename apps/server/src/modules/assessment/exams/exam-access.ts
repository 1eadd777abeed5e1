import type { ExamPlacement } from '@yanxiu/contract/assessment-exams';
import type { Executor } from '@server/db/client';
import { findOrgUnitPath } from '@server/modules/teacher/teacher.public';
import { trainingAccess, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { requireAccess } from '@server/platform/access/access';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { assessmentTexts } from '../assessment.texts';
import { findExam, type ExamRow } from './exams.repository';

// Finding an exam for staff, and where a new one belongs. An exam the caller does not manage is 404, so ids of other
// units' exams tell nothing.

/** Where an exam belongs, as stored: a programme's unit or a school, and the unit whose staff manage it. */
export type PlacementValues = { programmeId: number | null; unitId: number | null; schoolId: number | null; ownerUnitId: number };

/** An exam the caller manages; 404 otherwise. `lock` takes its row for the transaction. */
export async function examToManage(ctx: RequestContext, db: Executor, examId: number, lock = false): Promise<ExamRow> {
  const exam = await findExam(db, ctx.tenantId, examId, lock);
  if (!exam || !assessmentAccess.manageExam(ctx.actor, exam)) throw new AppError('NOT_FOUND');
  return exam;
}

const unprocessable = (ctx: RequestContext, path: string, key: 'examNoSuchPlace' | 'examUnitNotExam') =>
  new AppError('UNPROCESSABLE', { issues: [{ path: `body.placement.${path}`, message: assessmentTexts(ctx.locale, key) }] });

/**
 * Checks where the caller puts an exam: a current unit of kind `exam` of a programme they manage (training's rule),
 * or a school they are staff over. 422 naming the field otherwise (403 for a programme they may not manage).
 */
export async function placementFor(ctx: RequestContext, db: Executor, placement: ExamPlacement): Promise<PlacementValues> {
  if (placement.kind === 'school') {
    const path = await findOrgUnitPath(db, ctx.tenantId, placement.schoolId);
    if (!path) throw unprocessable(ctx, 'schoolId', 'examNoSuchPlace');
    requireAccess(ctx.actor, assessmentAccess.manageExam, { ownerPath: path });
    return { programmeId: null, unitId: null, schoolId: placement.schoolId, ownerUnitId: placement.schoolId };
  }
  const unit = await trainingUnitById(db, ctx.tenantId, placement.unitId);
  if (!unit || unit.removed) throw unprocessable(ctx, 'unitId', 'examNoSuchPlace');
  if (unit.kind !== 'exam') throw unprocessable(ctx, 'unitId', 'examUnitNotExam');
  const programme = await trainingProgrammeById(db, ctx.tenantId, unit.programmeId);
  if (!programme) throw unprocessable(ctx, 'unitId', 'examNoSuchPlace');
  requireAccess(ctx.actor, trainingAccess.manageProgramme, programme);
  return { programmeId: programme.id, unitId: unit.id, schoolId: null, ownerUnitId: programme.organiserUnitId };
}
