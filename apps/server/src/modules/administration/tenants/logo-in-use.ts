import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { administrationTexts } from '../administration.texts';
import { isLogoInUse } from './tenants.repository';

/** Refuses deleting an uploaded logo while a tenant shows it (its page icon would break). */
export async function keepLogosInUse({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  if (!(await isLogoInUse(tx, tenantId, fileId))) return;
  refuseFileDeletion(administrationTexts(locale, 'logoInUse'));
}
