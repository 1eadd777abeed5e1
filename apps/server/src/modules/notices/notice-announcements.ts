import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { eventScopeFromDeps, type EventScope } from '@server/platform/events/domain-events';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { announceNotice } from './notice-save.service';
import { listUnannouncedAcrossTenants } from './notice-manage.repository';
import { findNoticeUsingFile } from './notices.repository';
import { noticesTexts } from './notices.texts';

const BATCH = 100;

/**
 * Tells the audiences of notices whose publish time has come (saved earlier for later), in every tenant. Each notice
 * is claimed by a guarded update in its own transaction, so processes sweeping at once announce it once.
 */
export async function announceDueNoticesAcrossTenants(deps: AppDeps, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const { db } = deps;
  let announced = 0;
  for (const due of await listUnannouncedAcrossTenants(db, now, BATCH)) {
    try {
      if (await db.transaction((tx) => announceNotice(eventScopeFromDeps(deps, tx, asTenantId(due.tenantId)), due.id, now))) announced += 1;
    } catch (error) {
      log?.error({ err: error, noticeId: due.id }, 'could not announce notice');
    }
  }
  return announced;
}

/** A notice's attachment stays while the notice names it: files asks before deleting one. */
export async function keepNoticeAttachments({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const noticeId = await findNoticeUsingFile(tx, tenantId, fileId);
  if (noticeId === undefined) return;
  refuseFileDeletion(noticesTexts(locale, 'attachmentInUse', { noticeId }));
}
