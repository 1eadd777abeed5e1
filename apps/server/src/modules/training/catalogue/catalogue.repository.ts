import { and, asc, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { TrainingKind, type CatalogueSortValue, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { studios, trainingEnrolments, trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findProgrammesByIds } from '@server/modules/training/programmes/programme-read.repository';
import type { ProgrammeWithOrganiser } from '@server/modules/training/programmes/programme-view';
import { likeContains } from '@server/modules/training/like-pattern';

// Teacher-facing reads of programmes: the catalogue (of one kind or all), the home page's recommendations and the names a
// programme page shows.

const p = trainingProgrammes;

/**
 * Programmes open to a teacher of `schoolId`: those naming their school, those for the whole tenant, and
 * school-based training of their own school (which may name no target). Mirrors `isInAudience`.
 */
export function audienceCondition(schoolId: number | null): SQL {
  const wholeTenant = sql`(cardinality(${p.targetSchoolIds}) = 0 and ${p.kind} <> 'school')`;
  if (schoolId === null) return wholeTenant;
  return sql`(${wholeTenant} or ${p.targetSchoolIds} @> array[${schoolId}]::bigint[]
    or (cardinality(${p.targetSchoolIds}) = 0 and ${p.kind} = 'school' and ${p.organiserUnitId} = ${schoolId}))`;
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
};

// Spelled out to the index's null ordering (DESC defaults to NULLS FIRST; the indexes say NULLS LAST), so each
// sort walks its `training_programmes_cat_*_idx` instead of sorting. The id breaks ties, so pages never overlap.
function sortOf(sort: CatalogueSortValue): SQL[] {
  const tiebreak = sql`${p.id} desc nulls last`;
  switch (sort) {
    case 'startSoon':
      return [asc(p.startsOn), tiebreak];
    case 'popular':
      return [desc(p.seatsTaken), tiebreak];
    case 'hours':
      return [sql`${p.creditHours} desc nulls last`, tiebreak];
    case 'priceAsc':
      return [asc(p.priceCents), tiebreak];
    case 'newest':
      return [sql`${p.publishedAt} desc nulls last`, tiebreak];
  }
}

const organiserJoin = and(eq(orgUnits.tenantId, p.tenantId), eq(orgUnits.id, p.organiserUnitId));

/** Counting stops this many pages past the page asked for (see `CataloguePage` in the contract). */
export const CATALOGUE_COUNT_PAGES_AHEAD = 10;

/**
 * A case-insensitive "contains" on a column. A keyword without cased letters (Chinese, digits) matches the same
 * with LIKE, which compares bytes instead of lower-casing every title, several times faster on UTF-8 text.
 */
function contains(column: SQL | typeof p.title, keyword: string): SQL {
  const pattern = likeContains(keyword);
  return keyword.toLowerCase() === keyword.toUpperCase() ? sql`${column} like ${pattern}` : sql`${column} ilike ${pattern}`;
}

/** One page of the catalogue, with the total for paging (exact unless it reached the cap). */
export async function listCatalogue(
  db: Executor,
  filter: CatalogueFilter,
): Promise<{ rows: ProgrammeWithOrganiser[]; total: number; totalIsLowerBound: boolean }> {
  const keyword = filter.keyword || undefined;
  const where = and(
    eq(p.tenantId, filter.tenantId),
    filter.kind ? eq(p.kind, filter.kind) : undefined,
    filter.status ? eq(p.status, filter.status) : inArray(p.status, ['published', 'closed']),
    audienceCondition(filter.schoolId),
    keyword ? sql`(${contains(p.title, keyword)} or ${contains(sql`${orgUnits.name}`, keyword)})` : undefined,
    filter.sectionCode ? sql`${p.sectionCodes} @> array[${filter.sectionCode}]::text[]` : undefined,
    filter.subjectCode ? sql`${p.subjectCodes} @> array[${filter.subjectCode}]::text[]` : undefined,
    filter.level ? eq(p.level, Number(filter.level)) : undefined,
    filter.price === 'free' ? eq(p.priceCents, 0) : filter.price === 'paid' ? sql`${p.priceCents} > 0` : undefined,
    filter.studioId === undefined ? undefined : eq(p.studioId, filter.studioId),
  );
  const cap = (filter.page + CATALOGUE_COUNT_PAGES_AHEAD) * filter.size;
  const idQuery = db.select({ id: p.id }).from(p).$dynamic();
  const countQuery = db.select({ one: sql`1` }).from(p).$dynamic();
  // The organiser is only joined when the keyword may match its name.
  if (keyword) for (const query of [idQuery, countQuery]) query.innerJoin(orgUnits, organiserJoin);
  const [ids, [count]] = await Promise.all([
    // Ids first, in order (narrow rows to skip past on deep pages), then the page's rows.
    idQuery
      .where(where)
      .orderBy(...sortOf(filter.sort))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: sql<number>`count(*)::int` }).from(countQuery.where(where).limit(cap).as('counted')),
  ]);
  const rows = await findProgrammesByIds(db, filter.tenantId, ids.map((row) => row.id));
  const total = count?.total ?? 0;
  return { rows, total, totalIsLowerBound: total >= cap };
}

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
    TrainingKind.values.map((kind) =>
      db
        .select({ id: p.id, publishedAt: p.publishedAt })
        .from(p)
        .where(
          and(
            eq(p.tenantId, tenantId),
            eq(p.kind, kind),
            eq(p.status, 'published'),
            audienceCondition(schoolId),
            sql`${p.enrolEnd} >= ${now.toISOString()}::timestamptz`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(trainingEnrolments)
                .where(
                  and(
                    eq(trainingEnrolments.tenantId, p.tenantId),
                    eq(trainingEnrolments.programmeId, p.id),
                    eq(trainingEnrolments.userId, userId),
                    inArray(trainingEnrolments.status, ['pending', 'enrolled']),
                  ),
                ),
            ),
          ),
        )
        .orderBy(...sortOf('newest'))
        .limit(limit),
    ),
  );
  // Same order as the catalogue's "newest": published time (unpublished last), then the higher id.
  const newest = perKind
    .flat()
    .sort((a, b) => (b.publishedAt?.getTime() ?? -Infinity) - (a.publishedAt?.getTime() ?? -Infinity) || b.id - a.id)
    .slice(0, limit);
  return findProgrammesByIds(db, tenantId, newest.map((row) => row.id));
}

/** Names of the target schools (in the order of `schoolIds`, '' for a missing one) and the studio's header, for the programme page. */
export async function findDetailNames(db: Executor, tenantId: TenantId, schoolIds: readonly number[], studioId: number | null) {
  const [schools, studio] = await Promise.all([
    schoolIds.length === 0
      ? []
      : db.select({ id: orgUnits.id, name: orgUnits.name }).from(orgUnits).where(and(eq(orgUnits.tenantId, tenantId), inArray(orgUnits.id, [...schoolIds]))),
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
