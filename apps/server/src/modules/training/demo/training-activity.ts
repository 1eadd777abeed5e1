import type { ServiceDeps } from '@server/platform/deps';
import { randomUUID } from 'node:crypto';
import type { Executor } from '@server/db/client';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import {
  findEnrolledUserIds,
  freeSeat,
  moveEnrolment,
  takeSeat,
  upsertEnrolment,
} from '@server/modules/training/enrolment/enrolment.repository';
import { completeUnits } from '@server/modules/training/enrolment/unit-completion';
import { insertOrderItem, insertOrderOnce, moveOrder } from '@server/modules/training/orders/order.repository';
import { findPublishedProgrammes, findUnitsByProgramme } from '@server/modules/training/programmes/programme-read.repository';
import { isInAudience, type ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';
import { findDemoPeople, hasTrainingActivity } from './training-demo.repository';
import { findSeededProgrammeIds } from './training-content';

// Demo enrolments and orders in every state, on the programmes the training-content seed published. Runs after it;
// a tenant without published programmes simply gets no activity. Seats are taken through the same guarded
// updates as the API, so `seats_taken` agrees with the rows.

const HOUR = 3_600_000;

const DEMO_USERNAMES = ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'idle', 'newteacher'];

/**
 * Seeds the demo tenant's training activity; answers how many enrolments and orders it wrote. Attendance goes through
 * the event bus like staff marking it, so the other domains react to it (hours credited) as they would in the app.
 */
