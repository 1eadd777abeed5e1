import type {
  FormTemplate,
  FormTemplatesQuery,
  ObservationForm,
  ObservationResults,
  RetireFormTemplateBody,
  SaveFormTemplateBody,
  SubmitObservationBody,
} from '@yanxiu/contract/research-interaction';
import type { z } from 'zod';
import type { Executor } from '@server/db/client';
import type { StoredIndicator } from '@server/db/schema/research-interaction';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { recordActivityFact } from '@server/modules/research/completion/activity-completion';
import {
  gateStage,
  requireOpen,
  requireOrganiser,
  requireParticipant,
  type ActivityGate,
  type Stage,
} from '@server/modules/research/interaction/interaction-gate';
import { countParticipants } from '@server/modules/research/completion/participant.repository';
import { researchAccess } from '@server/modules/research/research.access';
import { aggregateScores, checkScores, totalOf } from './observation-scores';
import {
  findObservation,
  findStageForm,
  findTemplate,
  insertTemplate,
  listObservations,
  listTemplates,
  saveObservation,
  takeStageForm,
  updateTemplate,
  type TemplateRecord,
} from './observation.repository';
import { researchTexts } from '../research.texts';

type SaveTemplate = z.output<typeof SaveFormTemplateBody>;
type Submission = z.output<typeof SubmitObservationBody>;
type FormShape = { title: string; indicators: StoredIndicator[] };

const templateView = (row: TemplateRecord): FormTemplate => ({
  id: row.id,
  title: row.title,
  indicators: row.indicators,
  retired: row.retiredAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The form a stage uses. Once the activity is published its copy is taken at the first read or filling (and follows
 * a changed template only while nobody has handed it in); a draft's organisers preview the template itself.
 */
async function formOf(ctx: RequestContext, tx: Executor, stage: Stage, gate: ActivityGate): Promise<FormShape> {
  const copy = await findStageForm(tx, ctx.tenantId, stage.id);
  if (stage.formTemplateId === null || (copy && copy.templateId === stage.formTemplateId)) {
    if (!copy) throw new AppError('NOT_FOUND', { message: researchTexts(ctx.locale, 'noObservationForm') });
    return copy;
  }
  const template = await findTemplate(tx, ctx.tenantId, stage.formTemplateId);
  if (!template) throw new AppError('NOT_FOUND');
  if (gate.activity.status === 'draft') return template;
  return takeStageForm(tx, ctx.tenantId, stage.id, template);
}

// Observation forms: the district's template library, filling a stage's form, and the organiser's aggregate.

/** A stage's form with the caller's own filling. */
export async function observationForm(ctx: RequestContext, stageId: number): Promise<ObservationForm> {
  return ctx.transaction(async (tx) => {
    const { stage, gate } = await gateStage(ctx, tx, stageId, 'observation');
    const form = await formOf(ctx, tx, stage, gate);
    const mine = await findObservation(tx, ctx.tenantId, stageId, ctx.actor.userId);
    return {
      stageId,
      title: form.title,
      indicators: form.indicators,
      mine: mine && { scores: mine.scores, comment: mine.comment, total: mine.total, submittedAt: mine.submittedAt.toISOString() },
      canSubmit: gate.participant !== null && gate.activity.status === 'published',
      canSeeResults: gate.organiser,
    };
  });
}

/** The template library: current templates; retired ones too for district staff who ask. */
export async function listFormTemplates(ctx: RequestContext, query: FormTemplatesQuery): Promise<FormTemplate[]> {
  const includeRetired = query.retired === 'true';
  if (includeRetired) requireAccess(ctx.actor, researchAccess.maintainFormTemplates);
  return (await listTemplates(ctx.db, ctx.tenantId, includeRetired)).map(templateView);
}

/** Creates or changes a template (district staff); audited. */
export async function saveFormTemplate(ctx: RequestContext, body: SaveTemplate): Promise<FormTemplate> {
  requireAccess(ctx.actor, researchAccess.maintainFormTemplates);
  return ctx.transaction(async (tx) => {
    const indicators = body.indicators.map(({ key, title, hint, maxScore }) => ({ key, title, hint, maxScore }));
    const before = body.id === undefined ? null : await findTemplate(tx, ctx.tenantId, body.id);
    if (body.id !== undefined && !before) throw new AppError('NOT_FOUND');
    const saved = before
      ? await updateTemplate(tx, ctx.tenantId, before.id, { title: body.title, indicators })
      : await insertTemplate(tx, ctx.tenantId, {
          title: body.title,
          indicators,
          ownerUnitId: ctx.actor.orgUnitId,
          createdBy: ctx.actor.userId,
        });
    await recordAudit(tx, ctx, {
      action: before ? 'research.formTemplate.update' : 'research.formTemplate.create',
      entityType: 'research_form_template',
      entityId: String(saved!.id),
      before: before ? { title: before.title, indicators: before.indicators } : undefined,
      after: { title: body.title, indicators },
    });
    return templateView(saved!);
  });
}

/** Retires a template (no longer offered; stages keep their copies) or restores it (district staff); audited. */
export async function retireFormTemplate(ctx: RequestContext, body: RetireFormTemplateBody): Promise<FormTemplate> {
  requireAccess(ctx.actor, researchAccess.maintainFormTemplates);
  return ctx.transaction(async (tx) => {
    const saved = await updateTemplate(tx, ctx.tenantId, body.id, { retiredAt: body.retired ? new Date() : null });
    if (!saved) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: body.retired ? 'research.formTemplate.retire' : 'research.formTemplate.restore',
      entityType: 'research_form_template',
      entityId: String(body.id),
    });
    return templateView(saved);
  });
}

