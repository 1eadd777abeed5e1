import type { ApplyDetail, ApplyEvidence, ApplyState, ApplyStatusValue, EvidenceFile } from '@yanxiu/contract/development-apply';
import type { CheckedCondition } from '@yanxiu/contract/development-model';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { findApplication, type ApplicationReviewRow, type ApplicationWithReview } from './development-apply.repository';
import { listPostTypes } from '@server/modules/development/model/development-model.repository';
import { listPhases } from '@server/modules/development/development.repository';

// What the write and read sides of development applications share: the state, the snapshot and the lookups.

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
export const stepsOf = (review: ApplicationReviewRow) => review.steps as InstanceStep[];

/** Where an application stands, in the contract's shape. */
export function stateOf(applyId: number, review: ApplicationReviewRow, finishedAt: Date | null): ApplyState {
  const status = review.status as ApplyStatusValue;
  return {
    applyId,
    status,
    stepCode: status === '4' ? (stepsOf(review)[review.stepIndex]?.code ?? null) : null,
    round: review.round,
    finishedAt: iso(finishedAt),
  };
}

/** What an evidence file was when submitted, so a file deleted later can still be named. */
export type SubmittedFile = { name: string; contentType: string; size: number };

/**
 * What a reviewer is shown of the application: the snapshot the engine keeps with each decision. `files` is
 * absent from snapshots taken before it was recorded.
 */
export type ApplySnapshot = {
  sectionCode: string;
  postTypeCode: string;
  phaseCode: string;
  fromPhaseCode: string;
  statement: string;
  evidence: ApplyEvidence;
  conditions: CheckedCondition[];
  files?: Record<string, SubmittedFile>;
};

export const fileIdsOf = (evidence: ApplyEvidence) => [...new Set(Object.values(evidence).flat())];

/** The evidence of a snapshot per condition, each file as it is now or, when deleted since, as it was submitted. */
export function evidenceView(
  snapshot: Pick<ApplySnapshot, 'evidence' | 'files'>,
  existing: ReadonlyMap<string, SubmittedFile>,
): ApplyDetail['evidence'] {
  return Object.entries(snapshot.evidence).map(([conditionCode, ids]) => ({
    conditionCode,
    files: ids.map((id): EvidenceFile => {
      const file = existing.get(id);
      if (file) return { id, ...file };
      const submitted = snapshot.files?.[id];
      return { id, name: submitted?.name ?? '', contentType: submitted?.contentType ?? '', size: submitted?.size ?? 0, missing: true };
    }),
  }));
}

/** An application with its review; 404 when unknown. */
export async function loadDevelopmentApplication(ctx: RequestContext, applyId: number): Promise<ApplicationWithReview> {
  const found = await findApplication(ctx.db, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Names of the tenant's post types and phases, for lists. */
export async function namesOfPostTypesAndPhases(ctx: RequestContext) {
  const [postTypes, phases] = await Promise.all([listPostTypes(ctx.db, ctx.tenantId), listPhases(ctx.db, ctx.tenantId)]);
  return { postType: new Map(postTypes.map((row) => [row.code, row])), phase: new Map(phases.map((row) => [row.code, row])) };
}
