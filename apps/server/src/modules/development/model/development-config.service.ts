import type {
  Condition,
  ConditionFile,
  DeleteConditionBody,
  DeleteConditionFileBody,
  DevelopmentType,
  FileKind,
  PhaseView,
  PostType,
  PostTypePhaseBody,
  ReviewStepSetting,
  SaveConditionBody,
  SaveConditionFileBody,
  SaveDevelopmentTypeBody,
  SavePostTypeBody,
  SaveReviewStepBody,
} from '@yanxiu/contract/development-model';
import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { Executor } from '@server/db/client';
import { recordAudit, type AuditEntry } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { reviewStepSettings, switchReviewStep } from '@server/platform/review/review-engine';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import { listPhases } from '@server/modules/development/development.repository';
import {
  countDevelopmentTypeUses,
  deleteCondition,
  deleteConditionFile,
  deleteDevelopmentType,
  deletePathPhase,
  deletePostType,
  findDevelopmentType,
  findPostType,
  insertPathPhase,
  listConditionFiles,
  listConditions,
  listDevelopmentTypes,
  listPathPhases,
  listPostTypes,
  upsertCondition,
  upsertConditionFile,
  upsertDevelopmentType,
  upsertPostType,
} from './development-model.repository';
import { toCondition } from './development-model.service';
import { DEVELOPMENT_WORKFLOW } from '@server/modules/development/development-workflow';

function unprocessable(path: string, message: string): AppError {
  return new AppError('UNPROCESSABLE', { issues: [{ path, message }] });
}

// Configuration of the development model by district staff; every write is audited in its transaction.

/** Runs a write and records its audit entry, both in one transaction. */
function audited<T>(ctx: RequestContext, write: (tx: Executor) => Promise<{ result: T; audit: AuditEntry }>): Promise<T> {
  return ctx.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    await recordAudit(tx, ctx, audit);
    return result;
  });
}

async function conditionsOf(executor: Executor, tenantId: TenantId, postTypeCode: string, phaseCode: string): Promise<Condition[]> {
  return (await listConditions(executor, tenantId, postTypeCode, phaseCode)).map(toCondition);
}

async function filesOf(executor: Executor, tenantId: TenantId, postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
  const rows = await listConditionFiles(executor, tenantId, postTypeCode, phaseCode);
  return rows.map((row) => ({ ...row, kinds: row.kinds as FileKind[] }));
}

/** 422 unless the phase is on the post type's path. */
async function requirePathPhase(ctx: RequestContext, postTypeCode: string, phaseCode: string): Promise<void> {
  const path = await listPathPhases(ctx.db, ctx.tenantId, postTypeCode);
  if (!path.some((phase) => phase.phaseCode === phaseCode)) throw unprocessable('body.phaseCode', 'not a phase of this post type');
}

/** The development workflow's steps as the tenant has them. */
async function reviewSteps(executor: Executor, tenantId: TenantId): Promise<ReviewStepSetting[]> {
  const steps = await reviewStepSettings(executor, tenantId, DEVELOPMENT_WORKFLOW);
  return steps.map((step) => ({
    code: step.code,
    role: step.role,
    scope: step.scope,
    name: step.label['zh-CN'],
    nameEn: step.label['en-US'],
    switchable: step.switchable,
    enabled: step.enabled,
  }));
}

export function listConfiguredDevelopmentTypes(ctx: RequestContext): Promise<DevelopmentType[]> {
  return listDevelopmentTypes(ctx.db, ctx.tenantId);
}

export function saveDevelopmentType(ctx: RequestContext, body: SaveDevelopmentTypeBody): Promise<DevelopmentType> {
  return audited(ctx, async (tx) => {
    const before = (await findDevelopmentType(tx, ctx.tenantId, body.code)) ?? null;
    await upsertDevelopmentType(tx, ctx.tenantId, body);
    return {
      result: body,
      audit: { action: 'development.config.type_saved', entityType: 'development_type', entityId: body.code, before, after: body },
    };
  });
}

export function removeDevelopmentType(ctx: RequestContext, code: string): Promise<void> {
  return audited(ctx, async (tx) => {
    const before = await findDevelopmentType(tx, ctx.tenantId, code);
    if (!before) throw new AppError('NOT_FOUND');
    const uses = await countDevelopmentTypeUses(tx, ctx.tenantId, code);
    const issues: FieldIssue[] = [];
    if (uses.teachers > 0) issues.push({ path: 'body.code', message: `chosen by ${uses.teachers} teacher(s); disable it instead` });
    if (uses.postTypes > 0) issues.push({ path: 'body.code', message: `${uses.postTypes} post type(s) belong to it` });
    if (issues.length > 0) throw new AppError('CONFLICT', { issues });
    await deleteDevelopmentType(tx, ctx.tenantId, code);
    return {
      result: undefined,
      audit: { action: 'development.config.type_deleted', entityType: 'development_type', entityId: code, before },
    };
  });
}

