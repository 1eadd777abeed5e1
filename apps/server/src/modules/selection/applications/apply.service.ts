import type {
  ApplicantInfo,
  ApplicantInfoAnswer,
  ApplicationItems,
  ApplyVersionBody,
  Eligibility,
  Indicator,
  IndicatorValueInput,
  MyApplication,
  ProjectForTeacher,
  ProjectsForTeacher,
  TeacherProjectsQuery,
  SaveApplicantBody,
  SaveItemsBody,
  SaveItemsResult,
  SelectionApplyState,
  SelectionApplyStatus,
  TeacherProjectDetail,
} from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import { latestReviewerComments } from '@server/platform/review/review-vocabulary';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaYear } from '@server/platform/time/china-time';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { ledgerHoursInYears } from '@server/modules/learning/learning.public';
import { listVerifiedRecords } from '@server/modules/profile/profile.public';
import { findPerson } from '@server/modules/teacher/teacher.public';
import {
  findProject,
  listGroups,
  listItems,
  listProjectsForTeacher,
  type GroupRow,
  type ProjectWithOwner,
} from '@server/modules/selection/projects/project.repository';
import { groupView, isOpen, projectFields, sectionTree } from '@server/modules/selection/projects/project-view';
import { selectionAccess } from '@server/modules/selection/selection.access';
import { SELECTION_SUBJECT, workflowOf } from '@server/modules/selection/selection-workflow';
import { nextStepOf, stateOf } from './apply-state';
import {
  bumpApplication,
  findApplication,
  findApplicationOf,
  findApplicationsOfUser,
  findFiles,
  insertApplication,
  listApplicationsOfUser,
  listValues,
  saveValues,
  setReviewInstance,
  type ApplicationWithReview,
} from './apply.repository';
import { fittingGroups, ineligibleReasons, type TeacherFacts } from './eligibility';
import { fileIdsOf, saveIssues, submitIssues, valueView, type ValueFacts } from './item-values';

const ENTITY = 'selection_application';
/** Statuses in which the applicant edits: a draft, or returned for changes. */
const EDITABLE = ['2', '5'];

/** The application's items with its values, files and records resolved (shared with the review detail). */
export async function filledSections(
  db: Executor,
  tenantId: TenantId,
  projectId: number,
  application: { id: number; userId: number } | null,
): Promise<ApplicationItems['sections']> {
  const tree = sectionTree(await listItems(db, tenantId, projectId));
  const values = application ? await listValues(db, tenantId, application.id) : [];
  const byItem = new Map(values.map((row) => [row.itemId, row]));
  const stored = values.map((row) => row.value as IndicatorValueInput | null);
  const fileIds = fileIdsOf(stored);
  const hasRecords = stored.some((value) => value?.kind === 'record');
  const [files, records] = await Promise.all([
    findFiles(db, tenantId, fileIds),
    hasRecords && application ? listVerifiedRecords(db, tenantId, application.userId) : Promise.resolve([]),
  ]);
  const fileMap = new Map(files.map((file) => [file.id, { name: file.name, contentType: file.contentType, size: file.size }]));
  const recordMap = new Map(records.map((record) => [record.id, { kind: record.kind, title: record.title, occurredOn: record.date }]));
  return tree.map((section) => ({
    ...section,
    indicators: section.indicators.map((indicator) => {
      const row = byItem.get(indicator.id);
      const value = (row?.value ?? null) as IndicatorValueInput | null;
      return { ...indicator, value: value === null ? null : valueView(value, fileMap, recordMap), selfScore: row?.selfScore ?? null };
    }),
  }));
}

/** What the eligibility rule reads of a teacher; the year's hours only when some rule asks for them. */
export async function teacherFacts(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  needHours: boolean,
): Promise<TeacherFacts & { name: string; phone: string | null; titleCode: string | null }> {
  const person = await findPerson(db, tenantId, userId);
  if (!person) throw new AppError('NOT_FOUND');
  const year = chinaYear(new Date());
  const learningHours = needHours ? await ledgerHoursInYears(db, tenantId, { userId, fromYear: year, toYear: year }) : null;
  return {
    name: person.name,
    phone: person.phone,
    titleCode: person.titleCode,
    sectionCode: person.sectionCode,
    subjectCode: person.subjectCode,
    roles: person.roles,
    phaseCode: person.phaseCode,
    learningHours,
  };
}