export async function seedTrainingActivity(
  db: Executor,
  deps: ServiceDeps,
  tenantId: TenantId,
  now = new Date(),
): Promise<{ enrolments: number; orders: number }> {
  // Once per tenant: activity already there means an earlier run wrote it.
  if (await hasTrainingActivity(db, tenantId)) return { enrolments: 0, orders: 0 };
  const programmes = await findPublishedProgrammes(db, tenantId);
  const people = await findDemoPeople(db, tenantId, DEMO_USERNAMES);
  const seededIds = await findSeededProgrammeIds(db, tenantId);
  const staff = people.get('district_admin')?.id ?? null;
  let enrolments = 0;
  let orders = 0;

  const forPerson = (username: string, list: ProgrammeWithOrganiser[]) => {
    const person = people.get(username);
    return person ? list.filter((programme) => isInAudience(programme, person.schoolId)) : [];
  };
  const enrol = async (
    username: string,
    programme: ProgrammeWithOrganiser | undefined,
    status: 'pending' | 'enrolled',
    source: 'open' | 'approval',
  ) => {
    const person = people.get(username);
    if (!person || !programme) return undefined;
    if (status === 'enrolled' && !(await takeSeat(db, tenantId, programme.id))) return undefined;
    const row = await upsertEnrolment(db, tenantId, { programmeId: programme.id, userId: person.id, status, source, now });
    if (row) enrolments += 1;
    else if (status === 'enrolled') await freeSeat(db, tenantId, programme.id);
    return row;
  };

  const open = programmes.filter((programme) => programme.kind !== 'supermarket' && programme.enrolMode === 'open');
  const approval = programmes.filter((programme) => programme.enrolMode === 'approval');
  // Teachers in two open programmes, one with an offline session attended.
  for (const programme of forPerson('teacher', open).slice(0, 2)) await enrol('teacher', programme, 'enrolled', 'open');
  const attended = forPerson('teacher', open)[0];
  if (attended && people.get('teacher')) {
    const offline = (await findUnitsByProgramme(db, tenantId, attended.id)).find((unit) => unit.kind === 'offline');
    const teacherId = people.get('teacher')!.id;
    if (offline && (await findEnrolledUserIds(db, tenantId, attended.id, [teacherId])).length === 1) {
      // Through the same path as staff marking attendance, so the session's hours are in the ledger too.
      await completeUnits(deps.events, eventScopeFromDeps(deps, db, tenantId), {
        unit: offline,
        programme: attended,
        userIds: [teacherId],
        source: 'attendance',
        recordedBy: staff,
        now,
      });
    }
  }
  // A withdrawn enrolment: enrolled, then cancelled before the start (the seat goes back).
  const withdrawn = await enrol('newteacher', forPerson('newteacher', open)[0], 'enrolled', 'open');
  if (withdrawn) {
    await moveEnrolment(db, tenantId, withdrawn.id, ['enrolled'], { status: 'cancelled', now });
    await freeSeat(db, tenantId, withdrawn.programmeId);
  }
  // The online assessment programme's closing questionnaire (assessment's demo) shows results answered by these three.
  const ethicsExam = programmes.find((programme) => programme.id === seededIds.ethicsExam);
  for (const username of ['backbone', 'expert', 'school_admin']) await enrol(username, ethicsExam, 'enrolled', 'open');
  // Approval: one waiting, one approved, one rejected, one cancelled.
  await enrol('teacher', forPerson('teacher', approval)[0], 'pending', 'approval');
  const approved = await enrol('backbone', forPerson('backbone', approval)[0], 'pending', 'approval');
  if (approved && (await takeSeat(db, tenantId, approved.programmeId))) {
    await moveEnrolment(db, tenantId, approved.id, ['pending'], { status: 'enrolled', decidedBy: staff, now });
  }
  const rejected = await enrol('idle', forPerson('idle', approval)[0], 'pending', 'approval');
  if (rejected)
    await moveEnrolment(db, tenantId, rejected.id, ['pending'], {
      status: 'rejected',
      reason: '本期名额优先安排青年教师',
      decidedBy: staff,
      now,
    });
  const cancelled = await enrol('expert', forPerson('expert', approval)[0], 'pending', 'approval');
  if (cancelled) await moveEnrolment(db, tenantId, cancelled.id, ['pending'], { status: 'cancelled', now });

  // Orders on the marketplace: pending, paid (confirmed transfer), cancelled, expired, refunded, and a free one.
  const order = async (username: string, programme: ProgrammeWithOrganiser | undefined, provider: 'free' | 'offline', expiresAt: Date) => {
    const person = people.get(username);
    if (!person || !programme || !(await takeSeat(db, tenantId, programme.id))) return undefined;
    const created = await insertOrderOnce(db, tenantId, {
      userId: person.id,
      amountCents: programme.priceCents,
      provider,
      idempotencyKey: randomUUID(),
      expiresAt,
      now,
      day: now.toISOString().slice(0, 10).replaceAll('-', ''),
    });
    if (!created) return undefined;
    await insertOrderItem(db, tenantId, {
      orderId: created.id,
      programmeId: programme.id,
      title: programme.title,
      priceCents: programme.priceCents,
    });
    orders += 1;
    return { order: created, programme, person };
  };
  const pay = async (placed: NonNullable<Awaited<ReturnType<typeof order>>>, reference: string, confirmedBy: number | null) => {
    await moveOrder(db, tenantId, placed.order.id, 'pending', { status: 'paid', paidAt: now, paymentReference: reference, confirmedBy });
    const row = await upsertEnrolment(db, tenantId, {
      programmeId: placed.programme.id,
      userId: placed.person.id,
      status: 'enrolled',
      source: 'order',
      orderId: placed.order.id,
      now,
    });
    if (row) enrolments += 1;
    return row;
  };
  const close = async (placed: Awaited<ReturnType<typeof order>>, status: 'cancelled' | 'expired') => {
    if (!placed) return;
    await moveOrder(db, tenantId, placed.order.id, 'pending', { status, closedAt: now });
    await freeSeat(db, tenantId, placed.programme.id);
  };
  const priced = programmes.filter((programme) => programme.kind === 'supermarket' && programme.priceCents > 0);
  const free = programmes.filter((programme) => programme.kind === 'supermarket' && programme.priceCents === 0);
  const pending = new Date(now.getTime() + 48 * HOUR);
  await order('teacher', forPerson('teacher', priced)[0], 'offline', pending);
  const paid = await order('backbone', forPerson('backbone', priced)[0], 'offline', pending);
  if (paid) await pay(paid, 'ICBC-20261118-0042', staff);
  await close(await order('idle', forPerson('idle', priced)[0], 'offline', pending), 'cancelled');
  await close(await order('expert', forPerson('expert', priced)[0], 'offline', new Date(now.getTime() - HOUR)), 'expired');
  const refunded = await order(
    'school_admin',
    forPerson('school_admin', priced)[1] ?? forPerson('school_admin', priced)[0],
    'offline',
    pending,
  );
  if (refunded) {
    const enrolment = await pay(refunded, 'ABC-20261117-0007', staff);
    await moveOrder(db, tenantId, refunded.order.id, 'paid', { status: 'refunded', closedAt: now, closeReason: '时间冲突，申请退款' });
    if (enrolment)
      await moveEnrolment(db, tenantId, enrolment.id, ['enrolled'], { status: 'cancelled', reason: '时间冲突，申请退款', now });
    await freeSeat(db, tenantId, refunded.programme.id);
  }
  const freeOrder = await order('newteacher', forPerson('newteacher', free)[0], 'free', pending);
  if (freeOrder) await pay(freeOrder, `FREE-${freeOrder.order.orderNo}`, null);
  return { enrolments, orders };
}
