import type { EnrolBlocker } from '@yanxiu/contract/training';
import type { ErrorName } from '@yanxiu/contract/errors';
import type { Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import {
  enrolBlockerOf,
  isInAudience,
  type EnrolmentRecord,
  type ProgrammeRecord,
} from '@server/modules/training/programmes/programme-view';
import { schoolIdOf, trainingAccess } from '@server/modules/training/training.access';

// Why a caller cannot join a programme now. One function, so the programme page's blocker, enrolling and ordering agree.

/** What the caller already has in the programme, read by the service. */
export type EnrolFacts = { now: Date; enrolment: EnrolmentRecord | undefined; hasPendingOrder: boolean };

/** Why the caller cannot enrol in (or order) the programme now; null when they can. */
export function enrolBlockerFor(actor: Actor, programme: ProgrammeRecord, facts: EnrolFacts): EnrolBlocker | null {
  const status = facts.enrolment?.status;
  return enrolBlockerOf(programme, {
    now: facts.now,
    isStaffOnly: !trainingAccess.enrol(actor),
    inAudience: isInAudience(programme, schoolIdOf(actor)),
    myEnrolmentStatus: status === 'pending' || status === 'enrolled' ? status : null,
    hasPendingOrder: facts.hasPendingOrder,
  });
}

const BLOCKER_ERRORS: Record<EnrolBlocker, ErrorName> = {
  already_enrolled: 'ALREADY_ENROLLED',
  pending: 'ALREADY_ENROLLED',
  pending_order: 'PENDING_ORDER_EXISTS',
  staff: 'FORBIDDEN',
  // Programmes of other schools are not shown to the teacher at all.
  not_in_audience: 'NOT_FOUND',
  closed: 'PROGRAMME_CLOSED',
  not_open_yet: 'ENROLMENT_NOT_OPEN',
  enrolment_ended: 'ENROLMENT_ENDED',
  full: 'PROGRAMME_FULL',
};

/** Throws the error a blocker stands for; nothing when there is none. */
export function throwIfBlocked(blocker: EnrolBlocker | null): void {
  if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
}
