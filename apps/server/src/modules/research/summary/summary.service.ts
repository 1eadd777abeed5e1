import type { ActivitySummary, SaveSummaryBody } from '@yanxiu/contract/research-interaction';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { checkOwnFiles, filesOf } from '@server/modules/research/interaction/attachments';
import { gateActivity, requireOpen, requireOrganiser } from '@server/modules/research/interaction/interaction-gate';
import { closeActivity, findSummary, saveSummary } from './summary.repository';
import { researchTexts } from '../research.texts';

type SummaryFields = z.output<typeof SaveSummaryBody>;

async function read(db: Executor, ctx: RequestContext, activityId: number, closedAt: Date | null): Promise<ActivitySummary> {
  const row = await findSummary(db, ctx.tenantId, activityId);
  if (!row) return null;
  return {
    activityId,
    text: row.summary.body,
    photos: await filesOf(db, ctx, row.summary.photoFileIds),
    author: { userId: row.summary.authorUserId, name: row.name, orgName: row.orgName },
    savedAt: row.summary.savedAt.toISOString(),
    closedAt: closedAt?.toISOString() ?? null,
  };
}

// The organiser's summary (report with photos), which closes the activity.

/** The summary of an activity the caller organises or joined; null until written. */
export async function activitySummary(ctx: RequestContext, activityId: number): Promise<ActivitySummary> {
  const gate = await gateActivity(ctx, ctx.db, activityId);
  return read(ctx.db, ctx, activityId, gate.activity.closedAt);
}

/** Writes the summary and, with `close`, closes the activity (once it has started; final); audited. */
export async function saveActivitySummary(ctx: RequestContext, body: SummaryFields): Promise<ActivitySummary> {
  return ctx.transaction(async (tx) => {
    const gate = await gateActivity(ctx, tx, body.activityId);
    requireOrganiser(gate);
    requireOpen(gate);
    const now = new Date();
    if (body.close && now < gate.activity.startsAt) {
      throw new AppError('STATE_NOT_ALLOWED', { message: researchTexts(ctx.locale, 'closeAfterStart') });
    }
    const before = await findSummary(tx, ctx.tenantId, body.activityId);
    await checkOwnFiles(ctx, tx, 'photoFileIds', body.photoFileIds, {
      kept: new Set(before?.summary.photoFileIds ?? []),
      imagesOnly: true,
    });
    await saveSummary(tx, ctx.tenantId, {
      activityId: body.activityId,
      body: body.text,
      photoFileIds: body.photoFileIds,
      authorUserId: ctx.actor.userId,
      at: now,
    });
    // Guarded by the status read above: of two organisers closing at once, one closes and the other gets 409.
    if (body.close && !(await closeActivity(tx, ctx.tenantId, body.activityId, now))) throw new AppError('ACTIVITY_CLOSED');
    await recordAudit(tx, ctx, {
      action: body.close ? 'research.activity.close' : 'research.summary.save',
      entityType: 'research_activity',
      entityId: String(body.activityId),
      before: before ? { text: before.summary.body, photoFileIds: before.summary.photoFileIds } : undefined,
      after: { text: body.text, photoFileIds: body.photoFileIds },
    });
    return read(tx, ctx, body.activityId, body.close ? now : null);
  });
}
