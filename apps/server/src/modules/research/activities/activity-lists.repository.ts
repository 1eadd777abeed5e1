import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchActivities, researchParticipants } from '@server/db/schema/research';
import { gramsContain } from '@server/platform/search/keyword-grams';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ParticipantRecord } from '@server/modules/research/completion/participant.repository';
import type { AudienceFacts } from '@server/modules/research/research.access';
import { listActivitiesWhere, type ActivityRow } from './activity.repository';

// The activity square, "my research" and participant lists.

const a = researchActivities;
/** Activities a person joined that the square still shows beyond their audience (people join dozens, not thousands). */
const JOINED_MAX = 5_000;

/** The square's filters, already checked; `now` places published activities as upcoming, running or ended. */
export type SquareFilter = {
  keyword?: string | undefined;
  kind?: string | undefined;
  mode?: string | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
  state?: 'published' | 'running' | 'ended' | 'closed' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  after?: { startsAt: Date; id: number } | undefined;
  size: number;
  now: Date;
};

/**
 * Whether the activity is open to a person with these facts, or is one of those they joined (the SQL twin of
 * isInActivityAudience). Joined ids come as a list, not a correlated EXISTS: with the subquery the planner scanned and
 * sorted every activity instead of reading the square's index in order (docs/performance-log.md).
 */
export function openToSql(joinedIds: readonly number[], facts: AudienceFacts): SQL {
  const groupIds = [...facts.groupIds];
  const matches = (column: SQL, value: string | number | null, cast: string) =>
    value === null ? sql`cardinality(${column}) = 0` : sql`(cardinality(${column}) = 0 or ${value}::${sql.raw(cast)} = any(${column}))`;
  return sql`(
    ${a.audience} = 'open'
    or (${a.audience} = 'group' and ${groupIds.length > 0 ? sql`${a.organiserGroupId} = any(${`{${groupIds.join(',')}}`}::bigint[])` : sql`false`})
    or (${a.audience} = 'schools' and ${matches(sql`${a.targetSchoolIds}`, facts.schoolId, 'bigint')} and ${matches(sql`${a.sectionCodes}`, facts.sectionCode, 'text')} and ${matches(sql`${a.subjectCodes}`, facts.subjectCode, 'text')})
    or ${a.id} = any(${`{${joinedIds.join(',')}}`}::bigint[])
  )`;
}

function stateSql(state: SquareFilter['state'], now: Date): SQL | undefined {
  const at = now.toISOString();
  switch (state) {
    case 'published':
      return sql`(${a.status} = 'published' and ${a.startsAt} > ${at}::timestamptz)`;
    case 'running':
      return sql`(${a.status} = 'published' and ${a.startsAt} <= ${at}::timestamptz and ${a.endsAt} > ${at}::timestamptz)`;
    case 'ended':
      return sql`(${a.status} = 'published' and ${a.endsAt} <= ${at}::timestamptz)`;
    case 'closed':
      return sql`${a.status} = 'closed'`;
    default:
      return undefined;
  }
}

/**
 * One page of the square: published and closed activities open to the caller, newest start first, resuming after
 * `after` (keyset). Reads `size + 1` rows to know whether there is a next page; never counts the whole set.
 */
