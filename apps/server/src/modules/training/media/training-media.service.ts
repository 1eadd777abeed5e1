import type { MediaLink } from '@yanxiu/contract/training';
import type { Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { mayManageProgramme } from '@server/modules/training/training-access';
import { checkMediaSignature, signMediaUrl } from './training-media.signing';
import { findPublishedOpenClassVideo, findServableFile, findUnitWithProgramme, isEnrolled } from './training-media.repository';

// Purposes whose files a signed media address may serve: lesson material, never a teacher's evidence.
const MEDIA_PURPOSES = new Set(['video', 'document']);

/** What a signed media request carries. */
export type SignedMediaRequest = { uid: string; exp: string; sig: string };

/** Training media: public covers, signed links to lesson and open-class files, and serving those links. */
export function createTrainingMediaService({ db, config, storage }: AppDeps) {
  async function linkTo(tenant: Tenant, actor: Actor, fileId: string): Promise<MediaLink> {
    const file = await findServableFile(db, tenant.id, fileId);
    if (!file) throw new AppError('NOT_FOUND');
    const { url, expiresAt } = signMediaUrl(config.MEDIA_SIGNING_SECRET, tenant.appId, { tenantId: tenant.id, fileId, userId: actor.userId });
    return { url, expiresAt: expiresAt.toISOString(), contentType: file.contentType, name: file.originalName };
  }

  return {
    /** A cover image of the tenant; anything that is not a cover is 404. Covers never change under their id. */
    async cover(tenant: Tenant, fileId: string, conditions: DownloadConditions): Promise<FileResponse> {
      const file = await findServableFile(db, tenant.id, fileId);
      if (!file || file.purpose !== 'cover') throw new AppError('NOT_FOUND');
      return serveStoredFile(storage, file, conditions, { disposition: 'inline', cacheControl: 'public, max-age=86400' });
    },

    /** A signed address of a unit's file, for a teacher enrolled in its programme or staff who manage it. */
    async unitLink(tenant: Tenant, actor: Actor, unitId: number): Promise<MediaLink> {
      const unit = await findUnitWithProgramme(db, tenant.id, unitId);
      if (!unit) throw new AppError('NOT_FOUND');
      if (!mayManageProgramme(actor, unit) && !(await isEnrolled(db, tenant.id, unit.programmeId, actor.userId))) throw new AppError('FORBIDDEN');
      // Offline sessions have no file to open.
      if (unit.fileId === null) throw new AppError('NOT_FOUND');
      return linkTo(tenant, actor, unit.fileId);
    },

    /** A signed address of a published open class's recording, for any signed-in user of the tenant. */
    async openClassLink(tenant: Tenant, actor: Actor, id: number): Promise<MediaLink> {
      const videoFileId = await findPublishedOpenClassVideo(db, tenant.id, id);
      if (!videoFileId) throw new AppError('NOT_FOUND');
      return linkTo(tenant, actor, videoFileId);
    },

    /** The bytes behind a signed address: refused when forged, for another tenant or file, or expired. */
    async media(tenant: Tenant, fileId: string, signed: SignedMediaRequest, conditions: DownloadConditions): Promise<FileResponse> {
      const grant = { tenantId: tenant.id, fileId, userId: Number(signed.uid), expiresAt: Number(signed.exp) };
      const refusal = checkMediaSignature(config.MEDIA_SIGNING_SECRET, grant, signed.sig);
      if (refusal === 'bad_signature') throw new AppError('BAD_SIGNATURE');
      if (refusal === 'expired') throw new AppError('LINK_EXPIRED');
      const file = await findServableFile(db, tenant.id, fileId);
      if (!file || !MEDIA_PURPOSES.has(file.purpose)) throw new AppError('NOT_FOUND');
      // The address itself is the permission and lapses in minutes; the browser may keep what it fetched that long.
      return serveStoredFile(storage, file, conditions, { disposition: 'inline', cacheControl: 'private, max-age=600' });
    },
  };
}
