/** The stages an application goes through, as the teacher follows it. */
export const PROGRESS_STAGES = ['draft', 'school', 'district', 'scoring', 'result'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export type ProgressInput = { status: string; stepCode: string | null; result: 'selected' | 'notSelected' | null };

/** Where an application stands among the stages, and whether it stopped there (rejected, withdrawn, returned). */
export function progressOf({ status, stepCode, result }: ProgressInput): {
  stage: ProgressStage;
  state: 'process' | 'error' | 'wait' | 'finish';
} {
  if (result !== null) return { stage: 'result', state: 'finish' };
  if (status === '0' || status === '2') return { stage: 'draft', state: 'process' };
  if (status === '8') return { stage: 'draft', state: 'wait' };
  const reviewStage: ProgressStage = stepCode === 'district' ? 'district' : 'school';
  if (status === '4') return { stage: reviewStage, state: 'process' };
  if (status === '5') return { stage: 'draft', state: 'error' };
  if (status === '7') return { stage: reviewStage, state: 'error' };
  // Passed the review: the experts score it.
  return { stage: 'scoring', state: 'process' };
}

/** Statuses in which I edit my application: not applied, in application, returned for changes. */
export function isEditableStatus(status: string): boolean {
  return status === '0' || status === '2' || status === '5';
}
