import { maskPhone } from '@yanxiu/contract/teacher';
import type { AttendanceBody, DecideEnrolmentsBody, DecideEnrolmentsResult, EnrolmentRow, MyEnrolment } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { findEnrolmentsWithTeacher, listStaffEnrolments, type StaffEnrolment, type StaffEnrolmentFilter } from './enrolment-list.repository';
import { isVisibleToTeacher, managesProgramme, schoolIdOf, staffScopeOf, throwIfBlocked } from './enrolment-policy';
import { findEnrolment, findEnrolmentById, freeSeat, moveEnrolment, takeSeat, upsertEnrolment } from './enrolment.repository';
import { findPendingOrderFor } from '@server/modules/training/orders/order.repository';
import { findProgrammeById } from '@server/modules/training/programmes/programme-read.repository';
import { enrolBlockerOf, isInAudience, toMyEnrolment } from '@server/modules/training/programmes/programme-view';
import { markAttendance } from './enrolment-attendance';
import { chinaDay } from '@server/platform/time/china-time';
import { progressKey, progressOfPairs } from './training-progress.repository';

/** Shanghai calendar day of an instant (programme dates are local dates). */
export const localDay = chinaDay;

/** Staff enrolment rows with progress. */
export async function toEnrolmentRows(db: AppDeps['db'], tenantId: number, rows: StaffEnrolment[]): Promise<EnrolmentRow[]> {
  const progress = await progressOfPairs(db, tenantId, rows.map((row) => ({ programmeId: row.enrolment.programmeId, userId: row.enrolment.userId })));
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

export type EnrolmentsFilterInput = { programmeId?: string | undefined; status?: EnrolmentStatusValue | undefined; keyword?: string | undefined };

/** Enrolment joining, withdrawing and the staff side: lists, decisions and attendance. */
export function createEnrolmentService({ db }: AppDeps) {
  /** The staff filter for the caller; a programme named must be one they manage. */
  async function staffFilter(tenant: Tenant, actor: Actor, query: EnrolmentsFilterInput): Promise<Omit<StaffEnrolmentFilter, 'page' | 'size'>> {
    const scope = staffScopeOf(actor);
    if (!scope) throw new AppError('FORBIDDEN');
    let programmeId: number | undefined;
    if (query.programmeId !== undefined) {
      programmeId = Number(query.programmeId);
      const programme = await findProgrammeById(db, tenant.id, programmeId);
      if (!programme) throw new AppError('NOT_FOUND');
      // Staff managing the programme see all its enrolments; others only their own teachers' in it.
      if (managesProgramme(actor, programme)) return { scope: { tenantWide: true }, programmeId, status: query.status, keyword: query.keyword || undefined };
    }
    return { scope, programmeId, status: query.status, keyword: query.keyword || undefined };
  }

  return {
    staffFilter,

    async enrol(request: FastifyRequest, tenant: Tenant, actor: Actor, programmeId: number): Promise<MyEnrolment> {
      const programme = await findProgrammeById(db, tenant.id, programmeId);
      if (!programme || !isVisibleToTeacher(programme, actor)) throw new AppError('NOT_FOUND');
      if (programme.enrolMode === 'purchase') throw new AppError('PURCHASE_REQUIRED');
      const now = new Date();
      const existing = await findEnrolment(db, tenant.id, programmeId, actor.userId);
      const pendingOrder = await findPendingOrderFor(db, tenant.id, actor.userId, programmeId);
      throwIfBlocked(
        enrolBlockerOf(programme, {
          now,
          isStaffOnly: !hasRole(actor, 'teacher'),
          inAudience: isInAudience(programme, schoolIdOf(actor)),
          myEnrolmentStatus: existing && (existing.status === 'pending' || existing.status === 'enrolled') ? (existing.status as EnrolmentStatusValue) : null,
          hasPendingOrder: pendingOrder !== undefined,
        }),
      );
      const open = programme.enrolMode === 'open';
      const enrolment = await db.transaction(async (tx) => {
        // The seat first: when it is gone the enrolment is not written (the transaction rolls back).
        if (open && !(await takeSeat(tx, tenant.id, programmeId))) throw new AppError('PROGRAMME_FULL');
        const row = await upsertEnrolment(tx, tenant.id, { programmeId, userId: actor.userId, status: open ? 'enrolled' : 'pending', source: open ? 'open' : 'approval', now });
        if (!row) throw new AppError('ALREADY_ENROLLED');
        return row;
      });
      request.log.info({ programmeId, enrolmentId: enrolment.id, status: enrolment.status }, 'training enrolment');
      return toMyEnrolment(enrolment);
    },

    async cancel(tenant: Tenant, actor: Actor, enrolmentId: number): Promise<MyEnrolment> {
      const enrolment = await findEnrolmentById(db, tenant.id, enrolmentId);
      if (!enrolment || enrolment.userId !== actor.userId) throw new AppError('NOT_FOUND');
      if (enrolment.source === 'order' && enrolment.status === 'enrolled') throw new AppError('PAID_ENROLMENT');
      const programme = (await findProgrammeById(db, tenant.id, enrolment.programmeId))!;
      if (localDay(new Date()) >= programme.startsOn) throw new AppError('ENROLMENT_NOT_CANCELLABLE');
      const cancelled = await db.transaction(async (tx) => {
        // Guarded by the status read: if staff approved or rejected it meanwhile, the caller is told to look again
        // instead of the seat being freed (or not) on a stale assumption.
        const row = await moveEnrolment(tx, tenant.id, enrolmentId, [enrolment.status].filter((status) => status === 'pending' || status === 'enrolled'), {
          status: 'cancelled',
          now: new Date(),
        });
        if (!row) throw new AppError('ENROLMENT_NOT_CANCELLABLE');
        if (enrolment.status === 'enrolled') await freeSeat(tx, tenant.id, enrolment.programmeId);
        return row;
      });
      return toMyEnrolment(cancelled);
    },

    async list(tenant: Tenant, actor: Actor, query: EnrolmentsFilterInput & { current: number; size: number }) {
      const filter = await staffFilter(tenant, actor, query);
      const { rows, total } = await listStaffEnrolments(db, tenant.id, { ...filter, page: query.current, size: query.size });
      return { records: await toEnrolmentRows(db, tenant.id, rows), total, current: query.current, size: query.size };
    },

    async decide(request: FastifyRequest, tenant: Tenant, actor: Actor, body: DecideEnrolmentsBody): Promise<DecideEnrolmentsResult> {
      const ids = [...new Set(body.enrolmentIds)];
      const found = new Map((await findEnrolmentsWithTeacher(db, tenant.id, ids)).map((row) => [row.enrolment.id, row]));
      const result: DecideEnrolmentsResult = { decided: [], skipped: [] };
      for (const id of ids) {
        const row = found.get(id);
        if (!row || !isStaffOver(actor, row.schoolPath)) {
          result.skipped.push({ id, reason: 'not_allowed' });
          continue;
        }
        const outcome = await db.transaction(async (tx) => {
          const now = new Date();
          const approve = body.decision === 'approve';
          const moved = await moveEnrolment(tx, tenant.id, id, ['pending'], {
            status: approve ? 'enrolled' : 'rejected',
            reason: approve ? null : body.reason,
            decidedBy: actor.userId,
            now,
          });
          if (!moved) return 'not_pending' as const;
          if (approve && !(await takeSeat(tx, tenant.id, moved.programmeId))) {
            // Rolls the status change back with the transaction.
            throw new FullSignal();
          }
          await recordAudit(tx, request, tenant.id, {
            action: approve ? 'training.enrolment_approved' : 'training.enrolment_rejected',
            entityType: 'training_enrolment',
            entityId: String(id),
            before: { status: 'pending' },
            after: { status: moved.status, reason: moved.reason },
          });
          return 'decided' as const;
        }).catch((error: unknown) => {
          if (error instanceof FullSignal) return 'full' as const;
          throw error;
        });
        if (outcome === 'decided') result.decided.push(id);
        else result.skipped.push({ id, reason: outcome });
      }
      return result;
    },

    async attendance(request: FastifyRequest, tenant: Tenant, actor: Actor, body: AttendanceBody): Promise<{ changed: number }> {
      return markAttendance(db, request, tenant, actor, body);
    },
  };
}

class FullSignal extends Error {}
