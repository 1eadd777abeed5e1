import type { ApplyDetail, ApplyEvidence, ApplyRecord, ApplyStatusValue } from '@yanxiu/contract/development-apply';
import type { CheckedCondition, ConditionFile } from '@yanxiu/contract/development-model';
import { developmentAccess } from '../development.access';

/** Statuses of an application that is still running (a teacher has at most one). */
const OPEN: readonly ApplyStatusValue[] = ['2', '4', '5'];

/** Whether an application is open: running, or approved and not finished yet. */
export function isOpen(record: Pick<ApplyRecord, 'status' | 'finishedAt'>): boolean {
  return OPEN.includes(record.status) || (record.status === '6' && record.finishedAt === null);
}

/** The teacher's open application among their records (newest first), if any. */
export function latestOpenRecord<R extends Pick<ApplyRecord, 'status' | 'finishedAt'>>(records: readonly R[]): R | null {
  return records.find(isOpen) ?? null;
}

/** Keys of `development.next`: what happens next for an application, as its applicant reads it. */
export type NextStepKey = 'waitSubmit' | 'waitReview' | 'resubmit' | 'waitFinish' | 'finished' | 'rejected' | 'withdrawn';

export function nextStepOf(state: Pick<ApplyDetail, 'status' | 'finishedAt'>): NextStepKey {
  switch (state.status) {
    case '2':
      return 'waitSubmit';
    case '4':
      return 'waitReview';
    case '5':
      return 'resubmit';
    case '6':
      return state.finishedAt ? 'finished' : 'waitFinish';
    case '7':
      return 'rejected';
    case '8':
      return 'withdrawn';
  }
}

/** What the applicant may do now; nothing when the page is read-only. */
export function applicantActions(status: ApplyStatusValue, readOnly: boolean): { canEdit: boolean; canCancel: boolean } {
  if (readOnly) return { canEdit: false, canCancel: false };
  return { canEdit: status === '5', canCancel: OPEN.includes(status) };
}

/**
 * What a reviewer with `roles` may do on an application: decide its current step; approve the last step and finish
 * the process in one confirmed action (district staff deciding the review's last step); or finish an application
 * approved without finishing (the experts decided last, say).
 */
export function reviewerActions(
  detail: Pick<ApplyDetail, 'status' | 'stepCode' | 'steps' | 'finishedAt'>,
  roles: readonly string[],
): { canDecide: boolean; canApproveAndFinish: boolean; canFinish: boolean } {
  const step = detail.steps.find((entry) => entry.code === detail.stepCode);
  const canDecide = detail.status === '4' && step !== undefined && roles.includes(step.role);
  const mayFinish = developmentAccess(roles).canFinishApplications;
  return {
    canDecide,
    canApproveAndFinish: canDecide && mayFinish && detail.steps.at(-1)?.code === detail.stepCode,
    canFinish: detail.status === '6' && detail.finishedAt === null && mayFinish,
  };
}

/** An uploaded file as the form keeps it: its upload state and, once stored, the server's id. */
export type EvidenceUpload = { status?: string; response?: { id?: string } | undefined };

/** The evidence of the form: per condition, the ids of the files that finished uploading; empty conditions left out. */
export function evidenceOf(uploads: Readonly<Record<string, readonly EvidenceUpload[] | undefined>>): ApplyEvidence {
  const evidence: ApplyEvidence = {};
  for (const [conditionCode, files] of Object.entries(uploads)) {
    const ids = (files ?? []).filter((file) => file.status === 'done' && file.response?.id).map((file) => file.response!.id!);
    if (ids.length > 0) evidence[conditionCode] = ids;
  }
  return evidence;
}

/** How many files a condition needs at least: one per required file it asks for. */
export function requiredCount(files: readonly Pick<ConditionFile, 'conditionCode' | 'required'>[], conditionCode: string): number {
  return files.filter((file) => file.conditionCode === conditionCode && file.required).length;
}

/** A condition's place in the form: the files it asks for and how many the application needs at least. */
export type EvidenceSlot<C> = { condition: C; asked: ConditionFile[]; needed: number };

/**
 * The evidence the form asks for, as the server checks it at submit: every condition that lists files, and every
 * condition the platform could not check (declared, or no data on record), which needs at least one file even when
 * the district listed none for it. A condition the platform checked (learning hours, teaching years, title) needs
 * only what the district listed.
 */
export function evidenceSlots<C extends Pick<CheckedCondition, 'code' | 'sort' | 'check'>>(
  conditions: readonly C[],
  files: readonly ConditionFile[],
): EvidenceSlot<C>[] {
  return [...conditions]
    .sort((a, b) => a.sort - b.sort)
    .map((condition) => {
      const asked = files.filter((file) => file.conditionCode === condition.code).sort((a, b) => a.sort - b.sort);
      const required = requiredCount(files, condition.code);
      return { condition, asked, needed: condition.check.met === null ? Math.max(1, required) : required };
    })
    .filter((slot) => slot.asked.length > 0 || slot.needed > 0);
}
