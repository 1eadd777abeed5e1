import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import {
  researchFormTemplates,
  researchObservations,
  researchStageForms,
  type StoredIndicator,
  type StoredScore,
} from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type TemplateRecord = typeof researchFormTemplates.$inferSelect;
export type StageFormRecord = typeof researchStageForms.$inferSelect;

/** The tenant's templates, by title; retired ones only when asked. */
export async function listTemplates(db: Executor, tenantId: TenantId, includeRetired: boolean): Promise<TemplateRecord[]> {
  const conditions = [eq(researchFormTemplates.tenantId, tenantId)];
  if (!includeRetired) conditions.push(isNull(researchFormTemplates.retiredAt));
  return db
    .select()
    .from(researchFormTemplates)
    .where(and(...conditions))
    .orderBy(asc(researchFormTemplates.title), asc(researchFormTemplates.id));
}

/** A template by id in the tenant. */
export async function findTemplate(db: Executor, tenantId: TenantId, id: number): Promise<TemplateRecord | null> {
  const [row] = await db
    .select()
    .from(researchFormTemplates)
    .where(and(eq(researchFormTemplates.tenantId, tenantId), eq(researchFormTemplates.id, id)));
  return row ?? null;
}

export async function insertTemplate(
  tx: Executor,
  tenantId: TenantId,
  values: { title: string; indicators: StoredIndicator[]; ownerUnitId: number; createdBy: number },
): Promise<TemplateRecord> {
  const [row] = await tx
    .insert(researchFormTemplates)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

/** Changes a template's title and indicators, or retires / restores it; null when it does not exist. */
export async function updateTemplate(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  change: Partial<Pick<TemplateRecord, 'title' | 'indicators' | 'retiredAt'>>,
): Promise<TemplateRecord | null> {
  const [row] = await tx
    .update(researchFormTemplates)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(researchFormTemplates.tenantId, tenantId), eq(researchFormTemplates.id, id)))
    .returning();
  return row ?? null;
}

/** The form a stage uses, if its copy has been taken. */
export async function findStageForm(db: Executor, tenantId: TenantId, stageId: number): Promise<StageFormRecord | null> {
  const [row] = await db
    .select()
    .from(researchStageForms)
    .where(and(eq(researchStageForms.tenantId, tenantId), eq(researchStageForms.stageId, stageId)));
  return row ?? null;
}

/**
 * Takes the stage's copy of a template, or replaces it with another template's while nobody has handed the form
 * in (the organiser changed the stage's template); answers the copy the stage has after the call.
 */
export async function takeStageForm(tx: Executor, tenantId: TenantId, stageId: number, template: TemplateRecord): Promise<StageFormRecord> {
  await tx
    .insert(researchStageForms)
    .values({ tenantId, stageId, templateId: template.id, title: template.title, indicators: template.indicators })
    .onConflictDoUpdate({
      target: [researchStageForms.tenantId, researchStageForms.stageId],
      set: { templateId: template.id, title: template.title, indicators: template.indicators, takenAt: new Date() },
      where: sql`${researchStageForms.templateId} <> ${template.id} and not exists (select 1 from ${researchObservations} o where o.tenant_id = ${tenantId} and o.stage_id = ${stageId})`,
    });
  return (await findStageForm(tx, tenantId, stageId))!;
}

/** A person's filled form of a stage. */
export async function findObservation(db: Executor, tenantId: TenantId, stageId: number, userId: number) {
  const [row] = await db
    .select()
    .from(researchObservations)
    .where(
      and(eq(researchObservations.tenantId, tenantId), eq(researchObservations.stageId, stageId), eq(researchObservations.userId, userId)),
    );
  return row ?? null;
}

/** Hands a form in, replacing the person's earlier filling. */
export async function saveObservation(
  tx: Executor,
  tenantId: TenantId,
  values: { stageId: number; userId: number; scores: StoredScore[]; total: number; comment: string; at: Date },
) {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(researchObservations)
    .values({ tenantId, ...rest, submittedAt: at })
    .onConflictDoUpdate({
      target: [researchObservations.tenantId, researchObservations.stageId, researchObservations.userId],
      set: { scores: rest.scores, total: rest.total, comment: rest.comment, submittedAt: at },
    })
    .returning();
  return row!;
}

/** Every filled form of a stage with its author, newest first (one per participant, so bounded by the activity). */
export async function listObservations(db: Executor, tenantId: TenantId, stageId: number) {
  return db
    .select({
      userId: researchObservations.userId,
      name: users.name,
      orgName: orgUnits.name,
      scores: researchObservations.scores,
      comment: researchObservations.comment,
      submittedAt: researchObservations.submittedAt,
    })
    .from(researchObservations)
    .innerJoin(users, and(eq(users.tenantId, researchObservations.tenantId), eq(users.id, researchObservations.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(researchObservations.tenantId, tenantId), eq(researchObservations.stageId, stageId)))
    .orderBy(desc(researchObservations.submittedAt), asc(researchObservations.userId));
}