/** A project's eligibility rule checked against a teacher. */
export function standingOf(found: ProjectWithOwner, groups: readonly GroupRow[], facts: TeacherFacts, now = new Date()) {
  const { project } = found;
  const open = isOpen(project, now);
  const eligibility = project.eligibility as Eligibility;
  const classified = project.applyScope === '2';
  const reasons = ineligibleReasons({ open, eligibility, classified, groups }, facts);
  return { open, reasons, eligible: reasons.length === 0, myGroupIds: classified ? fittingGroups(groups, facts) : [] };
}

// Teachers' side of selection: projects for me, my application's information and items, submitting, withdrawing.

/** A published or closed project the teacher may apply to; drafts and other units' projects are 404 / 403. */
async function visibleProject(ctx: RequestContext, prjId: number): Promise<ProjectWithOwner> {
  const found = await findProject(ctx.db, ctx.tenantId, prjId);
  if (!found || found.project.state === 'draft') throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, selectionAccess.applyTo, found);
  return found;
}

/** The caller's own application; 404 unknown, 403 someone else's. */
async function ownApplication(ctx: RequestContext, applyId: number): Promise<ApplicationWithReview> {
  const found = await findApplication(ctx.db, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, selectionAccess.changeApplication, found.application);
  return found;
}

function requireEditable(found: ApplicationWithReview): void {
  if (!EDITABLE.includes(found.review.status)) throw new AppError('STATE_NOT_ALLOWED');
}

/** 422 unless the group suits the project: one of the teacher's fitting groups when classified, none otherwise. */
function checkGroup(found: ProjectWithOwner, groupId: number | null, myGroupIds: readonly number[]): void {
  const classified = found.project.applyScope === '2';
  if (classified && (groupId === null || !myGroupIds.includes(groupId))) {
    throw new AppError('UNPROCESSABLE', {
      issues: [{ path: 'body.groupId', message: 'choose one of the groups your section and subject fit' }],
    });
  }
  if (!classified && groupId !== null)
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.groupId', message: 'this project has no groups' }] });
}

async function valueFacts(ctx: RequestContext, values: ReadonlyArray<IndicatorValueInput | null>): Promise<ValueFacts> {
  const hasRecords = values.some((value) => value?.kind === 'record');
  const [files, records] = await Promise.all([
    findFiles(ctx.db, ctx.tenantId, fileIdsOf(values)),
    hasRecords ? listVerifiedRecords(ctx.db, ctx.tenantId, ctx.actor.userId) : Promise.resolve([]),
  ]);
  return {
    files: new Map(files.map((file) => [file.id, file])),
    recordIds: new Set(records.map((record) => record.id)),
    applicantUserId: ctx.actor.userId,
  };
}

/** Each project as I see it in the list: whether it is open, whether I qualify and why not, and my application. */
async function standingsOf(ctx: RequestContext, projects: readonly ProjectWithOwner[], now: Date): Promise<ProjectForTeacher[]> {
  if (projects.length === 0) return [];
  const ids = projects.map((row) => row.project.id);
  const needHours = projects.some((row) => (row.project.eligibility as Eligibility).minLearningHours !== null);
  const [groups, facts, mine] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, ids),
    teacherFacts(ctx.db, ctx.tenantId, ctx.actor.userId, needHours),
    findApplicationsOfUser(ctx.db, ctx.tenantId, ctx.actor.userId, ids),
  ]);
  return projects.map((row) => {
    const { description: _description, ...fields } = projectFields(row);
    const { open, reasons, eligible } = standingOf(
      row,
      groups.filter((group) => group.projectId === row.project.id),
      facts,
      now,
    );
    const application = mine.get(row.project.id);
    return {
      ...fields,
      open,
      eligible,
      reasons,
      applyId: application?.applyId ?? null,
      applyStatus: (application?.status ?? '0') as SelectionApplyStatus,
    };
  });
}

async function indicatorsOf(ctx: RequestContext, prjId: number): Promise<Indicator[]> {
  return sectionTree(await listItems(ctx.db, ctx.tenantId, prjId)).flatMap((section) => section.indicators);
}

/**
 * One page of the projects open to me. The fields and "applied" filter and page in SQL, and the standing (with
 * its groups, facts and my applications) is computed for the page's rows only. "eligible" depends on my record
 * against each project's rule, which SQL does not hold: SQL narrows to the projects open now (a handful), the
 * rule picks among them, and the page is cut from those.
 */
