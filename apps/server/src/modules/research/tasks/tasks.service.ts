import type { HandIn, HandInBody, HandInsPage, HandInsQuery } from '@yanxiu/contract/research-interaction';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { recordActivityFact } from '@server/modules/research/completion/activity-completion';
import { checkOwnFiles, filesOf } from '@server/modules/research/interaction/attachments';
import { gateStage, requireOpen, requireOrganiser, requireParticipant } from '@server/modules/research/interaction/interaction-gate';
import { countParticipants } from '@server/modules/research/completion/participant.repository';
import { findHandIn, listHandIns, saveHandIn } from './tasks.repository';

type HandInFields = z.output<typeof HandInBody>;
type HandInRow = NonNullable<Awaited<ReturnType<typeof findHandIn>>>;

async function present(db: Executor, ctx: RequestContext, rows: readonly HandInRow[]): Promise<HandIn[]> {
  const files = new Map((await filesOf(db, ctx, [...new Set(rows.flatMap((row) => row.fileIds))])).map((file) => [file.id, file]));
  return rows.map((row) => ({
    stageId: row.stageId,
    author: { userId: row.userId, name: row.name, orgName: row.orgName },
    files: row.fileIds.flatMap((id) => files.get(id) ?? []),
    note: row.note,
    handedInAt: row.handedInAt.toISOString(),
  }));
}

// Task stages: handing in files and a note, and the organiser's list of hand-ins.

/** The caller's own hand-in of a task stage, or null. */
export async function myHandIn(ctx: RequestContext, stageId: number): Promise<HandIn | null> {
  await gateStage(ctx, ctx.db, stageId, 'task');
  const row = await findHandIn(ctx.db, ctx.tenantId, stageId, ctx.actor.userId);
  return row ? ((await present(ctx.db, ctx, [row]))[0] ?? null) : null;
}

/** Hands the task in (again: replaces the earlier hand-in); counts towards the completion rule (task). */
export async function handInTask(ctx: RequestContext, body: HandInFields): Promise<HandIn> {
  return ctx.transaction(async (tx) => {
    const { stage, gate } = await gateStage(ctx, tx, body.stageId, 'task');
    requireOpen(gate);
    const participant = requireParticipant(gate);
    const before = await findHandIn(tx, ctx.tenantId, stage.id, ctx.actor.userId);
    await checkOwnFiles(ctx, tx, 'fileIds', body.fileIds, { kept: new Set(before?.fileIds ?? []) });
    const now = new Date();
    await saveHandIn(tx, ctx.tenantId, { stageId: stage.id, userId: ctx.actor.userId, fileIds: body.fileIds, note: body.note, at: now });
    // Handing in again is no news to the completion rule (a fact is recorded once).
    if (participant.taskAt === null)
      await recordActivityFact(eventScopeOf(ctx, tx), { activityId: gate.activity.id, userId: ctx.actor.userId, fact: 'task', at: now });
    const row = await findHandIn(tx, ctx.tenantId, stage.id, ctx.actor.userId);
    return (await present(tx, ctx, [row!]))[0]!;
  });
}

/** The organiser's page of a task stage's hand-ins. */
export async function stageHandIns(ctx: RequestContext, query: HandInsQuery): Promise<HandInsPage> {
  const { gate } = await gateStage(ctx, ctx.db, query.stageId, 'task');
  requireOrganiser(gate);
  const { rows, total } = await listHandIns(ctx.db, ctx.tenantId, query.stageId, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    records: await present(ctx.db, ctx, rows),
    total,
    current: query.current,
    size: query.size,
    participantCount: await countParticipants(ctx.db, ctx.tenantId, gate.activity.id),
  };
}
