import { maskPhone } from '@yanxiu/contract/teacher';
import type { DecideEnrolmentsBody, DecideEnrolmentsResult, EnrolmentRow, MyEnrolment } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { toMyEnrolment } from '@server/modules/training/programmes/programme-view';
import { staffScopeOf, trainingAccess } from '@server/modules/training/training.access';
import { enrolBlockerFor, throwIfBlocked } from './enrol-blocker';
import { teacherEnrolled } from './enrolment-events';
import { enrolmentWorkbook, EXPORT_MAX_ROWS, exportFileName } from './enrolment-export';
import {
  findEnrolmentsWithTeacher,
  listStaffEnrolments,
  listStaffEnrolmentsForExport,
  type StaffEnrolment,
  type StaffEnrolmentFilter,
} from './enrolment-list.repository';
import {
  findEnrolment,
  findEnrolmentById,
  findPendingOrderFor,
  freeSeat,
  moveEnrolment,
  takeSeat,
  upsertEnrolment,
} from './enrolment.repository';
import { progressKey, progressOfPairs } from './training-progress.repository';

/** Staff enrolment rows with progress. */
async function toEnrolmentRows(db: Executor, tenantId: TenantId, rows: StaffEnrolment[]): Promise<EnrolmentRow[]> {
  const progress = await progressOfPairs(
    db,
    tenantId,
    rows.map((row) => ({ programmeId: row.enrolment.programmeId, userId: row.enrolment.userId })),
  );
  return rows.map((row) => ({
    id: row.enrolment.id,
    programmeId: row.enrolment.programmeId,
    programmeTitle: row.programmeTitle,
    userId: row.enrolment.userId,
    teacherName: row.teacherName,
    schoolName: row.schoolName,
    phone: maskPhone(row.phone),
    status: row.enrolment.status as EnrolmentStatusValue,
    source: row.enrolment.source as EnrolmentRow['source'],
    reason: row.enrolment.reason,
    createdAt: row.enrolment.createdAt.toISOString(),
    decidedAt: row.enrolment.decidedAt ? row.enrolment.decidedAt.toISOString() : null,
    decidedByName: row.decidedByName,
    progress: progress.get(progressKey(row.enrolment.programmeId, row.enrolment.userId))!,
  }));
}

export type EnrolmentsFilterInput = {
  programmeId?: string | undefined;
  status?: EnrolmentStatusValue | undefined;
  keyword?: string | undefined;
};

/** The staff filter for the caller; a programme named must be one they manage. */
async function staffFilter(ctx: RequestContext, query: EnrolmentsFilterInput): Promise<Omit<StaffEnrolmentFilter, 'page' | 'size'>> {
  const scope = staffScopeOf(ctx.actor);
  if (!scope) throw new AppError('FORBIDDEN');
  let programmeId: number | undefined;
  if (query.programmeId !== undefined) {
    programmeId = Number(query.programmeId);
    const programme = await findProgrammeById(ctx.db, ctx.tenantId, programmeId);
    if (!programme) throw new AppError('NOT_FOUND');
    // Staff managing the programme see all its enrolments; others only their own teachers' in it.
    if (trainingAccess.manageProgramme(ctx.actor, programme))
      return { scope: { tenantWide: true }, programmeId, status: query.status, keyword: query.keyword || undefined };
  }
  return { scope, programmeId, status: query.status, keyword: query.keyword || undefined };
}

/** Signals inside a decision's transaction that the last seat went meanwhile (rolls the status change back). */
class FullSignal extends Error {}

// Enrolment joining, withdrawing and the staff side: lists, decisions and the export (attendance: enrolment-attendance.ts).

/** Joins a programme: open enrolment takes a seat at once, approval enrolment waits for the school. */
export async function enrolInProgramme(ctx: RequestContext, programmeId: number): Promise<MyEnrolment> {
  const { db, tenantId, actor } = ctx;
  const programme = await findProgrammeById(db, tenantId, programmeId);
  if (!programme || !trainingAccess.seeProgramme(actor, programme)) throw new AppError('NOT_FOUND');
  if (programme.enrolMode === 'purchase') throw new AppError('PURCHASE_REQUIRED');
  const now = new Date();
  const existing = await findEnrolment(db, tenantId, programmeId, actor.userId);
  const pendingOrder = await findPendingOrderFor(db, tenantId, actor.userId, programmeId);
  throwIfBlocked(enrolBlockerFor(actor, programme, { now, enrolment: existing, hasPendingOrder: pendingOrder !== undefined }));
  const open = programme.enrolMode === 'open';
  const enrolment = await ctx.transaction(async (tx) => {
    // The seat first: when it is gone the enrolment is not written (the transaction rolls back).
    if (open && !(await takeSeat(tx, tenantId, programmeId))) throw new AppError('PROGRAMME_FULL');
    const row = await upsertEnrolment(tx, tenantId, {
      programmeId,
      userId: actor.userId,
      status: open ? 'enrolled' : 'pending',
      source: open ? 'open' : 'approval',
      now,
    });
    if (!row) throw new AppError('ALREADY_ENROLLED');
    if (open) {
      const fact = { enrolmentId: row.id, programmeId, programmeTitle: programme.title, userId: actor.userId, now };
      await ctx.events.emit(eventScopeOf(ctx, tx), teacherEnrolled, fact);
    }
    return row;
  });
  ctx.log.info({ programmeId, enrolmentId: enrolment.id, status: enrolment.status }, 'training enrolment');
  return toMyEnrolment(enrolment);
}