export async function selectionProjectsForMe(ctx: RequestContext, query: TeacherProjectsQuery): Promise<ProjectsForTeacher> {
  const now = new Date();
  const filter = {
    orgPath: ctx.actor.orgPath,
    keyword: query.keyword,
    category: query.category,
    kind: query.kind,
    level: query.level,
    appliedBy: query.show === 'applied' ? ctx.actor.userId : undefined,
    openAt: query.show === 'eligible' ? now : undefined,
  };
  const page = { current: query.current, size: query.size };
  const found = await listProjectsForTeacher(ctx.db, ctx.tenantId, filter, query.show === 'eligible' ? null : page);
  const standings = await standingsOf(ctx, found.rows, now);
  if (query.show !== 'eligible') return { records: standings, total: found.total, current: page.current, size: page.size };
  const eligible = standings.filter((row) => row.eligible && row.open);
  return {
    records: eligible.slice((page.current - 1) * page.size, page.current * page.size),
    total: eligible.length,
    current: page.current,
    size: page.size,
  };
}

export async function selectionProjectForTeacher(ctx: RequestContext, prjId: number): Promise<TeacherProjectDetail> {
  const found = await visibleProject(ctx, prjId);
  const rule = found.project.eligibility as Eligibility;
  const [groups, items, facts, mine] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, [prjId]),
    listItems(ctx.db, ctx.tenantId, prjId),
    teacherFacts(ctx.db, ctx.tenantId, ctx.actor.userId, rule.minLearningHours !== null),
    findApplicationOf(ctx.db, ctx.tenantId, prjId, ctx.actor.userId),
  ]);
  const standing = standingOf(found, groups, facts);
  return {
    ...projectFields(found),
    open: standing.open,
    eligible: standing.eligible,
    reasons: standing.reasons,
    applyId: mine?.application.id ?? null,
    applyStatus: (mine?.review.status ?? '0') as SelectionApplyStatus,
    groups: groups.map(groupView),
    sections: sectionTree(items),
    myGroupIds: standing.myGroupIds,
  };
}

/** My applicant information: my application's, or (before I applied) prefilled from my record. */
export async function selectionApplicantInfo(
  ctx: RequestContext,
  query: { applyId?: string | undefined; prjId?: string | undefined },
): Promise<ApplicantInfoAnswer> {
  const found = query.applyId
    ? await ownApplication(ctx, Number(query.applyId))
    : await findApplicationOf(ctx.db, ctx.tenantId, (await visibleProject(ctx, Number(query.prjId))).project.id, ctx.actor.userId);
  if (found) {
    const returned =
      found.review.status === '5'
        ? (await latestReviewerComments(ctx.db, ctx.tenantId, [found.review.id], ['return'])).get(found.review.id)
        : null;
    return {
      prjId: found.application.projectId,
      applyId: found.application.id,
      version: found.application.version,
      status: found.review.status as SelectionApplyStatus,
      groupId: found.application.groupId,
      info: found.application.applicant as ApplicantInfo,
      returnComment: returned ?? null,
    };
  }
  const facts = await teacherFacts(ctx.db, ctx.tenantId, ctx.actor.userId, false);
  if (!facts.sectionCode || !facts.subjectCode) throw new AppError('TEACHER_RECORD_MISSING');
  return {
    prjId: Number(query.prjId),
    applyId: null,
    version: null,
    status: '0',
    groupId: null,
    info: {
      name: facts.name,
      phone: facts.phone ?? '',
      email: null,
      sectionCode: facts.sectionCode,
      subjectCode: facts.subjectCode,
      titleCode: facts.titleCode,
      introduction: '',
    },
    returnComment: null,
  };
}

