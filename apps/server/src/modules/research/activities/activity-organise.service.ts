import type { OrganiserChoices, SavedRef } from '@yanxiu/contract/research';
import { ResearchLimits, type SaveActivityBody } from '@yanxiu/contract/research';
import type { z } from 'zod';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { hourCategoriesOf } from '@server/modules/learning/learning.public';
import { trainingProgrammeById } from '@server/modules/training/training.public';
import { allGroups, findGroup, ledGroupIds } from '@server/modules/research/groups/group.repository';
import { findSchools, findUnit } from '@server/modules/research/people.repository';
import { researchAccess } from '@server/modules/research/research.access';
import { researchFilesById } from '@server/modules/research/research-files';
import { findTemplate } from '@server/modules/research/observation/observation.repository';
import { countParticipants } from '@server/modules/research/completion/participant.repository';
import {
  findActivity,
  insertActivity,
  listStages,
  moveStatus,
  replaceStages,
  updateActivity,
  type ActivityValues,
} from './activity.repository';

// The organiser's side of an activity: whom they may organise as, saving a draft or an edit, publishing and
// withdrawing. Every write is audited.

type SaveInput = z.output<typeof SaveActivityBody>;

const invalid = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path: `body.${path}`, message }] });

const DAY_MS = 24 * 3600 * 1000;

/** Checks an activity's fields against each other and the tenant's data; answers the values to store. */
async function checkedValues(
  ctx: RequestContext,
  body: SaveInput,
  kept: ReadonlySet<string> = new Set(),
): Promise<{ values: ActivityValues; groupLeader: number | null }> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (!(endsAt > startsAt)) throw invalid('endsAt', 'must be after startsAt');
  if (endsAt.getTime() - startsAt.getTime() > ResearchLimits.spanDays * DAY_MS)
    throw invalid('endsAt', `at most ${ResearchLimits.spanDays} days after startsAt`);
  if (body.mode !== 'online' && !body.place) throw invalid('place', 'required for an offline or mixed activity');
  if (body.mode === 'offline' && body.meetingUrl) throw invalid('meetingUrl', 'an offline activity has no meeting link');
  if (body.audience === 'group' && body.organiserGroupId === null) throw invalid('audience', 'a group audience needs an organiser group');
  if (body.audience !== 'schools' && (body.targetSchoolIds.length > 0 || body.sectionCodes.length > 0 || body.subjectCodes.length > 0)) {
    throw invalid('audience', 'schools, sections and subjects are chosen only for a schools audience');
  }
  let organiserUnitId = ctx.actor.orgUnitId;
  let groupLeader: number | null = null;
  if (body.organiserGroupId !== null) {
    const group = await findGroup(ctx.db, ctx.tenantId, body.organiserGroupId);
    if (!group) throw invalid('organiserGroupId', 'no such group');
    if (!researchAccess.organiseForGroup(ctx.actor, group)) throw new AppError('FORBIDDEN');
    organiserUnitId = group.ownerUnitId;
    groupLeader = group.leaderUserId;
  } else if (!researchAccess.organiseForUnit(ctx.actor)) {
    throw new AppError('FORBIDDEN');
  }
  const schools = await findSchools(ctx.db, ctx.tenantId, body.targetSchoolIds);
  if (schools.length !== new Set(body.targetSchoolIds).size) throw invalid('targetSchoolIds', 'not schools of this tenant');
  const categories = await hourCategoriesOf(ctx.db, ctx.tenantId);
  if (!categories.some((category) => category.code === body.hoursCategory))
    throw invalid('hoursCategory', 'not a learning-hours category of this tenant');
  if (body.programmeId !== null) {
    const programme = await trainingProgrammeById(ctx.db, ctx.tenantId, body.programmeId);
    if (!programme || programme.kind !== 'fusion') throw invalid('programmeId', 'not a fusion programme of this tenant');
  }
  await checkStages(ctx, body, kept);
  const values: ActivityValues = {
    kind: body.kind,
    title: body.title,
    description: body.description,
    coverFileId: body.coverFileId,
    organiserGroupId: body.organiserGroupId,
    organiserUnitId,
    mode: body.mode,
    place: body.mode === 'online' ? null : body.place,
    meetingUrl: body.mode === 'offline' ? null : body.meetingUrl,
    startsAt,
    endsAt,
    audience: body.audience,
    targetSchoolIds: [...new Set(body.targetSchoolIds)],
    sectionCodes: [...new Set(body.sectionCodes)],
    subjectCodes: [...new Set(body.subjectCodes)],
    capacity: body.capacity,
    creditHours: body.creditHours,
    hoursCategory: body.hoursCategory,
    completionRule: [...new Set(body.completionRule)],
    programmeId: body.programmeId,
    createdBy: ctx.actor.userId,
  };
  return { values, groupLeader };
}

