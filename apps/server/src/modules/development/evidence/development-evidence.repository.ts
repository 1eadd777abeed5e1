import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { developmentApplications } from '@server/db/schema/development-apply';
import { storedFiles } from '@server/db/schema/files';
import { learningHourDeclarations } from '@server/db/schema/learning';
import { profileRecords } from '@server/db/schema/profile';
import { reviewDecisions, reviewInstances } from '@server/db/schema/review';
import { selectionItemValues } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whether an application's evidence (condition code -> file ids) names the file. */
const namesFile = (fileId: SQL | string) =>
  sql`exists (select 1 from jsonb_each(${developmentApplications.evidence}) as e(code, ids) where e.ids @> jsonb_build_array(${fileId}::text))`;

/** An application still running: in application, under review, returned, or approved and not finished yet. */
const running = sql`(${reviewInstances.status} in ('2', '4', '5') or (${reviewInstances.status} = '6' and ${developmentApplications.finishedAt} is null))`;

/**
 * The running application (its id) whose evidence names the file, if any. Call it with the file's row locked
 * (see files.public's `lockEvidenceFiles`), so an application naming it cannot commit between this check and the delete.
 */
export async function findRunningApplicationUsing(db: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: developmentApplications.id })
    .from(developmentApplications)
    .innerJoin(
      reviewInstances,
      and(eq(reviewInstances.tenantId, developmentApplications.tenantId), eq(reviewInstances.id, developmentApplications.reviewInstanceId)),
    )
    .where(and(eq(developmentApplications.tenantId, tenantId), running, namesFile(fileId)))
    .limit(1);
  return rows[0]?.id;
}

/**
 * Nothing of the tenant names the file: no application in any state (its evidence is the record of what was
 * judged), no learning-hours declaration in any state (likewise), no profile record, no selection application's
 * value (a draft's included), and no decision's snapshot (an earlier round's
 * evidence, replaced at a resubmission, is still what that round's decision judged).
 */
const unreferenced = sql`not exists (select 1 from ${developmentApplications} where ${developmentApplications.tenantId} = ${storedFiles.tenantId}
  and ${namesFile(sql`${storedFiles.id}::text`)})
  and not exists (select 1 from ${learningHourDeclarations} where ${learningHourDeclarations.tenantId} = ${storedFiles.tenantId}
    and ${learningHourDeclarations.evidenceFileIds} @> array[${storedFiles.id}])
  and not exists (select 1 from ${profileRecords} where ${profileRecords.tenantId} = ${storedFiles.tenantId}
    and ${profileRecords.evidenceFileIds} @> array[${storedFiles.id}])
  and not exists (select 1 from ${selectionItemValues} where ${selectionItemValues.tenantId} = ${storedFiles.tenantId}
    and ${selectionItemValues.value} -> 'fileIds' @> jsonb_build_array(${storedFiles.id}::text))
  and not exists (select 1 from ${reviewDecisions} d, jsonb_each(case when jsonb_typeof(d.snapshot -> 'evidence') = 'object' then d.snapshot -> 'evidence' else '{}'::jsonb end) as e(code, ids)
    where d.tenant_id = ${storedFiles.tenantId} and e.ids @> jsonb_build_array(${storedFiles.id}::text))`;

/**
 * Deletes up to `limit` `evidence` uploads of any tenant created before the cutoff that nothing names, and
 * answers their blob keys. Safe with several processes sweeping at once: the candidates are locked `skip locked` (a
 * file another sweeper or an application holds is left for later), and the delete re-checks the references
 * with a fresh snapshot, so an application committed meanwhile keeps its files.
 */
export async function deleteUnusedEvidenceAcrossTenants(
  tx: Executor,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; storageKey: string }>> {
  const candidates = await tx
    .select({ tenantId: storedFiles.tenantId, id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.purpose, 'evidence'), lt(storedFiles.createdAt, cutoff), unreferenced))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (candidates.length === 0) return [];
  const keys = candidates.map((row) => sql`(${row.tenantId}::int, ${row.id}::uuid)`);
  return tx
    .delete(storedFiles)
    .where(and(sql`(${storedFiles.tenantId}, ${storedFiles.id}) in (${sql.join(keys, sql`, `)})`, unreferenced))
    .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey });
}