/** Creates my draft (the project open and me eligible) or updates its information and group at the version read. */
export async function saveSelectionApplicant(ctx: RequestContext, body: SaveApplicantBody): Promise<SelectionApplyState> {
  const found = await visibleProject(ctx, body.prjId);
  const rule = found.project.eligibility as Eligibility;
  const [groups, facts] = await Promise.all([
    listGroups(ctx.db, ctx.tenantId, [body.prjId]),
    teacherFacts(ctx.db, ctx.tenantId, ctx.actor.userId, rule.minLearningHours !== null),
  ]);
  const standing = standingOf(found, groups, facts);

  if (body.applyId !== undefined) {
    const own = await ownApplication(ctx, body.applyId);
    if (own.application.projectId !== body.prjId)
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.prjId', message: 'not the project of this application' }] });
    requireEditable(own);
    checkGroup(found, body.groupId, standing.myGroupIds);
    return ctx.transaction(async (tx) => {
      const saved = await bumpApplication(tx, ctx.tenantId, own.application.id, body.version!, {
        groupId: body.groupId,
        applicant: body.info,
      });
      if (!saved) throw new AppError('STALE_VERSION');
      return stateOf(saved, own.review);
    });
  }

  if (!standing.open) throw new AppError('SELECTION_NOT_OPEN');
  if (!standing.eligible) {
    throw new AppError('SELECTION_NOT_ELIGIBLE', {
      issues: standing.reasons.map((reason) => ({ path: 'eligibility', message: reason.code })),
    });
  }
  checkGroup(found, body.groupId, standing.myGroupIds);
  return ctx.transaction(async (tx) => {
    const application = await insertApplication(tx, {
      tenantId: ctx.tenantId,
      projectId: body.prjId,
      userId: ctx.actor.userId,
      orgUnitId: ctx.actor.orgUnitId,
      groupId: body.groupId,
      applicant: body.info,
    });
    if (!application) throw new AppError('SELECTION_ALREADY_APPLIED');
    const review = await openReview(eventScopeOf(ctx, tx), workflowOf(found.project.level), {
      subjectType: SELECTION_SUBJECT,
      subjectId: String(application.id),
      applicant: { userId: ctx.actor.userId, orgPath: ctx.actor.orgPath },
      snapshot: { info: body.info, groupId: body.groupId },
      submit: false,
      // The staff's review list shows the project's window end as the decision's deadline.
      dueAt: found.project.endsAt,
    });
    await setReviewInstance(tx, ctx.tenantId, application.id, review.id);
    await recordAudit(tx, ctx, {
      action: 'selection.apply_created',
      entityType: ENTITY,
      entityId: String(application.id),
      after: { prjId: body.prjId, groupId: body.groupId },
    });
    return stateOf({ ...application, reviewInstanceId: review.id }, review);
  });
}

/** The item tree of a project; with my application (named, or mine of the project), its values and self scores. */
export async function selectionApplicationItems(
  ctx: RequestContext,
  query: { applyId?: string | undefined; prjId?: string | undefined },
): Promise<ApplicationItems> {
  const found = query.applyId ? await ownApplication(ctx, Number(query.applyId)) : undefined;
  const project = await visibleProject(ctx, found ? found.application.projectId : Number(query.prjId));
  const mine = found ?? (await findApplicationOf(ctx.db, ctx.tenantId, project.project.id, ctx.actor.userId));
  const sections = await filledSections(ctx.db, ctx.tenantId, project.project.id, mine ? mine.application : null);
  return {
    prjId: project.project.id,
    applyId: mine?.application.id ?? null,
    version: mine?.application.version ?? null,
    selfReview: project.project.selfReview as ApplicationItems['selfReview'],
    sections,
  };
}

/** Saves draft values and self scores at the version read; nothing is written when any of them is refused. */
export async function saveSelectionApplicationItems(ctx: RequestContext, body: SaveItemsBody): Promise<SaveItemsResult> {
  const own = await ownApplication(ctx, body.applyId);
  requireEditable(own);
  const project = await findProject(ctx.db, ctx.tenantId, own.application.projectId);
  const indicators = new Map((await indicatorsOf(ctx, own.application.projectId)).map((indicator) => [indicator.id, indicator]));
  const facts = await valueFacts(
    ctx,
    body.values.map((entry) => entry.value),
  );
  const issues = saveIssues(indicators, body, project!.project.selfReview, facts);
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  return ctx.transaction(async (tx) => {
    const saved = await bumpApplication(tx, ctx.tenantId, own.application.id, body.version);
    if (!saved) throw new AppError('STALE_VERSION');
    await saveValues(tx, ctx.tenantId, own.application.id, body.values);
    return { applyId: saved.id, version: saved.version, savedAt: saved.updatedAt.toISOString() };
  });
}

