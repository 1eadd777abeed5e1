import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { certificates } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Writes the pseudonym over the holder's name on every certificate of theirs; answers how many. */
export async function renameCertificateHolder(db: Executor, tenantId: TenantId, userId: number, pseudonym: string): Promise<number> {
  const rows = await db
    .update(certificates)
    .set({ teacherName: pseudonym })
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId)))
    .returning({ id: certificates.id });
  return rows.length;
}
