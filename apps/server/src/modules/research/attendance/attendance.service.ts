import type {
  AttendancePage,
  AttendanceQuery,
  CheckedIn,
  CheckInBody,
  CheckInCode,
  MarkAttendanceBody,
  MarkedAttendance,
} from '@yanxiu/contract/research-interaction';
import { CHECK_IN_OPENS_MINUTES, CHECK_IN_WINDOW_SECONDS } from '@yanxiu/contract/research-interaction-limits';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { AppError } from '@server/platform/http/app-error';
import type { ResearchActivityRecord } from '@server/modules/research/completion/completion-events';
import { recordActivityFact } from '@server/modules/research/completion/activity-completion';
import { gateActivity, requireOpen, requireOrganiser } from '@server/modules/research/interaction/interaction-gate';
import { countParticipants } from '@server/modules/research/completion/participant.repository';
import { findActivityFor, participantsAmong } from '@server/modules/research/interaction/interaction.repository';
import { countAttendance, deleteAttendance, insertAttendance, listAttendance } from './attendance.repository';
import { checkInKey, isTypedCheckInCode, issueCheckInCode, verifyCheckInCode, verifyTypedCheckInCode } from './check-in-code';

/** Whether attendance may be recorded now: from shortly before the start (people arrive early) on. */
function attendanceOpened(activity: ResearchActivityRecord, now: Date): boolean {
  return now.getTime() >= activity.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000;
}

/** Whether people can check in now, in the room or in an online meeting: from shortly before the start to the end. */
function takesCheckIns(activity: ResearchActivityRecord, now: Date): boolean {
  return attendanceOpened(activity, now) && now < activity.endsAt;
}

// Attendance, whatever the mode: the rotating check-in code (scanned in the room, or typed on the activity page from
// the organiser's shared screen in an online meeting), checking in with it, and the organiser's list and marks.

/** The codes the organiser shows now (organisers only, while the activity takes check-ins). */
export async function currentCheckInCode(ctx: RequestContext, activityId: number): Promise<CheckInCode> {
  const gate = await gateActivity(ctx, ctx.db, activityId);
  requireOrganiser(gate);
  requireOpen(gate);
  const now = new Date();
  if (!takesCheckIns(gate.activity, now)) throw new AppError('CHECK_IN_NOT_OPEN');
  const issued = issueCheckInCode(checkInKey(ctx.config.MEDIA_SIGNING_SECRET), ctx.tenantId, activityId, now);
  return {
    activityId,
    code: issued.code,
    typedCode: issued.typed,
    expiresAt: issued.expiresAt.toISOString(),
    windowSeconds: CHECK_IN_WINDOW_SECONDS,
  };
}

/**
 * Checks the caller in with a scanned or typed code. The code is checked first: whoever holds a genuine current code
 * has seen the organiser's screen, so the answers after it may say the activity exists.
 */
export async function checkInToActivity(ctx: RequestContext, body: CheckInBody): Promise<CheckedIn> {
  const now = new Date();
  const typed = isTypedCheckInCode(body.code);
  const verify = typed ? verifyTypedCheckInCode : verifyCheckInCode;
  const verdict = verify(checkInKey(ctx.config.MEDIA_SIGNING_SECRET), ctx.tenantId, body.activityId, body.code, now);
  if (!verdict.ok) throw new AppError(verdict.reason === 'expired' ? 'CHECK_IN_CODE_EXPIRED' : 'CHECK_IN_CODE_INVALID');
  return ctx.transaction(async (tx) => {
    const row = await findActivityFor(tx, ctx.tenantId, body.activityId, ctx.actor.userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.activity.status === 'closed') throw new AppError('ACTIVITY_CLOSED');
    if (row.activity.status !== 'published' || !takesCheckIns(row.activity, now)) throw new AppError('CHECK_IN_NOT_OPEN');
    if (!row.participant) throw new AppError('NOT_A_PARTICIPANT');
    const [recorded] = await insertAttendance(tx, ctx.tenantId, [
      {
        activityId: body.activityId,
        userId: ctx.actor.userId,
        method: typed ? 'typed' : 'code',
        codeWindow: verdict.window,
        markedBy: null,
        at: now,
      },
    ]);
    if (recorded === undefined) throw new AppError('ALREADY_CHECKED_IN');
    await recordActivityFact(eventScopeOf(ctx, tx), { activityId: body.activityId, userId: ctx.actor.userId, fact: 'attended', at: now });
    return { activityId: body.activityId, attendedAt: now.toISOString() };
  });
}

/** The organiser's attendance list. */
export async function listActivityAttendance(ctx: RequestContext, query: AttendanceQuery): Promise<AttendancePage> {
  const gate = await gateActivity(ctx, ctx.db, query.activityId);
  requireOrganiser(gate);
  const rows = await listAttendance(ctx.db, ctx.tenantId, query.activityId, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  const attendedCount = await countAttendance(ctx.db, ctx.tenantId, query.activityId);
  const total = await countParticipants(ctx.db, ctx.tenantId, query.activityId);
  return {
    records: rows.map((row) => ({
      person: { userId: row.userId, name: row.name, orgName: row.orgName },
      attended: row.attendedAt !== null,
      method: row.method === 'code' || row.method === 'typed' || row.method === 'manual' ? row.method : null,
      attendedAt: row.attendedAt?.toISOString() ?? null,
    })),
    total,
    current: query.current,
    size: query.size,
    attendedCount,
  };
}

/** The organiser marks participants present (crediting as a check-in does) or takes marks back; audited. */
export async function markActivityAttendance(ctx: RequestContext, body: MarkAttendanceBody): Promise<MarkedAttendance> {
  return ctx.transaction(async (tx) => {
    const gate = await gateActivity(ctx, tx, body.activityId);
    requireOrganiser(gate);
    requireOpen(gate);
    const now = new Date();
    if (!attendanceOpened(gate.activity, now)) throw new AppError('CHECK_IN_NOT_OPEN');
    const joined = await participantsAmong(tx, ctx.tenantId, body.activityId, body.userIds);
    const issues = body.userIds.flatMap((userId, index) =>
      joined.has(userId) ? [] : [{ path: `body.userIds.${index}`, message: 'has not joined this activity' }],
    );
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
    let changed: number[];
    if (body.present) {
      const entries = body.userIds.map((userId) => ({
        activityId: body.activityId,
        userId,
        method: 'manual' as const,
        codeWindow: null,
        markedBy: ctx.actor.userId,
        at: now,
      }));
      changed = await insertAttendance(tx, ctx.tenantId, entries);
      for (const userId of changed) {
        await recordActivityFact(eventScopeOf(ctx, tx), { activityId: body.activityId, userId, fact: 'attended', at: now });
      }
    } else {
      changed = await deleteAttendance(tx, ctx.tenantId, body.activityId, body.userIds);
    }
    if (changed.length > 0) {
      await recordAudit(tx, ctx, {
        action: body.present ? 'research.attendance.mark' : 'research.attendance.unmark',
        entityType: 'research_activity',
        entityId: String(body.activityId),
        after: { userIds: changed },
      });
    }
    return { changed: changed.length, attendedCount: await countAttendance(tx, ctx.tenantId, body.activityId) };
  });
}