export function listConfiguredPostTypes(ctx: RequestContext): Promise<PostType[]> {
  return listPostTypes(ctx.db, ctx.tenantId);
}

export async function savePostType(ctx: RequestContext, body: SavePostTypeBody): Promise<PostType> {
  const { sectionCodes, ...row } = body;
  if (row.developmentTypeCode !== null && !(await findDevelopmentType(ctx.db, ctx.tenantId, row.developmentTypeCode))) {
    throw unprocessable('body.developmentTypeCode', 'unknown development type');
  }
  const sections = [...new Set(sectionCodes)];
  for (const section of sections)
    if (!(await isCodeOf(ctx.db, 'section', section))) throw unprocessable('body.sectionCodes', `unknown section ${section}`);
  return audited(ctx, async (tx) => {
    const before = (await findPostType(tx, ctx.tenantId, row.code)) ?? null;
    await upsertPostType(tx, ctx.tenantId, row, sections);
    const after = (await findPostType(tx, ctx.tenantId, row.code))!;
    return {
      result: after,
      audit: { action: 'development.config.post_type_saved', entityType: 'post_type', entityId: row.code, before, after },
    };
  });
}

export function removePostType(ctx: RequestContext, code: string): Promise<void> {
  return audited(ctx, async (tx) => {
    const before = await findPostType(tx, ctx.tenantId, code);
    if (!before) throw new AppError('NOT_FOUND');
    await deletePostType(tx, ctx.tenantId, code);
    return {
      result: undefined,
      audit: { action: 'development.config.post_type_deleted', entityType: 'post_type', entityId: code, before },
    };
  });
}

export async function listPostTypePhases(ctx: RequestContext, postTypeCode: string): Promise<PhaseView[]> {
  if (!(await findPostType(ctx.db, ctx.tenantId, postTypeCode))) throw new AppError('NOT_FOUND');
  return listPathPhases(ctx.db, ctx.tenantId, postTypeCode);
}

export async function addPostTypePhase(ctx: RequestContext, body: PostTypePhaseBody): Promise<PhaseView[]> {
  if (!(await findPostType(ctx.db, ctx.tenantId, body.postTypeCode))) throw unprocessable('body.postTypeCode', 'unknown post type');
  const ladder = await listPhases(ctx.db, ctx.tenantId);
  if (!ladder.some((phase) => phase.code === body.phaseCode)) throw unprocessable('body.phaseCode', 'not a phase of the ladder');
  return audited(ctx, async (tx) => {
    await insertPathPhase(tx, ctx.tenantId, body.postTypeCode, body.phaseCode);
    const after = await listPathPhases(tx, ctx.tenantId, body.postTypeCode);
    const entityId = `${body.postTypeCode}/${body.phaseCode}`;
    return { result: after, audit: { action: 'development.config.phase_saved', entityType: 'post_type_phase', entityId, after: body } };
  });
}

export function removePostTypePhase(ctx: RequestContext, body: PostTypePhaseBody): Promise<void> {
  return audited(ctx, async (tx) => {
    const path = await listPathPhases(tx, ctx.tenantId, body.postTypeCode);
    if (!path.some((phase) => phase.phaseCode === body.phaseCode)) throw new AppError('NOT_FOUND');
    // The audit keeps what went with the phase: its conditions and their files.
    const before = {
      ...body,
      conditions: await conditionsOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode),
      files: await filesOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode),
    };
    await deletePathPhase(tx, ctx.tenantId, body.postTypeCode, body.phaseCode);
    const entityId = `${body.postTypeCode}/${body.phaseCode}`;
    return { result: undefined, audit: { action: 'development.config.phase_deleted', entityType: 'post_type_phase', entityId, before } };
  });
}

export async function listPhaseConditions(ctx: RequestContext, postTypeCode: string, phaseCode: string): Promise<Condition[]> {
  return conditionsOf(ctx.db, ctx.tenantId, postTypeCode, phaseCode);
}

