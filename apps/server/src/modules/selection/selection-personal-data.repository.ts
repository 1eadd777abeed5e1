import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { selectionApplications, selectionItemValues } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's selection applications and the values they filled in. */
export async function selectSelectionOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const applications = await db
    .select()
    .from(selectionApplications)
    .where(and(eq(selectionApplications.tenantId, tenantId), eq(selectionApplications.userId, userId)));
  const values = applications.length
    ? await db
        .select()
        .from(selectionItemValues)
        .where(
          and(
            eq(selectionItemValues.tenantId, tenantId),
            inArray(
              selectionItemValues.applicationId,
              applications.map((application) => application.id),
            ),
          ),
        )
    : [];
  return { applications, values };
}
