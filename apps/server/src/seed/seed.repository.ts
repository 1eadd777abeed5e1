import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whether a tenant has any account yet (demo data goes only into empty tenants). */
export async function tenantHasUsers(db: Executor, tenantId: TenantId): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  return (row?.count ?? 0) > 0;
}

/** Adds an org unit under a parent (or at the root) and fills in its ancestry path. */
export async function insertOrgUnit(
  db: Executor,
  tenantId: TenantId,
  unit: { name: string; level: number; parent?: { id: number; path: string }; sectionCodes?: string[] },
): Promise<{ id: number; path: string }> {
  const [row] = await db
    .insert(orgUnits)
    .values({
      tenantId,
      name: unit.name,
      level: unit.level,
      parentId: unit.parent?.id ?? null,
      path: '/',
      sectionCodes: unit.sectionCodes ?? [],
    })
    .returning({ id: orgUnits.id });
  const path = `${unit.parent?.path ?? '/'}${row!.id}/`;
  await db
    .update(orgUnits)
    .set({ path })
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, row!.id)));
  return { id: row!.id, path };
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'tenantId'> & { tenantId: TenantId };
export type NewTeacher = Omit<typeof teachers.$inferInsert, 'userId' | 'tenantId'>;

/** Adds an account, with its teacher record when given one. */
export async function insertUser(db: Executor, user: NewUser, teacher?: NewTeacher): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (teacher) await db.insert(teachers).values({ ...teacher, tenantId: user.tenantId, userId: row!.id });
  return row!.id;
}