export async function savePhaseCondition(ctx: RequestContext, body: SaveConditionBody): Promise<Condition> {
  await requirePathPhase(ctx, body.postTypeCode, body.phaseCode);
  if (body.rule.kind === 'title' && !(await isCodeOf(ctx.db, 'professionalTitle', body.rule.params.minTitleCode))) {
    throw unprocessable('body.rule.params.minTitleCode', 'unknown title');
  }
  return audited(ctx, async (tx) => {
    const existing = await conditionsOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode);
    const before = existing.find((condition) => condition.code === body.code) ?? null;
    const { rule, ...row } = body;
    await upsertCondition(tx, ctx.tenantId, { ...row, kind: rule.kind, params: rule.params });
    const after: Condition = { code: body.code, name: body.name, nameEn: body.nameEn, sort: body.sort, rule };
    const entityId = `${body.postTypeCode}/${body.phaseCode}/${body.code}`;
    return {
      result: after,
      audit: { action: 'development.config.condition_saved', entityType: 'phase_condition', entityId, before, after },
    };
  });
}

export function removePhaseCondition(ctx: RequestContext, body: DeleteConditionBody): Promise<void> {
  return audited(ctx, async (tx) => {
    const existing = await conditionsOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode);
    const condition = existing.find((row) => row.code === body.code);
    if (!condition) throw new AppError('NOT_FOUND');
    const files = (await filesOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode)).filter((file) => file.conditionCode === body.code);
    await deleteCondition(tx, ctx.tenantId, body.postTypeCode, body.phaseCode, body.code);
    const entityId = `${body.postTypeCode}/${body.phaseCode}/${body.code}`;
    return {
      result: undefined,
      audit: { action: 'development.config.condition_deleted', entityType: 'phase_condition', entityId, before: { condition, files } },
    };
  });
}

export async function listPhaseConditionFiles(ctx: RequestContext, postTypeCode: string, phaseCode: string): Promise<ConditionFile[]> {
  return filesOf(ctx.db, ctx.tenantId, postTypeCode, phaseCode);
}

export async function savePhaseConditionFile(ctx: RequestContext, body: SaveConditionFileBody): Promise<ConditionFile> {
  const conditions = await conditionsOf(ctx.db, ctx.tenantId, body.postTypeCode, body.phaseCode);
  if (!conditions.some((condition) => condition.code === body.conditionCode))
    throw unprocessable('body.conditionCode', 'unknown condition');
  return audited(ctx, async (tx) => {
    const find = async () =>
      (await filesOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode)).find(
        (file) => file.conditionCode === body.conditionCode && file.code === body.code,
      );
    const before = (await find()) ?? null;
    await upsertConditionFile(tx, ctx.tenantId, body);
    const after = (await find())!;
    const entityId = `${body.postTypeCode}/${body.phaseCode}/${body.conditionCode}/${body.code}`;
    return {
      result: after,
      audit: { action: 'development.config.condition_file_saved', entityType: 'condition_file', entityId, before, after },
    };
  });
}

export function listDevelopmentReviewSteps(ctx: RequestContext): Promise<ReviewStepSetting[]> {
  return reviewSteps(ctx.db, ctx.tenantId);
}

/** Switches an optional step for applications submitted from now on; answers every step. */
export function saveDevelopmentReviewStep(ctx: RequestContext, body: SaveReviewStepBody): Promise<ReviewStepSetting[]> {
  return audited(ctx, async (tx) => {
    const { before, after } = await switchReviewStep(tx, ctx.tenantId, DEVELOPMENT_WORKFLOW, body.stepCode, body.enabled);
    const result = await reviewSteps(tx, ctx.tenantId);
    const entityId = `${DEVELOPMENT_WORKFLOW.code}/${body.stepCode}`;
    return {
      result,
      audit: {
        action: 'development.config.review_step_saved',
        entityType: 'review_step',
        entityId,
        before: { enabled: before },
        after: { enabled: after },
      },
    };
  });
}

export function removePhaseConditionFile(ctx: RequestContext, body: DeleteConditionFileBody): Promise<void> {
  return audited(ctx, async (tx) => {
    const files = await filesOf(tx, ctx.tenantId, body.postTypeCode, body.phaseCode);
    const before = files.find((file) => file.conditionCode === body.conditionCode && file.code === body.code);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteConditionFile(tx, ctx.tenantId, body);
    const entityId = `${body.postTypeCode}/${body.phaseCode}/${body.conditionCode}/${body.code}`;
    return {
      result: undefined,
      audit: { action: 'development.config.condition_file_deleted', entityType: 'condition_file', entityId, before },
    };
  });
}
