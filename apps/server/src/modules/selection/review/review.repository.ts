import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** User id -> name, for the tenant's users among some ids (the deciders of a history). */
export async function findUserNamesOf(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, unique)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
