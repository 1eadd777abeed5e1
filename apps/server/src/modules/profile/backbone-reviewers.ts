import type { RequestContext } from '@server/platform/context/request-context';
import { reviewsApplicantOf } from '@server/platform/review/review-engine';
import { BACKBONE_WORKFLOW } from './backbone-workflow';

/**
 * Whether the caller reviews (or reviewed) a backbone application of the teacher: they read the teacher's records
 * beside the decision form even when they are not staff over the teacher (an expert of the tenant-wide panel).
 */
export function reviewsBackboneOf(ctx: RequestContext, userId: number): Promise<boolean> {
  return reviewsApplicantOf(ctx.db, ctx.tenantId, BACKBONE_WORKFLOW.code, userId, ctx.actor);
}