export async function squarePage(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  facts: AudienceFacts,
  filter: SquareFilter,
): Promise<ActivityRow[]> {
  const joined = await db
    .select({ id: researchParticipants.activityId })
    .from(researchParticipants)
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.userId, userId)))
    .limit(JOINED_MAX);
  const escaped = filter.keyword ? filter.keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`) : undefined;
  const condition = and(
    sql`${a.status} in ('published', 'closed')`,
    openToSql(
      joined.map((row) => row.id),
      facts,
    ),
    filter.kind ? eq(a.kind, filter.kind) : undefined,
    filter.mode ? eq(a.mode, filter.mode) : undefined,
    filter.sectionCode ? sql`${filter.sectionCode}::text = any(${a.sectionCodes})` : undefined,
    filter.subjectCode ? sql`${filter.subjectCode}::text = any(${a.subjectCodes})` : undefined,
    stateSql(filter.state, filter.now),
    filter.from ? sql`${a.endsAt} >= ${filter.from.toISOString()}::timestamptz` : undefined,
    filter.to ? sql`${a.startsAt} <= ${filter.to.toISOString()}::timestamptz` : undefined,
    escaped !== undefined
      ? gramsContain(sql`${a.searchGrams}`, filter.keyword!, () => sql`lower(${a.title}) like ${`%${escaped}%`}`)
      : undefined,
    filter.after ? sql`(${a.startsAt}, ${a.id}) < (${filter.after.startsAt.toISOString()}::timestamptz, ${filter.after.id})` : undefined,
  )!;
  return listActivitiesWhere(db, tenantId, condition, filter.size + 1);
}

/** Activities the user created or whose organising group they lead (drafts too), newest start first. */
export async function organisedBy(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  ledGroupIds: readonly number[],
  limit: number,
): Promise<ActivityRow[]> {
  const led = ledGroupIds.length > 0 ? sql` or ${a.organiserGroupId} = any(${`{${ledGroupIds.join(',')}}`}::bigint[])` : sql``;
  return listActivitiesWhere(db, tenantId, sql`(${a.createdBy} = ${userId}${led})`, limit);
}

/** Activities the user joined with their participation, newest start first (read from the person's side). */
export async function joinedBy(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  limit: number,
): Promise<Array<{ activity: ActivityRow; participant: ParticipantRecord }>> {
  const participants = await db
    .select()
    .from(researchParticipants)
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.userId, userId)))
    .limit(JOINED_MAX);
  if (participants.length === 0) return [];
  const byActivity = new Map(participants.map((row) => [row.activityId, row]));
  const rows = await listActivitiesWhere(db, tenantId, inArray(a.id, [...byActivity.keys()]), limit);
  return rows.map((activity) => ({ activity, participant: byActivity.get(activity.id)! }));
}

export type ParticipantWithPerson = ParticipantRecord & { name: string; schoolName: string };

/** An activity's participants in joining order, with names, at most `limit`. */
export async function listParticipants(
  db: Executor,
  tenantId: TenantId,
  activityId: number,
  limit: number,
): Promise<ParticipantWithPerson[]> {
  return db
    .select({ ...researchParticipantsColumns(), name: users.name, schoolName: orgUnits.name })
    .from(researchParticipants)
    .innerJoin(users, and(eq(users.tenantId, researchParticipants.tenantId), eq(users.id, researchParticipants.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.activityId, activityId)))
    .orderBy(asc(researchParticipants.joinedAt), asc(researchParticipants.userId))
    .limit(limit);
}

function researchParticipantsColumns() {
  const p = researchParticipants;
  return {
    tenantId: p.tenantId,
    activityId: p.activityId,
    userId: p.userId,
    joinedAt: p.joinedAt,
    attendedAt: p.attendedAt,
    postedAt: p.postedAt,
    formAt: p.formAt,
    taskAt: p.taskAt,
    completedAt: p.completedAt,
  };
}

/** A group's activities, drafts only for its managers, newest start first. */
export async function activitiesOfGroup(
  db: Executor,
  tenantId: TenantId,
  groupId: number,
  withDrafts: boolean,
  limit: number,
): Promise<ActivityRow[]> {
  return listActivitiesWhere(
    db,
    tenantId,
    and(eq(a.organiserGroupId, groupId), withDrafts ? undefined : sql`${a.status} in ('published', 'closed')`)!,
    limit,
  );
}

/** Activities of a fusion programme that are published or closed, by start. */
export async function activitiesOfProgramme(db: Executor, tenantId: TenantId, programmeId: number): Promise<ActivityRow[]> {
  return listActivitiesWhere(db, tenantId, and(eq(a.programmeId, programmeId), sql`${a.status} in ('published', 'closed')`)!, 100);
}

/**
 * Activities the user joined, published, not yet ended at `now` and not completed by them, oldest joined first (the
 * to-do list: an ended activity can no longer be done; a person joins few, and the participant index from their
 * side finds them).
 */
export async function unfinishedOf(db: Executor, tenantId: TenantId, userId: number, limit: number, now: Date) {
  const p = researchParticipants;
  return db
    .select({ id: a.id, title: a.title, endsAt: a.endsAt, joinedAt: p.joinedAt })
    .from(p)
    .innerJoin(a, and(eq(a.tenantId, p.tenantId), eq(a.id, p.activityId)))
    .where(and(eq(p.tenantId, tenantId), eq(p.userId, userId), isNull(p.completedAt), eq(a.status, 'published'), gt(a.endsAt, now)))
    .orderBy(asc(p.joinedAt), asc(a.id))
    .limit(limit);
}
