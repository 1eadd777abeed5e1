import type { ApplicationItems } from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findApplication } from './apply.repository';
import { filledSections } from './apply.service';

/**
 * An application's items with its values (files and the applicant's verified records resolved, anything gone since
 * flagged missing) and self scores; undefined when unknown. The one reader of item values: the applicant, the
 * reviewers, the experts and the exports all see an application through it.
 */
export async function readApplicationSections(
  db: Executor,
  tenantId: TenantId,
  applyId: number,
): Promise<ApplicationItems['sections'] | undefined> {
  const found = await findApplication(db, tenantId, applyId);
  if (!found) return undefined;
  return filledSections(db, tenantId, found.application.projectId, found.application);
}

/** A project's item tree with no values, in the same shape (for readers that need the indicators only). */
export function readProjectSections(db: Executor, tenantId: TenantId, projectId: number): Promise<ApplicationItems['sections']> {
  return filledSections(db, tenantId, projectId, null);
}
