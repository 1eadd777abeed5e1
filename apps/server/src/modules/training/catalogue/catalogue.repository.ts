import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { TrainingKind, type CatalogueSortValue, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import { preparedPer, type Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { studios, trainingCatalogueVersions, trainingEnrolments, trainingProgrammes } from '@server/db/schema/training';
import { gramsContain } from '@server/platform/search/keyword-grams';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findProgrammesByIds } from '@server/modules/training/programmes/programme-read.repository';
import type { EnrolmentRecord, ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';
import { likeContains } from '@server/modules/training/like-pattern';

// Teacher-facing reads of programmes: the catalogue (of one kind or all), the home page's recommendations and the names a
// programme page shows.

const p = trainingProgrammes;

/**
 * A programme naming no school. Compared with the empty array rather than as `cardinality(...) = 0`: the planner
 * knows the column's common values, but gives an expression it has no statistics for a fixed 0.5 %, so it expected
 * a few dozen rows of a keyword and section where there were thousands, and counted them by combining bitmaps of
 * every match instead of walking the sort's index for the hundred or so it needs (issue 19; docs/performance-log.md).
 */
const noTargetSchool = sql`${p.targetSchoolIds} = '{}'::bigint[]`;

/**
 * Programmes open to a teacher of `schoolId`: those naming their school, those for the whole tenant, and
 * school-based training of their own school (which may name no target). Mirrors `isInAudience`.
 */
export function audienceCondition(schoolId: number | null): SQL {
  const wholeTenant = sql`(${noTargetSchool} and ${p.kind} <> 'school')`;
  if (schoolId === null) return wholeTenant;
  return sql`(${wholeTenant} or ${p.targetSchoolIds} @> array[${schoolId}]::bigint[]
    or (${noTargetSchool} and ${p.kind} = 'school' and ${p.organiserUnitId} = ${schoolId}))`;
}

export type CatalogueFilter = {
  tenantId: TenantId;
  schoolId: number | null;
  /** Undefined: every kind. */
  kind?: TrainingKindValue | undefined;
  keyword?: string | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
  level?: string | undefined;
  status?: 'published' | 'closed' | undefined;
  price?: 'free' | 'paid' | undefined;
  studioId?: number | undefined;
  sort: CatalogueSortValue;
  page: number;
  size: number;
  /** Where the page before ended; the page is then read from there instead of skipping rows. */
  after?: CatalogueCursor | undefined;
};

/** The sort value (as `SortKey.printed` prints it) and id of the last row of a page. */
export type CatalogueCursor = { value: string | null; id: number };

/**
 * `printed` is the sort value as the cursor carries it and `parsed` turns it back into the column's own type, so the
 * comparison never casts the column (which would lose the index). Timestamps travel as integer microseconds since
 * the epoch: exact, and simple to validate (see catalogue-cursor.ts).
 */
type SortKey = { column: SQL; descending: boolean; nullable: boolean; printed: SQL; parsed: (value: string) => SQL };

const plain = (column: SQL, type: SQL) => ({ printed: sql`${column}::text`, parsed: (value: string) => sql`${value}${type}` });

// Spelled out to the index's null ordering (DESC defaults to NULLS FIRST; the indexes say NULLS LAST), so each
// sort walks its `training_programmes_cat_*_idx` instead of sorting. The id breaks ties, so pages never overlap.
function sortKeyOf(sort: CatalogueSortValue): SortKey {
  switch (sort) {
    case 'startSoon':
      return { column: sql`${p.startsOn}`, descending: false, nullable: false, ...plain(sql`${p.startsOn}`, sql`::date`) };
    case 'popular':
      return { column: sql`${p.seatsTaken}`, descending: true, nullable: false, ...plain(sql`${p.seatsTaken}`, sql`::integer`) };
    case 'hours':
      return { column: sql`${p.creditHours}`, descending: true, nullable: false, ...plain(sql`${p.creditHours}`, sql`::numeric`) };
    case 'priceAsc':
      return { column: sql`${p.priceCents}`, descending: false, nullable: false, ...plain(sql`${p.priceCents}`, sql`::integer`) };
    case 'newest':
      return {
        column: sql`${p.publishedAt}`,
        descending: true,
        nullable: true,
        printed: sql`(extract(epoch from ${p.publishedAt}) * 1000000)::bigint::text`,
        parsed: (value) => sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`,
      };
  }
}

function sortOf(sort: CatalogueSortValue): SQL[] {
  const key = sortKeyOf(sort);
  return [key.descending ? sql`${key.column} desc nulls last` : sql`${key.column} asc nulls last`, sql`${p.id} desc nulls last`];
}

/**
 * Rows after the cursor in the sort's order (nulls last, then the lower id), as successive segments each of which
 * the sort's index reads as one range: `col <= v and (col < v or id < i)` has its bound as an index condition, where
 * an OR over the whole (or `or col is null`) would make PostgreSQL walk the index from its start and filter. The
 * nulls of a nullable sort (unpublished, so rare) come after, as a segment of their own.
 */
function afterSegments(sort: CatalogueSortValue, after: CatalogueCursor): SQL[] {
  const key = sortKeyOf(sort);
  const nulls = sql`${key.column} is null`;
  if (after.value === null) return [sql`(${nulls} and ${p.id} < ${after.id})`];
  const value = key.parsed(after.value);
  const range = key.descending
    ? sql`(${key.column} <= ${value} and (${key.column} < ${value} or ${p.id} < ${after.id}))`
    : sql`(${key.column} >= ${value} and (${key.column} > ${value} or ${p.id} < ${after.id}))`;
  return key.nullable ? [range, nulls] : [range];
}

/** Counting stops this many pages past the page asked for (see `CataloguePage` in the contract). */
export const CATALOGUE_COUNT_PAGES_AHEAD = 10;

/**
 * The keyword against the maintained search text (title and organiser's name, lower-cased; migration 0014): the
 * GIN index on its unigrams and bigrams (`search_grams`) finds the candidates, LIKE confirms a keyword of three or more
 * characters (platform/search/keyword-grams.ts).
 */
function keywordCondition(keyword: string): SQL {
  return gramsContain(sql`${p.searchGrams}`, keyword, () => sql`${p.searchText} like lower(${likeContains(keyword)})`);
}

/**
 * One page of the catalogue, with the total for paging (exact unless it reached the cap) and where the next page
 * starts. With a cursor the page and the look-ahead count start from it; without one (clients sending only page
 * numbers) rows are skipped by OFFSET as before.
 */
export async function listCatalogue(
  db: Executor,
  filter: CatalogueFilter,
): Promise<{ rows: ProgrammeWithOrganiser[]; total: number; totalIsLowerBound: boolean; next: CatalogueCursor | null }> {
  const keyword = filter.keyword || undefined;
  const where = and(
    eq(p.tenantId, filter.tenantId),
    filter.kind ? eq(p.kind, filter.kind) : undefined,
    filter.status ? eq(p.status, filter.status) : inArray(p.status, ['published', 'closed']),
    audienceCondition(filter.schoolId),
    keyword ? keywordCondition(keyword) : undefined,
    filter.sectionCode ? sql`${p.sectionCodes} @> array[${filter.sectionCode}]::text[]` : undefined,
    filter.subjectCode ? sql`${p.subjectCodes} @> array[${filter.subjectCode}]::text[]` : undefined,
    filter.level ? eq(p.level, Number(filter.level)) : undefined,
    filter.price === 'free' ? eq(p.priceCents, 0) : filter.price === 'paid' ? sql`${p.priceCents} > 0` : undefined,
    filter.studioId === undefined ? undefined : eq(p.studioId, filter.studioId),
  );
  // Without a cursor, one segment from the start, skipping earlier pages' rows by OFFSET.
  const segments: (SQL | undefined)[] = filter.after ? afterSegments(filter.sort, filter.after) : [undefined];
  const after = filter.after !== undefined;
  // Rows before this page: skipped by OFFSET, or already behind the cursor.
  const skipped = (filter.page - 1) * filter.size;
  const ahead = (CATALOGUE_COUNT_PAGES_AHEAD + 1) * filter.size;
  const ids: { id: number; key: string | null }[] = [];
  let counted = 0;
  // A later segment is only read when the earlier ones did not fill the page (or the count's look-ahead).
  for (const segment of segments) {
    const countCap = (after ? ahead : skipped + ahead) - counted;
    if (ids.length >= filter.size && countCap <= 0) break;
    const [page, [count]] = await Promise.all([
      ids.length >= filter.size
        ? []
        : // Ids first, in order (narrow rows to skip past on deep pages), then the page's rows.
          db
            // The sort value for the cursor, printed by PostgreSQL at full precision.
            .select({ id: p.id, key: sql<string | null>`${sortKeyOf(filter.sort).printed}` })
            .from(p)
            .where(and(where, segment))
            .orderBy(...sortOf(filter.sort))
            .limit(filter.size - ids.length)
            .offset(after ? 0 : skipped),
      countCap <= 0
        ? [{ total: 0 }]
        : db
            .select({ total: sql<number>`count(*)::int` })
            // In the sort's order, so it walks the sort's index from the cursor and stops at the cap, as the page
            // does (unordered, its cost was a sequential scan's luck).
            .from(
              db
                .select({ one: sql`1` })
                .from(p)
                .where(and(where, segment))
                .orderBy(...sortOf(filter.sort))
                .limit(countCap)
                .as('counted'),
            ),
    ]);
    ids.push(...page);
    counted += count?.total ?? 0;
  }
  const rows = await findProgrammesByIds(
    db,
    filter.tenantId,
    ids.map((row) => row.id),
  );
  const total = after ? skipped + counted : counted;
  const last = ids.at(-1);
  const more = (after ? counted : counted - skipped) > ids.length;
  return {
    rows,
    total,
    totalIsLowerBound: counted >= (after ? ahead : skipped + ahead),
    next: last && more ? { value: last.key, id: last.id } : null,
  };
}

const v = trainingCatalogueVersions;
const e = trainingEnrolments;

// The tenant's catalogue version (0 before its programmes were first written) with the caller's enrolments in the
// given programmes, in one prepared statement: every catalogue page asks it, a cached page only this.
const versionAndEnrolments = preparedPer((db) =>
  db
    .select({
      version: sql<number>`head.version`.mapWith(Number),
      programmeId: e.programmeId,
      id: e.id,
      status: e.status,
      reason: e.reason,
      createdAt: e.createdAt,
    })
    .from(sql`(select coalesce((select ${v.version} from ${v} where ${v.tenantId} = ${sql.placeholder('tenantId')}), 0) as version) head`)
    .leftJoin(
      e,
      and(
        eq(e.tenantId, sql.placeholder('tenantId')),
        eq(e.userId, sql.placeholder('userId')),
        sql`${e.programmeId} = any(${sql.placeholder('programmeIds')}::bigint[])`,
      ),
    )
    .prepare('training_catalogue_version_and_mine'),
);

/** The caller's enrolment in a programme, as the catalogue shows it. */
export type CatalogueEnrolment = Pick<EnrolmentRecord, 'id' | 'status' | 'reason' | 'createdAt'>;

/**
 * The tenant's catalogue version (see `trainingCatalogueVersions`) and the user's enrolments in `programmeIds` keyed by
 * programme, read in one snapshot.
 */
export async function findCatalogueVersionAndEnrolments(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  programmeIds: readonly number[],
): Promise<{ version: number; mine: Map<number, CatalogueEnrolment> }> {
  const rows = await versionAndEnrolments(db).execute({ tenantId, userId, programmeIds: [...programmeIds] });
  const mine = new Map<number, CatalogueEnrolment>();
  for (const row of rows) {
    if (row.programmeId !== null && row.id !== null)
      mine.set(row.programmeId, { id: row.id, status: row.status!, reason: row.reason, createdAt: row.createdAt! });
  }
  return { version: rows[0]!.version, mine };
}

/** The teacher's school as a placeholder: null matches no school-specific condition (as `audienceCondition(null)`). */
const schoolParam = sql`${sql.placeholder('schoolId')}::bigint`;

// One kind's newest recommendations, prepared once per database (see preparedPer) and run once per kind: the training
// home asks it on every visit.
const recommendedOfKind = preparedPer((db) =>
  db
    .select({ id: p.id, publishedAt: p.publishedAt })
    .from(p)
    .where(
      and(
        eq(p.tenantId, sql.placeholder('tenantId')),
        eq(p.kind, sql.placeholder('kind')),
        eq(p.status, 'published'),
        sql`((${noTargetSchool} and ${p.kind} <> 'school') or ${p.targetSchoolIds} @> array[${schoolParam}]
          or (${noTargetSchool} and ${p.kind} = 'school' and ${p.organiserUnitId} = ${schoolParam}))`,
        sql`${p.enrolEnd} >= ${sql.placeholder('now')}::timestamptz`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(trainingEnrolments)
            .where(
              and(
                eq(trainingEnrolments.tenantId, p.tenantId),
                eq(trainingEnrolments.programmeId, p.id),
                eq(trainingEnrolments.userId, sql.placeholder('userId')),
                inArray(trainingEnrolments.status, ['pending', 'enrolled']),
              ),
            ),
        ),
      ),
    )
    .orderBy(...sortOf('newest'))
    .limit(sql.placeholder('limit'))
    .prepare('training_recommended_of_kind'),
);

/**
 * Newest published programmes open to the teacher whose enrolment is still open and that they have not joined.
 * Asked per kind so each query walks its kind's newest-first index and stops after `limit` rows (one query over
 * every kind would sort all of them), then merged.
 */
export async function listRecommended(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  schoolId: number | null,
  now: Date,
  limit: number,
): Promise<ProgrammeWithOrganiser[]> {
  const perKind = await Promise.all(
    TrainingKind.values.map((kind) => recommendedOfKind(db).execute({ tenantId, kind, schoolId, now: now.toISOString(), userId, limit })),
  );
  // Same order as the catalogue's "newest": published time (unpublished last), then the higher id.
  const newest = perKind
    .flat()
    .map((row) => ({ id: Number(row.id), publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt) }))
    .sort((a, b) => (b.publishedAt?.getTime() ?? -Infinity) - (a.publishedAt?.getTime() ?? -Infinity) || b.id - a.id)
    .slice(0, limit);
  return findProgrammesByIds(
    db,
    tenantId,
    newest.map((row) => row.id),
  );
}

/** Names of the target schools (in the order of `schoolIds`, '' for a missing one) and the studio's header, for the programme page. */
export async function findDetailNames(db: Executor, tenantId: TenantId, schoolIds: readonly number[], studioId: number | null) {
  const [schools, studio] = await Promise.all([
    schoolIds.length === 0
      ? []
      : db
          .select({ id: orgUnits.id, name: orgUnits.name })
          .from(orgUnits)
          .where(and(eq(orgUnits.tenantId, tenantId), inArray(orgUnits.id, [...schoolIds]))),
    studioId === null
      ? []
      : db
          .select({ id: studios.id, name: studios.name, leadName: users.name })
          .from(studios)
          .innerJoin(users, and(eq(users.tenantId, studios.tenantId), eq(users.id, studios.leadUserId)))
          .where(and(eq(studios.tenantId, tenantId), eq(studios.id, studioId))),
  ]);
  const nameOf = new Map(schools.map((row) => [row.id, row.name]));
  return { targetSchoolNames: schoolIds.map((id) => nameOf.get(id) ?? ''), studio: studio[0] ?? null };
}