/** Hands the form in (or again, replacing the earlier filling); counts towards the completion rule (form). */
export async function submitObservation(ctx: RequestContext, body: Submission): Promise<ObservationForm> {
  await ctx.transaction(async (tx) => {
    const { stage, gate } = await gateStage(ctx, tx, body.stageId, 'observation');
    requireOpen(gate);
    const participant = requireParticipant(gate);
    const form = await formOf(ctx, tx, stage, gate);
    const issues = checkScores(form.indicators, body.scores);
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
    const byKey = new Map(body.scores.map((entry) => [entry.key, entry]));
    // Stored in the form's order, so every reader lists them alike.
    const scores = form.indicators.map((indicator) => byKey.get(indicator.key)!);
    const now = new Date();
    await saveObservation(tx, ctx.tenantId, {
      stageId: stage.id,
      userId: ctx.actor.userId,
      scores,
      total: totalOf(scores),
      comment: body.comment,
      at: now,
    });
    // Handing in again is no news to the completion rule (a fact is recorded once).
    if (participant.formAt === null)
      await recordActivityFact(eventScopeOf(ctx, tx), { activityId: gate.activity.id, userId: ctx.actor.userId, fact: 'form', at: now });
  });
  return observationForm(ctx, body.stageId);
}

/** The organiser's aggregate of a stage's forms: per indicator and total statistics, and every comment. */
export async function observationResults(ctx: RequestContext, stageId: number): Promise<ObservationResults> {
  return ctx.transaction(async (tx) => {
    const { stage, gate } = await gateStage(ctx, tx, stageId, 'observation');
    requireOrganiser(gate);
    const form = await formOf(ctx, tx, stage, gate);
    const fillings = await listObservations(tx, ctx.tenantId, stageId);
    const aggregate = aggregateScores(form.indicators, fillings);
    return {
      stageId,
      title: form.title,
      participantCount: await countParticipants(tx, ctx.tenantId, gate.activity.id),
      submittedCount: fillings.length,
      indicators: aggregate.indicators,
      total: aggregate.total,
      comments: fillings.flatMap((filling) => {
        const indicatorComments = filling.scores.filter((entry) => entry.comment !== '').map(({ key, comment }) => ({ key, comment }));
        if (filling.comment === '' && indicatorComments.length === 0) return [];
        return [
          {
            author: { userId: filling.userId, name: filling.name, orgName: filling.orgName },
            comment: filling.comment,
            indicatorComments,
            submittedAt: filling.submittedAt.toISOString(),
          },
        ];
      }),
    };
  });
}
