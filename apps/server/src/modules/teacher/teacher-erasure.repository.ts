import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Not a PHC string: no password verifies against it, so the account can never be signed into again, whatever name it
 * is looked up by.
 */
const NO_PASSWORD = '!erased';

/**
 * Replaces a person's identifying details with the pseudonym and disables the account: the name becomes the pseudonym,
 * the username one nobody would type, phone and gender are removed, and so is the year they began teaching. The row
 * stays, so the hours, certificates and decisions kept under the id point to the pseudonym. False when there is no
 * such person.
 */
export async function anonymisePerson(db: Executor, tenantId: TenantId, userId: number, pseudonym: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      name: pseudonym,
      username: `erased-${userId}`,
      phone: null,
      gender: null,
      passwordHash: NO_PASSWORD,
      status: 'disabled',
      mustChangePassword: false,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning({ id: users.id });
  await db
    .update(teachers)
    .set({ teachingSinceYear: null, updatedAt: new Date() })
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
  return rows.length > 0;
}
