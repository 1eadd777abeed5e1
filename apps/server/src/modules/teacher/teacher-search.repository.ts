import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The expression of users_search_grams_idx (schema/identity.ts): name, username and phone, so the GIN index serves it.
const searchText = sql`lower(${users.name} || chr(31) || ${users.username} || chr(31) || coalesce(${users.phone}, ''))`;

/**
 * The site-wide search's teachers: active accounts holding the teacher role in units at or under `underPath` (null: the
 * whole tenant) whose name, username or phone contain the keyword; the unit's name is the text beside the name.
 */
export async function searchTeachersUnder(
  db: Executor,
  tenantId: TenantId,
  underPath: string | null,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${users.name}`, keyword);
  return db
    .select({ id: users.id, title: users.name, body: orgUnits.name, at: users.createdAt, ...ranking })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        sql`'teacher' = any(${users.roles})`,
        underPath === null ? undefined : sql`starts_with(${orgUnits.path}, ${underPath})`,
        gramsContain(sql`yx_grams(${searchText})`, keyword, () => containsSql(searchText, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${users.createdAt}`, sql`${users.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
