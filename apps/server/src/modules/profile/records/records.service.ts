import {
  PROFILE_KIND_CODES,
  PROFILE_KINDS,
  type AnyProfileRecord,
  type ProfileDeleteBody,
  type ProfileKind,
  type ProfileSummary,
} from '@yanxiu/contract/profile';
import { z } from 'zod';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { Executor } from '@server/db/client';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { reviewsBackboneOf } from '@server/modules/profile/backbone-reviewers';
import { profileAccess } from '@server/modules/profile/profile.access';
import { checkEvidence, holdEvidence } from './record-evidence';
import { recordViews } from './record-view';
import {
  countRecordsByKindAndState,
  deleteRecordGuarded,
  findRecord,
  insertRecord,
  listTeacherRecords,
  updateRecordGuarded,
  type FieldFilter,
} from './records.repository';

/** A list request as the route hands it over (the kind's schema has checked it). */
export type RecordListQuery = {
  current: number;
  size: number;
  userId?: string | undefined;
  year?: number | undefined;
  level?: string | undefined;
  state?: string | undefined;
} & Record<string, unknown>;

/** A save request as the route hands it over (the kind's schema has checked it, rules across fields included). */
export type RecordSaveBody = {
  id?: number | undefined;
  version?: number | undefined;
  title: string;
  date: string;
  level?: string | undefined;
  evidenceFileIds: string[];
  fields: Record<string, unknown>;
};

/** The kind's own filters present in the query. */
function fieldFilters(kind: ProfileKind, query: RecordListQuery): FieldFilter[] {
  const { fields, filters } = PROFILE_KINDS[kind] as { fields: Record<string, z.ZodType>; filters: readonly string[] };
  return filters.flatMap((field) => {
    const value = query[field];
    if (typeof value !== 'string') return [];
    const schema = fields[field]!;
    const isList = (schema instanceof z.ZodOptional ? schema.unwrap() : schema) instanceof z.ZodArray;
    return [{ field, value, isList }];
  });
}

/**
 * The teacher whose records the caller names: themselves when `userId` is absent or theirs; otherwise staff over
 * that teacher, or reviewers of the teacher's backbone application. Anyone else is refused (403) whether the id
 * exists or not, so ids cannot be probed.
 */
async function teacherInReach(ctx: RequestContext, userIdText: string | undefined): Promise<number> {
  const userId = userIdText === undefined ? ctx.actor.userId : Number(userIdText);
  if (userId === ctx.actor.userId) return userId;
  const person = await findPerson(ctx.db, ctx.tenantId, userId);
  if (!person) throw new AppError('FORBIDDEN');
  // Reviewers of the teacher's backbone application read the records they judge, read-only.
  if (!profileAccess.readRecordsOf(ctx.actor, person) && (await reviewsBackboneOf(ctx, userId))) return userId;
  requireAccess(ctx.actor, profileAccess.readRecordsOf, person);
  return userId;
}

/** Why a guarded change of one of the caller's records matched nothing: gone or not theirs, locked, or stale. */
async function refusal(db: Executor, ctx: RequestContext, kind: ProfileKind, id: number): Promise<AppError> {
  const found = await findRecord(db, ctx.tenantId, id);
  // Another teacher's record, or one of another kind, is as invisible as one that does not exist.
  if (!found || found.record.userId !== ctx.actor.userId || found.record.kind !== kind) return new AppError('NOT_FOUND');
  if (found.record.state === 'verified') return new AppError('PROFILE_RECORD_LOCKED');
  return new AppError('STALE_VERSION');
}

async function view(ctx: RequestContext, id: number): Promise<AnyProfileRecord> {
  const found = await findRecord(ctx.db, ctx.tenantId, id);
  if (!found) throw new AppError('NOT_FOUND');
  return (await recordViews(ctx.db, ctx.tenantId, ctx.actor, [found]))[0]!;
}

// A teacher's records of every kind: listed by them and staff over them, written by the teacher alone.

/** One page of a teacher's records of a kind, newest first: the caller's own, or (staff) a teacher under them. */
export async function listProfileRecords(ctx: RequestContext, kind: ProfileKind, query: RecordListQuery) {
  const userId = await teacherInReach(ctx, query.userId);
  const { rows, total } = await listTeacherRecords(ctx.db, {
    tenantId: ctx.tenantId,
    userId,
    kind,
    year: query.year,
    level: query.level === undefined ? undefined : Number(query.level),
    state: query.state,
    fields: fieldFilters(kind, query),
    page: query.current,
    size: query.size,
  });
  return { records: await recordViews(ctx.db, ctx.tenantId, ctx.actor, rows), total, current: query.current, size: query.size };
}

/**
 * Creates a record of the caller's, or updates one at the version read (a rejected record goes back to
 * unverified). Evidence must be the caller's own uploads of an allowed type; nothing is written otherwise.
 */
export async function saveProfileRecord(ctx: RequestContext, kind: ProfileKind, body: RecordSaveBody): Promise<AnyProfileRecord> {
  const { tenantId, actor } = ctx;
  await checkEvidence(ctx.db, tenantId, actor.userId, body.evidenceFileIds, ctx.locale);
  const values = {
    title: body.title,
    occurredOn: body.date,
    level: body.level === undefined ? null : Number(body.level),
    fields: body.fields,
    evidenceFileIds: body.evidenceFileIds,
  };
  const id = await ctx.transaction(async (tx) => {
    await holdEvidence(tx, tenantId, body.evidenceFileIds);
    if (body.id === undefined) return insertRecord(tx, tenantId, { userId: actor.userId, kind, ...values });
    const key = { id: body.id, userId: actor.userId, kind, version: body.version! };
    if (!(await updateRecordGuarded(tx, tenantId, key, values, new Date()))) throw await refusal(tx, ctx, kind, body.id);
    return body.id;
  });
  return view(ctx, id);
}

/** Deletes one of the caller's records that is not verified (a verified one is reopened by staff first). */
export async function deleteProfileRecord(ctx: RequestContext, kind: ProfileKind, body: ProfileDeleteBody): Promise<{ id: number }> {
  await ctx.transaction(async (tx) => {
    const deleted = await deleteRecordGuarded(tx, ctx.tenantId, { id: body.id, userId: ctx.actor.userId, kind, version: body.version });
    if (!deleted) throw await refusal(tx, ctx, kind, body.id);
  });
  return { id: body.id };
}

/** How many records of each kind the teacher has in each state (every kind listed, zeros included). */
export async function profileSummary(ctx: RequestContext, userIdText: string | undefined): Promise<ProfileSummary> {
  const userId = await teacherInReach(ctx, userIdText);
  const [counts, person] = await Promise.all([
    countRecordsByKindAndState(ctx.db, ctx.tenantId, userId),
    findPerson(ctx.db, ctx.tenantId, userId),
  ]);
  const kinds = PROFILE_KIND_CODES.map((kind) => {
    const of = (state: string) => counts.find((row) => row.kind === kind && row.state === state)?.total ?? 0;
    return { kind, unverified: of('unverified'), verified: of('verified'), rejected: of('rejected') };
  });
  return { userId, teacherName: person?.name ?? '', kinds };
}
