import type { DecideEnrolmentsBody, DecideEnrolmentsResult } from '@yanxiu/contract/training';
import { TrainingLimits } from '@yanxiu/contract/limits';

/**
 * The body of a batch decision, or the i18n key (under trainingManage.enrolments) of what is missing: a
 * rejection must say why, because the teacher reads the reason.
 */
export function decisionBody(
  enrolmentIds: number[],
  decision: 'approve' | 'reject',
  reason = '',
): DecideEnrolmentsBody | { problem: string } {
  if (enrolmentIds.length === 0) return { problem: 'noneSelected' };
  if (decision === 'approve') return { enrolmentIds, decision };
  const trimmed = reason.trim();
  if (!trimmed) return { problem: 'rejectReasonRequired' };
  return { enrolmentIds, decision, reason: trimmed.slice(0, TrainingLimits.shortText) };
}

/** Skipped enrolments grouped by why, for one message: [[reason, count], ...]. */
export function skippedByReason(result: DecideEnrolmentsResult): Array<[DecideEnrolmentsResult['skipped'][number]['reason'], number]> {
  const counts = new Map<DecideEnrolmentsResult['skipped'][number]['reason'], number>();
  for (const entry of result.skipped) counts.set(entry.reason, (counts.get(entry.reason) ?? 0) + 1);
  return [...counts];
}
