import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Inserts a verified research-topic record for the teacher unless they already have one of the topic's number
 * (the caller's transaction moved the topic to concluded under a guard, so this only backs that up); true when
 * one was written.
 */
export async function insertTopicRecordOnce(
  tx: Executor,
  tenantId: TenantId,
  row: {
    userId: number;
    title: string;
    occurredOn: string;
    level: number;
    fields: Record<string, unknown> & { topicNo: string };
    decidedAt: Date;
  },
): Promise<boolean> {
  const existing = await tx
    .select({ id: profileRecords.id })
    .from(profileRecords)
    .where(
      and(
        eq(profileRecords.tenantId, tenantId),
        eq(profileRecords.userId, row.userId),
        eq(profileRecords.kind, 'research-topic'),
        sql`${profileRecords.fields} ->> 'topicNo' = ${row.fields.topicNo}`,
      ),
    )
    .limit(1);
  if (existing.length > 0) return false;
  await tx.insert(profileRecords).values({
    tenantId,
    userId: row.userId,
    kind: 'research-topic',
    title: row.title,
    occurredOn: row.occurredOn,
    level: row.level,
    fields: row.fields,
    state: 'verified',
    decidedAt: row.decidedAt,
  });
  return true;
}
