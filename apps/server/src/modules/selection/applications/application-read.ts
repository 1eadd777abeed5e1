import type { ApplicationItems } from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findApplication } from './apply.repository';
import { filledSections } from './apply.service';

/** An application's items with its values (files and records resolved) and self scores; undefined when unknown. */
export async function readApplicationSections(db: Executor, tenantId: TenantId, applyId: number): Promise<ApplicationItems['sections'] | undefined> {
  const found = await findApplication(db, tenantId, applyId);
  if (!found) return undefined;
  return filledSections(db, tenantId, found.application.projectId, found.application);
}
