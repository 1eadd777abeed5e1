import type { MyApplication, SelectionApplyState, SelectionApplyStatus } from '@yanxiu/contract/selection';
import type { InstanceStep } from '@server/platform/review/review-definition';
import type { ApplicationRow, ReviewRow } from './apply.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The step deciding an application now; null unless under review. */
export function currentStep(review: ReviewRow): string | null {
  return review.status === '4' ? ((review.steps as InstanceStep[])[review.stepIndex]?.code ?? null) : null;
}

/** Where an application stands, in the contract's shape. */
export function stateOf(application: ApplicationRow, review: ReviewRow): SelectionApplyState {
  return {
    applyId: application.id,
    prjId: application.projectId,
    status: review.status as SelectionApplyStatus,
    stepCode: currentStep(review),
    round: review.round,
    version: application.version,
    submittedAt: iso(review.submittedAt),
  };
}

/** What the teacher should do next: complete a draft, wait, revise a returned one, wait for the experts, or nothing. */
export function nextStepOf(status: string, result: string | null): MyApplication['nextStep'] {
  if (status === '2') return 'complete';
  if (status === '4') return 'wait';
  if (status === '5') return 'revise';
  if (status === '6') return result === null ? 'scoring' : 'none';
  return 'none';
}
