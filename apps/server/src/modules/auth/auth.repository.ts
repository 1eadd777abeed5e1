import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const signInColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  roles: users.roles,
  confirmedAt: teachers.confirmedAt,
  isTeacher: sql<boolean>`${teachers.userId} is not null`,
};

/** What sign-in needs of an account, found case-insensitively by username. */
export async function findAccountByUsername(db: Executor, tenantId: TenantId, username: string) {
  const rows = await db
    .select(signInColumns)
    .from(users)
    .leftJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return rows[0];
}

/** What sign-in needs of an account another way of signing in (portal ticket, WeChat) has identified. */
export async function findAccountById(db: Executor, tenantId: TenantId, userId: number) {
  const rows = await db
    .select(signInColumns)
    .from(users)
    .leftJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows[0];
}

/** What a password change needs of a user: the stored hash, the words of their own a password must avoid and their unit. */
export async function findPasswordOwner(db: Executor, tenantId: TenantId, userId: number) {
  const rows = await db
    .select({
      passwordHash: users.passwordHash,
      username: users.username,
      name: users.name,
      phone: users.phone,
      orgUnitId: users.orgUnitId,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return rows[0];
}

/** Replaces a user's password hash with one of their own choosing: a password staff set no longer needs changing. */
export async function updatePasswordHash(db: Executor, tenantId: TenantId, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
