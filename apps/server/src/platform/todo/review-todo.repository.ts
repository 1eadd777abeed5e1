import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { reviewInstances } from '@server/db/schema/review';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The review-queue condition "reviews of this kind of subject" (a domain may run several workflows over one subject). */
export function ofSubject(subjectType: string): SQL {
  return eq(reviewInstances.subjectType, subjectType);
}

/** Names of the applicants, by user id, in one read. */
export async function applicantNames(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
