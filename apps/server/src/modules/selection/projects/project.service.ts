import type { FieldIssue } from '@yanxiu/contract/envelope';
import type {
  CopyProjectBody,
  ExtendProjectBody,
  ManageProjectDetail,
  ManageProjectPage,
  ManageProjectsQuery,
  ProjectVersionBody,
  ProjectWriteResult,
  SaveProjectBody,
} from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { writeAtVersion } from '@server/platform/call/versioned-write';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { moveReviewsDue } from '@server/platform/review/review-engine';
import { isCodeOf } from '@server/modules/basecode/basecode.public';
import { creatableLevel, selectionAccess } from '@server/modules/selection/selection.access';
import {
  countApplications,
  findProject,
  insertProject,
  listGroups,
  listItems,
  listProjectsForStaff,
  moveProject,
  replaceGroups,
  replaceItems,
  updateDraft,
  type NewSection,
  type ProjectFieldsRow,
  type ProjectRow,
  type ProjectWithOwner,
} from './project.repository';
import { groupView, iso, projectFields, sectionTree } from './project-view';
import { projectReviewsWhere } from './project-reviews.repository';

const ENTITY = 'selection_project';

const writeResult = (row: ProjectRow): ProjectWriteResult => ({
  prjId: row.id,
  state: row.state as ProjectWriteResult['state'],
  version: row.version,
  endsAt: row.endsAt.toISOString(),
});

