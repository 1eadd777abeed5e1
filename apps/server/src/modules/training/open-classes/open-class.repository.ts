import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { openClasses } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';

// SQL of recommended open classes. Every function takes the tenant.

export type OpenClassValues = Omit<typeof openClasses.$inferInsert, 'id' | 'tenantId' | 'recommendedBy' | 'recommendedAt'>;
export type OpenClassFilter = {
  keyword?: string | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
  level?: string | undefined;
  /** Teachers see published ones only; staff see hidden ones too. */
  publishedOnly: boolean;
};

function withRecommender(db: Executor) {
  return db
    .select({ ...getTableColumns(openClasses), recommendedByName: users.name })
    .from(openClasses)
    .innerJoin(users, and(eq(users.tenantId, openClasses.tenantId), eq(users.id, openClasses.recommendedBy)));
}

/** One page of open classes, newest recommendation first, with the total. */
export async function listOpenClasses(db: Executor, tenantId: TenantId, filter: OpenClassFilter, page: { current: number; size: number }) {
  const conditions: SQL[] = [eq(openClasses.tenantId, tenantId)];
  if (filter.publishedOnly) conditions.push(eq(openClasses.published, true));
  if (filter.sectionCode) conditions.push(eq(openClasses.sectionCode, filter.sectionCode));
  if (filter.subjectCode) conditions.push(eq(openClasses.subjectCode, filter.subjectCode));
  if (filter.level) conditions.push(eq(openClasses.level, Number(filter.level)));
  if (filter.keyword) {
    const pattern = likeContains(filter.keyword);
    conditions.push(
      or(ilike(openClasses.title, pattern), ilike(openClasses.teacherName, pattern), ilike(openClasses.schoolName, pattern))!,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(openClasses).where(where);
  const rows = await withRecommender(db)
    .where(where)
    .orderBy(desc(openClasses.recommendedAt), desc(openClasses.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows, total: totalRow?.total ?? 0 };
}

/** One open class with its recommender's name, or undefined. */
export async function findOpenClass(db: Executor, tenantId: TenantId, id: number) {
  const [row] = await withRecommender(db)
    .where(and(eq(openClasses.tenantId, tenantId), eq(openClasses.id, id)))
    .limit(1);
  return row;
}

/** Adds an open class recommended by `userId`; answers its id. */
export async function insertOpenClass(db: Executor, tenantId: TenantId, userId: number, values: OpenClassValues): Promise<number> {
  const [row] = await db
    .insert(openClasses)
    .values({ ...values, tenantId, recommendedBy: userId })
    .returning({ id: openClasses.id });
  return row!.id;
}

/** Rewrites an open class (who recommended it, and when, stay); false when there is none. */
export async function updateOpenClass(db: Executor, tenantId: TenantId, id: number, values: OpenClassValues): Promise<boolean> {
  const updated = await db
    .update(openClasses)
    .set(values)
    .where(and(eq(openClasses.tenantId, tenantId), eq(openClasses.id, id)))
    .returning({ id: openClasses.id });
  return updated.length > 0;
}

/** Deletes an open class; false when there is none. */
export async function deleteOpenClass(db: Executor, tenantId: TenantId, id: number): Promise<boolean> {
  const deleted = await db
    .delete(openClasses)
    .where(and(eq(openClasses.tenantId, tenantId), eq(openClasses.id, id)))
    .returning({ id: openClasses.id });
  return deleted.length > 0;
}