/** What an upload must have been for to be named in each place of an activity. */
const PURPOSE_OF = { fileIds: 'document', videoFileId: 'video', coverFileId: 'cover' } as const;

/**
 * Each stage carries the content its kind needs (and no other). A newly named file must be the caller's own upload
 * for that place (someone could otherwise publish another person's private upload by its id); files already on the
 * activity (`kept`, when editing) stay allowed whoever uploaded them, so a co-organiser can edit.
 */
async function checkStages(ctx: RequestContext, body: SaveInput, kept: ReadonlySet<string>): Promise<void> {
  const fileIds = [
    ...body.stages.flatMap((stage) => [...stage.fileIds, ...(stage.videoFileId ? [stage.videoFileId] : [])]),
    ...(body.coverFileId ? [body.coverFileId] : []),
  ];
  const files = await researchFilesById(ctx.db, ctx.tenantId, fileIds);
  const check = (path: string, id: string, place: keyof typeof PURPOSE_OF) => {
    const file = files.get(id);
    if (!file) throw invalid(path, 'no such file');
    if (kept.has(id)) return;
    if (file.ownerUserId !== ctx.actor.userId) throw invalid(path, 'not your upload');
    if (file.purpose !== PURPOSE_OF[place]) throw invalid(path, `a ${file.purpose} upload, not a ${PURPOSE_OF[place]}`);
  };
  if (body.coverFileId) check('coverFileId', body.coverFileId, 'coverFileId');
  body.stages.forEach((stage, index) => {
    stage.fileIds.forEach((id, at) => check(`stages.${index}.fileIds.${at}`, id, 'fileIds'));
    if (stage.videoFileId) check(`stages.${index}.videoFileId`, stage.videoFileId, 'videoFileId');
  });
  body.stages.forEach((stage, index) => {
    const at = (field: string) => `stages.${index}.${field}`;
    if (stage.kind === 'materials' && stage.fileIds.length === 0) throw invalid(at('fileIds'), 'a materials stage needs at least one file');
    if (stage.kind !== 'materials' && stage.kind !== 'task' && stage.fileIds.length > 0)
      throw invalid(at('fileIds'), 'only materials and task stages carry files');
    if ((stage.kind === 'video') !== (stage.videoFileId !== null))
      throw invalid(at('videoFileId'), 'a video stage, and only one, has a video');
    if ((stage.kind === 'meeting') !== (stage.meetingUrl !== null))
      throw invalid(at('meetingUrl'), 'a meeting stage, and only one, has a meeting link');
    if (stage.kind !== 'observation' && stage.formTemplateId !== null)
      throw invalid(at('formTemplateId'), 'only observation stages have a form');
  });
  for (const [index, stage] of body.stages.entries()) {
    if (stage.formTemplateId === null) continue;
    const template = await findTemplate(ctx.db, ctx.tenantId, stage.formTemplateId);
    if (!template || template.retiredAt !== null) throw invalid(`stages.${index}.formTemplateId`, 'not a form template in use');
  }
}

/** Who the caller may organise as: groups they lead (or manage as staff) and, for staff, their unit. */
export async function activityOrganiserChoices(ctx: RequestContext): Promise<OrganiserChoices> {
  const led = await ledGroupIds(ctx.db, ctx.tenantId, ctx.actor.userId);
  const staff = researchAccess.organiseForUnit(ctx.actor);
  const groups = await allGroups(ctx.db, ctx.tenantId, 500);
  const unit = staff ? await findUnit(ctx.db, ctx.tenantId, ctx.actor.orgUnitId) : null;
  return {
    groups: groups
      .filter((group) => led.includes(group.id) || researchAccess.organiseForGroup(ctx.actor, group))
      .map((group) => ({ id: group.id, name: group.name })),
    unit: unit ? { id: unit.id, name: unit.name } : null,
  };
}