/** 422 naming each section or subject code (of groups and eligibility) the code tables do not know. */
async function checkCodes(db: Executor, body: SaveProjectBody): Promise<void> {
  const issues: FieldIssue[] = [];
  const check = async (typeCode: string, code: string, path: string) => {
    if (!(await isCodeOf(db, typeCode, code))) issues.push({ path, message: `unknown ${typeCode} ${code}` });
  };
  for (const [index, group] of body.groups.entries()) {
    await check('section', group.sectionCode, `body.groups.${index}.sectionCode`);
    if (group.subjectCode !== null) await check('subject', group.subjectCode, `body.groups.${index}.subjectCode`);
  }
  for (const [index, code] of body.eligibility.sectionCodes.entries())
    await check('section', code, `body.eligibility.sectionCodes.${index}`);
  for (const [index, code] of body.eligibility.subjectCodes.entries())
    await check('subject', code, `body.eligibility.subjectCodes.${index}`);
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

/** The body's project fields as stored (the level and owner come from the caller, never the body). */
function fieldsOf(body: SaveProjectBody): Omit<ProjectFieldsRow, 'ownerOrgId' | 'level' | 'createdBy'> {
  return {
    title: body.title,
    description: body.description,
    category: body.category,
    kind: body.kind,
    applyScope: body.applyScope,
    selfReview: body.selfReview,
    scoreAggregation: body.scoreAggregation,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    eligibility: body.eligibility,
    schoolQuota: body.schoolQuota,
  };
}

const sectionsOf = (body: SaveProjectBody): NewSection[] =>
  body.sections.map((section) => ({
    title: section.title,
    indicators: section.indicators.map((indicator) => ({
      title: indicator.title,
      kind: indicator.kind,
      maxScore: indicator.maxScore,
      guide: indicator.guide,
      options: indicator.options,
      multiple: indicator.kind === 'choice' && indicator.multiple,
      required: indicator.required,
    })),
  }));

// Selection projects on the staff side: list, read, save a draft, copy, publish, extend and close.

async function load(ctx: RequestContext, prjId: number): Promise<ProjectWithOwner> {
  const found = await findProject(ctx.db, ctx.tenantId, prjId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** A project the caller sees on the staff side; 404 otherwise, so a draft or another school's project reads as unknown. */
async function loadVisible(ctx: RequestContext, prjId: number): Promise<ProjectWithOwner> {
  const found = await load(ctx, prjId);
  if (!selectionAccess.readProjectAsStaff(ctx.actor, found)) throw new AppError('NOT_FOUND');
  return found;
}

/** A project the caller runs; 404 unknown, 403 another unit's. */
async function loadManaged(ctx: RequestContext, prjId: number): Promise<ProjectWithOwner> {
  const found = await load(ctx, prjId);
  requireAccess(ctx.actor, selectionAccess.manageProject, found);
  return found;
}

/** A guarded state change, audited; 409 when the project moved since the version read or is not in `fromState`. */
async function move(
  ctx: RequestContext,
  body: ProjectVersionBody,
  fromState: string,
  change: Parameters<typeof moveProject>[2],
  action: 'published' | 'extended' | 'closed',
) {
  const { project } = await loadManaged(ctx, body.prjId);
  if (project.state !== fromState) throw new AppError('STATE_NOT_ALLOWED');
  const moved = await writeAtVersion(ctx, {
    write: (tx) => moveProject(tx, { tenantId: ctx.tenantId, id: project.id, expectedVersion: body.version, fromState }, change),
    // The window's end is its applications' deadline on the staff's review list: it moves with the window.
    alongside: (tx, row) =>
      change.endsAt ? moveReviewsDue(eventScopeOf(ctx, tx), projectReviewsWhere(project.id), row.endsAt) : Promise.resolve(),
    audit: (row) => ({
      action: `selection.project_${action}`,
      entityType: ENTITY,
      entityId: String(project.id),
      before: { state: project.state, endsAt: project.endsAt.toISOString(), version: project.version },
      after: { state: row.state, endsAt: row.endsAt.toISOString(), version: row.version },
    }),
  });
  return writeResult(moved);
}

export async function listManagedSelectionProjects(
  ctx: RequestContext,
  query: Omit<ManageProjectsQuery, 'appId'>,
): Promise<ManageProjectPage> {
  const { rows, total } = await listProjectsForStaff(ctx.db, ctx.tenantId, {
    orgPath: ctx.actor.orgPath,
    state: query.state,
    keyword: query.keyword,
    page: query.current,
    size: query.size,
  });
  const counts = await countApplications(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.project.id),
  );
  const records = rows.map((row) => {
    const { description: _description, eligibility: _eligibility, ...fields } = projectFields(row);
    return {
      ...fields,
      version: row.project.version,
      applicationCount: counts.get(row.project.id) ?? 0,
      manageable: selectionAccess.manageProject(ctx.actor, row),
    };
  });
  return { records, total, current: query.current, size: query.size };
}

export async function managedSelectionProject(ctx: RequestContext, prjId: number): Promise<ManageProjectDetail> {
  const found = await loadVisible(ctx, prjId);
  const [groups, items, counts] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, [prjId]),
    listItems(ctx.db, ctx.tenantId, prjId),
    countApplications(ctx.db, ctx.tenantId, [prjId]),
  ]);
  const { project } = found;
  return {
    ...projectFields(found),
    version: project.version,
    groups: groups.map(groupView),
    sections: sectionTree(items),
    copiedFromId: project.copiedFromId,
    publishedAt: iso(project.publishedAt),
    closedAt: iso(project.closedAt),
    applicationCount: counts.get(prjId) ?? 0,
  };
}

/** Creates a draft run by the caller's unit, or replaces a draft's fields, groups and items at the version read. */
export async function saveSelectionProject(ctx: RequestContext, body: SaveProjectBody): Promise<ProjectWriteResult> {
  const level = creatableLevel(ctx.actor);
  if (body.prjId === undefined) requireAccess(ctx.actor, selectionAccess.createProject);
  const existing = body.prjId === undefined ? undefined : await loadManaged(ctx, body.prjId);
  if (existing && existing.project.state !== 'draft') throw new AppError('SELECTION_PROJECT_FROZEN');
  await checkCodes(ctx.db, body);
  const fields = fieldsOf(body);
  const { prjId: _prjId, version: _version, ...after } = body;
  const row = await writeAtVersion(ctx, {
    write: (tx) =>
      existing
        ? updateDraft(tx, ctx.tenantId, existing.project.id, body.version!, fields)
        : insertProject(tx, ctx.tenantId, { ...fields, ownerOrgId: ctx.actor.orgUnitId, level: level!, createdBy: ctx.actor.userId }),
    // The version read still matches: the draft was published meanwhile, not edited.
    refusal: existing?.project.version === body.version ? 'SELECTION_PROJECT_FROZEN' : 'STALE_VERSION',
    alongside: async (tx, saved) => {
      await replaceGroups(tx, ctx.tenantId, saved.id, body.groups);
      await replaceItems(tx, ctx.tenantId, saved.id, sectionsOf(body));
    },
    audit: (saved) => ({
      action: existing ? 'selection.project_updated' : 'selection.project_created',
      entityType: ENTITY,
      entityId: String(saved.id),
      ...(existing ? { before: { ...projectFields(existing), version: existing.project.version } } : {}),
      after: { ...after, version: saved.version },
    }),
  });
  return writeResult(row);
}