/** Submits my draft (the project open, me still eligible), or resubmits it after a return; every required item filled. */
export async function submitSelectionApplication(ctx: RequestContext, body: ApplyVersionBody): Promise<SelectionApplyState> {
  const own = await ownApplication(ctx, body.applyId);
  requireEditable(own);
  const { application, review } = own;
  const found = (await findProject(ctx.db, ctx.tenantId, application.projectId))!;
  const resubmit = review.status === '5';
  if (!resubmit) {
    const rule = found.project.eligibility as Eligibility;
    const [groups, facts] = await Promise.all([
      listGroups(ctx.db, ctx.tenantId, [found.project.id]),
      teacherFacts(ctx.db, ctx.tenantId, ctx.actor.userId, rule.minLearningHours !== null),
    ]);
    const standing = standingOf(found, groups, facts);
    if (!standing.open) throw new AppError('SELECTION_NOT_OPEN');
    if (!standing.eligible)
      throw new AppError('SELECTION_NOT_ELIGIBLE', {
        issues: standing.reasons.map((reason) => ({ path: 'eligibility', message: reason.code })),
      });
  }
  if (found.project.applyScope === '2' && application.groupId === null)
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'groupId', message: 'choose a group' }] });
  const rows = await listValues(ctx.db, ctx.tenantId, application.id);
  const values = new Map(rows.map((row) => [row.itemId, row.value as IndicatorValueInput | null]));
  const facts = await valueFacts(ctx, [...values.values()]);
  const issues = submitIssues(await indicatorsOf(ctx, application.projectId), values, facts);
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  const snapshot = {
    info: application.applicant,
    groupId: application.groupId,
    values: rows.map(({ itemId, value, selfScore }) => ({ itemId, value, selfScore })),
  };
  return ctx.transaction(async (tx) => {
    const fileIds = fileIdsOf([...values.values()]);
    const present = await lockEvidenceFiles(tx, ctx.tenantId, fileIds);
    const gone = fileIds.filter((id) => !present.has(id));
    if (gone.length > 0)
      throw new AppError('UNPROCESSABLE', { issues: gone.map((id) => ({ path: 'items', message: `file ${id} no longer exists` })) });
    const saved = await bumpApplication(tx, ctx.tenantId, application.id, body.version);
    if (!saved) throw new AppError('STALE_VERSION');
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, resubmit ? 'resubmit' : 'submit', {
      snapshot,
      expectedVersion: review.version,
    });
    const after = stateOf(saved, moved);
    await recordAudit(tx, ctx, {
      action: resubmit ? 'selection.apply_resubmit' : 'selection.apply_submit',
      entityType: ENTITY,
      entityId: String(application.id),
      before: { status: review.status, round: review.round },
      after: { status: after.status, stepCode: after.stepCode, round: after.round },
    });
    return after;
  });
}

/** Withdraws my application before a final decision. */
export async function withdrawSelectionApplication(ctx: RequestContext, body: ApplyVersionBody): Promise<SelectionApplyState> {
  const { application, review } = await ownApplication(ctx, body.applyId);
  if (!['2', '4', '5'].includes(review.status)) throw new AppError('STATE_NOT_ALLOWED');
  return ctx.transaction(async (tx) => {
    const saved = await bumpApplication(tx, ctx.tenantId, application.id, body.version);
    if (!saved) throw new AppError('STALE_VERSION');
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'withdraw', { expectedVersion: review.version });
    const after = stateOf(saved, moved);
    await recordAudit(tx, ctx, {
      action: 'selection.apply_withdraw',
      entityType: ENTITY,
      entityId: String(application.id),
      before: { status: review.status, round: review.round },
      after: { status: after.status, round: after.round },
    });
    return after;
  });
}

export async function mySelectionApplications(ctx: RequestContext): Promise<MyApplication[]> {
  const rows = await listApplicationsOfUser(ctx.db, ctx.tenantId, ctx.actor.userId);
  return rows.map(({ application, review, projectTitle, endsAt, groupName }) => {
    const state = stateOf(application, review);
    return {
      applyId: application.id,
      prjId: application.projectId,
      projectTitle,
      groupName,
      status: state.status,
      stepCode: state.stepCode,
      round: state.round,
      nextStep: nextStepOf(review.status, application.result),
      result: application.result as MyApplication['result'],
      resultStage: application.resultStage as MyApplication['resultStage'],
      endsAt: endsAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      submittedAt: state.submittedAt,
    };
  });
}