/** Withdraws the caller's pending or enrolled enrolment before the programme starts, freeing the seat. */
export async function cancelMyEnrolment(ctx: RequestContext, enrolmentId: number): Promise<MyEnrolment> {
  const { db, tenantId, actor } = ctx;
  const enrolment = await findEnrolmentById(db, tenantId, enrolmentId);
  if (!enrolment || enrolment.userId !== actor.userId) throw new AppError('NOT_FOUND');
  if (enrolment.source === 'order' && enrolment.status === 'enrolled') throw new AppError('PAID_ENROLMENT');
  const programme = (await findProgrammeById(db, tenantId, enrolment.programmeId))!;
  if (chinaDay(new Date()) >= programme.startsOn) throw new AppError('ENROLMENT_NOT_CANCELLABLE');
  const cancelled = await ctx.transaction(async (tx) => {
    // Guarded by the status read: if staff approved or rejected it meanwhile, the caller is told to look again
    // instead of the seat being freed (or not) on a stale assumption.
    const row = await moveEnrolment(
      tx,
      tenantId,
      enrolmentId,
      [enrolment.status].filter((status) => status === 'pending' || status === 'enrolled'),
      {
        status: 'cancelled',
        now: new Date(),
      },
    );
    if (!row) throw new AppError('ENROLMENT_NOT_CANCELLABLE');
    if (enrolment.status === 'enrolled') await freeSeat(tx, tenantId, enrolment.programmeId);
    return row;
  });
  return toMyEnrolment(cancelled);
}

/** A page of the enrolments the caller may see as staff. */
export async function listEnrolmentsForStaff(ctx: RequestContext, query: EnrolmentsFilterInput & { current: number; size: number }) {
  const filter = await staffFilter(ctx, query);
  const { rows, total } = await listStaffEnrolments(ctx.db, ctx.tenantId, { ...filter, page: query.current, size: query.size });
  return { records: await toEnrolmentRows(ctx.db, ctx.tenantId, rows), total, current: query.current, size: query.size };
}

/** The list under the same filter as an .xlsx in the caller's language, with its download name. */
export async function enrolmentsWorkbook(ctx: RequestContext, query: EnrolmentsFilterInput): Promise<{ fileName: string; bytes: Buffer }> {
  const filter = await staffFilter(ctx, query);
  const rows = await listStaffEnrolmentsForExport(ctx.db, ctx.tenantId, filter, EXPORT_MAX_ROWS);
  const bytes = await enrolmentWorkbook(await toEnrolmentRows(ctx.db, ctx.tenantId, rows), ctx.locale);
  return { fileName: exportFileName(ctx.locale, chinaDay(new Date())), bytes };
}

/** Approves or rejects pending enrolments one by one, each in its own transaction; audited. */
export async function decideEnrolments(ctx: RequestContext, body: DecideEnrolmentsBody): Promise<DecideEnrolmentsResult> {
  const { db, tenantId, actor } = ctx;
  const ids = [...new Set(body.enrolmentIds)];
  const found = new Map((await findEnrolmentsWithTeacher(db, tenantId, ids)).map((row) => [row.enrolment.id, row]));
  const result: DecideEnrolmentsResult = { decided: [], skipped: [] };
  for (const id of ids) {
    const row = found.get(id);
    if (!row || !trainingAccess.decideEnrolmentOf(actor, row)) {
      result.skipped.push({ id, reason: 'not_allowed' });
      continue;
    }
    const outcome = await ctx
      .transaction(async (tx) => {
        const now = new Date();
        const approve = body.decision === 'approve';
        const moved = await moveEnrolment(tx, tenantId, id, ['pending'], {
          status: approve ? 'enrolled' : 'rejected',
          reason: approve ? null : body.reason,
          decidedBy: actor.userId,
          now,
        });
        if (!moved) return 'not_pending' as const;
        if (approve && !(await takeSeat(tx, tenantId, moved.programmeId))) {
          // Rolls the status change back with the transaction.
          throw new FullSignal();
        }
        if (approve) {
          const fact = { enrolmentId: id, programmeId: moved.programmeId, programmeTitle: row.programmeTitle, userId: moved.userId, now };
          await ctx.events.emit(eventScopeOf(ctx, tx), teacherEnrolled, fact);
        }
        await recordAudit(tx, ctx, {
          action: approve ? 'training.enrolment_approved' : 'training.enrolment_rejected',
          entityType: 'training_enrolment',
          entityId: String(id),
          before: { status: 'pending' },
          after: { status: moved.status, reason: moved.reason },
        });
        return 'decided' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof FullSignal) return 'full' as const;
        throw error;
      });
    if (outcome === 'decided') result.decided.push(id);
    else result.skipped.push({ id, reason: outcome });
  }
  return result;
}
