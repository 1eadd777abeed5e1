import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { isLogoInUse } from './tenants.repository';

/** Refuses deleting an uploaded logo while a tenant shows it (its page icon would break). */
export async function keepLogosInUse({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  if (!(await isLogoInUse(tx, tenantId, fileId))) return;
  refuseFileDeletion(locale === 'zh-CN' ? '该图片正用作区县的登录标识，请先更换标识再删除' : "The image is a district's login logo; change the logo before deleting it");
}