/** A new draft of the caller's unit with another project's fields, groups and items (one the caller sees). */
export async function copySelectionProject(ctx: RequestContext, body: CopyProjectBody): Promise<ProjectWriteResult> {
  const level = creatableLevel(ctx.actor);
  requireAccess(ctx.actor, selectionAccess.createProject);
  const source = await loadVisible(ctx, body.prjId);
  const [groups, items] = await Promise.all([listGroups(ctx.db, ctx.tenantId, [body.prjId]), listItems(ctx.db, ctx.tenantId, body.prjId)]);
  const { project } = source;
  return ctx.transaction(async (tx) => {
    const row = await insertProject(tx, ctx.tenantId, {
      ownerOrgId: ctx.actor.orgUnitId,
      level: level!,
      createdBy: ctx.actor.userId,
      title: body.title ?? project.title,
      description: project.description,
      category: project.category,
      kind: project.kind,
      applyScope: project.applyScope,
      selfReview: project.selfReview,
      scoreAggregation: project.scoreAggregation,
      startsAt: project.startsAt,
      endsAt: project.endsAt,
      eligibility: project.eligibility,
      schoolQuota: project.schoolQuota,
      copiedFromId: project.id,
    });
    await replaceGroups(
      tx,
      ctx.tenantId,
      row.id,
      groups.map(({ name, sectionCode, subjectCode, quota }) => ({ name, sectionCode, subjectCode, quota })),
    );
    const tree = sectionTree(items);
    await replaceItems(
      tx,
      ctx.tenantId,
      row.id,
      tree.map((section) => ({ title: section.title, indicators: section.indicators.map(({ id: _id, ...indicator }) => indicator) })),
    );
    await recordAudit(tx, ctx, {
      action: 'selection.project_copied',
      entityType: ENTITY,
      entityId: String(row.id),
      after: { copiedFromId: project.id, title: row.title },
    });
    return writeResult(row);
  });
}

/** Publishes a draft whose window has not ended: its groups and items freeze. */
export async function publishSelectionProject(ctx: RequestContext, body: ProjectVersionBody): Promise<ProjectWriteResult> {
  const { project } = await loadManaged(ctx, body.prjId);
  if (project.state === 'draft' && project.endsAt <= new Date()) {
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.prjId', message: 'the application window has already ended' }] });
  }
  return move(ctx, body, 'draft', { state: 'published', publishedAt: new Date() }, 'published');
}

/** Moves a published project's end later (and after now). */
export async function extendSelectionProject(ctx: RequestContext, body: ExtendProjectBody): Promise<ProjectWriteResult> {
  const { project } = await loadManaged(ctx, body.prjId);
  const endsAt = new Date(body.endsAt);
  if (endsAt <= project.endsAt || endsAt <= new Date()) {
    throw new AppError('UNPROCESSABLE', {
      issues: [{ path: 'body.endsAt', message: 'the new end must be after the current end and after now' }],
    });
  }
  if (project.state !== 'published') throw new AppError('STATE_NOT_ALLOWED');
  return move(ctx, body, 'published', { endsAt }, 'extended');
}

/** Closes a published project: it takes no more applications; running reviews go on. */
export async function closeSelectionProject(ctx: RequestContext, body: ProjectVersionBody): Promise<ProjectWriteResult> {
  const { project } = await loadManaged(ctx, body.prjId);
  if (project.state !== 'published') throw new AppError('STATE_NOT_ALLOWED');
  return move(ctx, body, 'published', { state: 'closed', closedAt: new Date() }, 'closed');
}