/** Creates a draft, or edits an activity the caller organises (not once closed). Audited. */
export async function saveActivity(ctx: RequestContext, input: SaveInput): Promise<SavedRef> {
  const now = new Date();
  if (input.id === undefined) {
    const { values } = await checkedValues(ctx, input);
    if (input.stages.some((stage) => stage.id !== undefined)) throw invalid('stages', 'a new activity has no stage ids');
    return ctx.transaction(async (tx) => {
      const id = await insertActivity(tx, ctx.tenantId, values);
      await replaceStages(tx, ctx.tenantId, id, input.stages.map(stageValues));
      await recordAudit(tx, ctx, { action: 'research.activity.create', entityType: 'research_activity', entityId: String(id) });
      return { id, version: 1 };
    });
  }
  const id = input.id;
  const existing = await findActivity(ctx.db, ctx.tenantId, id);
  if (!existing || !researchAccess.manageActivity(ctx.actor, existing)) throw new AppError('NOT_FOUND');
  if (input.version === undefined) throw invalid('version', 'required when editing');
  if (existing.status === 'closed') throw new AppError('STATE_NOT_ALLOWED');
  const stored = await listStages(ctx.db, ctx.tenantId, id);
  const kept = new Set([
    ...stored.flatMap((stage) => [...stage.fileIds, ...(stage.videoFileId ? [stage.videoFileId] : [])]),
    ...(existing.coverFileId ? [existing.coverFileId] : []),
  ]);
  const { values } = await checkedValues(ctx, input, kept);
  const own = new Map(stored.map((stage) => [stage.id, stage.kind]));
  if (input.stages.some((stage) => stage.id !== undefined && !own.has(stage.id)))
    throw invalid('stages', 'names a stage of another activity');
  // Once published, people post, fill and hand in to the stages (removing a stage would take that with it), so an
  // edit keeps every stage and its kind; it may add, reorder and reword.
  if (existing.status !== 'draft') {
    const kept = new Map(input.stages.flatMap((stage) => (stage.id === undefined ? [] : [[stage.id, stage.kind] as const])));
    if ([...own].some(([stageId, kind]) => kept.get(stageId) !== kind))
      throw invalid('stages', 'a published activity keeps each of its stages and their kinds');
  }
  if (existing.capacity !== null && values.capacity !== null && values.capacity! < existing.seatsTaken)
    throw invalid('capacity', 'fewer places than people who joined');
  return ctx.transaction(async (tx) => {
    // The creator stays whoever created it; an edit by another organiser does not take it over.
    const version = await updateActivity(tx, ctx.tenantId, id, input.version!, { ...values, createdBy: existing.createdBy }, now);
    if (version === null) throw new AppError('STALE_VERSION');
    await replaceStages(tx, ctx.tenantId, id, input.stages.map(stageValues));
    await recordAudit(tx, ctx, { action: 'research.activity.update', entityType: 'research_activity', entityId: String(id) });
    return { id, version };
  });
}

/** draft -> published (publish) or published, nobody joined -> draft (withdraw). Audited. */
export async function moveActivityStatus(
  ctx: RequestContext,
  body: { id: number; version: number },
  to: 'published' | 'draft',
): Promise<SavedRef> {
  const activity = await findActivity(ctx.db, ctx.tenantId, body.id);
  if (!activity || !researchAccess.manageActivity(ctx.actor, activity)) throw new AppError('NOT_FOUND');
  const from = to === 'published' ? 'draft' : 'published';
  if (activity.status !== from) throw new AppError('STATE_NOT_ALLOWED');
  if (to === 'draft' && activity.seatsTaken > 0) throw new AppError('ACTIVITY_HAS_PARTICIPANTS');
  return ctx.transaction(async (tx) => {
    if (to === 'draft' && (await countParticipants(tx, ctx.tenantId, body.id)) > 0) throw new AppError('ACTIVITY_HAS_PARTICIPANTS');
    const version = await moveStatus(tx, ctx.tenantId, body.id, { from, to, version: body.version, now: new Date() });
    if (version === null) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: to === 'published' ? 'research.activity.publish' : 'research.activity.withdraw',
      entityType: 'research_activity',
      entityId: String(body.id),
    });
    return { id: body.id, version };
  });
}

function stageValues(stage: SaveInput['stages'][number]) {
  return {
    id: stage.id,
    kind: stage.kind,
    title: stage.title,
    description: stage.description,
    fileIds: [...new Set(stage.fileIds)],
    videoFileId: stage.videoFileId,
    meetingUrl: stage.meetingUrl,
    formTemplateId: stage.formTemplateId,
    position: 0,
  };
}
