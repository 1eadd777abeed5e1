import type { DiskResourceDetail, DiskResourceItem } from '@yanxiu/contract/disk';
import type { DiskPreviewKindValue, DiskResourceTypeValue } from '@yanxiu/contract/disk-enums';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findBlob } from '@server/modules/disk/storage/disk-storage.repository';
import { signResourceLinks, type DiskFileVariant } from './disk-links';
import { previewStatusOf } from './disk-preview-kind';
import type { DiskResourceRow } from './disk-resources.repository';

// How a resource is shown: as a list row, and in detail with its preview and signed addresses (to its owner, or to a
// recipient reading it through an issue).

/** A resource row as the list shows it. */
export function resourceItemOf(row: DiskResourceRow): DiskResourceItem {
  return {
    id: row.id,
    title: row.title,
    folderId: row.folderId,
    resourceType: row.resourceType as DiskResourceTypeValue,
    tags: row.tags,
    sectionCode: row.sectionCode,
    subjectCode: row.subjectCode,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    previewKind: row.previewKind as DiskPreviewKindValue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How the preview of a resource is shown, from its kind and its content's conversion. */
async function previewOf(db: Executor, tenantId: TenantId, row: DiskResourceRow) {
  const kind = row.previewKind as DiskPreviewKindValue;
  const blob = kind === 'office' ? await findBlob(db, tenantId, row.blobSha256) : undefined;
  const status = previewStatusOf(kind, blob?.pdfStatus ?? null);
  const variant: DiskFileVariant | null = status !== 'ready' ? null : kind === 'office' ? 'pdf' : 'inline';
  return { kind, status, variant };
}

/** The detail of a resource for someone who may read it (its owner, or a recipient through `issueId`). */
export async function resourceDetailOf(
  ctx: RequestContext,
  row: DiskResourceRow,
  ownerName: string,
  issueId: number | null,
): Promise<DiskResourceDetail> {
  const preview = await previewOf(ctx.db, ctx.tenantId, row);
  const links = signResourceLinks(
    ctx.config.MEDIA_SIGNING_SECRET,
    ctx.tenant.appId,
    { tenantId: ctx.tenantId, resourceId: row.id, userId: ctx.actor.userId, issueId },
    preview.variant,
  );
  return {
    ...resourceItemOf(row),
    description: row.description,
    version: row.version,
    ownerName,
    preview: { kind: preview.kind, status: preview.status },
    links,
    mine: row.ownerUserId === ctx.actor.userId,
  };
}
