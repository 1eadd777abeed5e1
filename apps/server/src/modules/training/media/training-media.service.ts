import type { Locale } from '@yanxiu/contract/locale';
import type { MediaLink } from '@yanxiu/contract/training';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { refuseFileDeletion, serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { trainingAccess } from '@server/modules/training/training.access';
import { checkMediaSignature, signMediaUrl } from './training-media-signing';
import {
  findPublishedOpenClassVideo,
  findServableFile,
  findTrainingUseOf,
  findUnitWithProgramme,
  isEnrolled,
} from './training-media.repository';
import { trainingTexts } from '../training.texts';
import { recordOpenClassViewer } from '@server/modules/training/discussion/course-ratings.repository';

// Purposes whose files a signed media address may serve: lesson material, never a teacher's evidence.
const MEDIA_PURPOSES = new Set(['video', 'document']);

/** What a signed media request carries. */
export type SignedMediaRequest = { uid: string; exp: string; sig: string };

// Training media: public covers, signed links to lesson and open-class files, and serving those links.

async function linkTo(ctx: RequestContext, fileId: string): Promise<MediaLink> {
  const file = await findServableFile(ctx.db, ctx.tenantId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  const { url, expiresAt } = signMediaUrl(ctx.config.MEDIA_SIGNING_SECRET, ctx.tenant.appId, {
    tenantId: ctx.tenantId,
    fileId,
    userId: ctx.actor.userId,
  });
  return { url, expiresAt: expiresAt.toISOString(), contentType: file.contentType, name: file.originalName };
}

/** A cover image of the tenant; anything that is not a cover is 404. Covers never change under their id. */
export async function serveTrainingCover(ctx: TenantContext, fileId: string, conditions: DownloadConditions): Promise<FileResponse> {
  const file = await findServableFile(ctx.db, ctx.tenantId, fileId);
  if (!file || file.purpose !== 'cover') throw new AppError('NOT_FOUND');
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'inline', cacheControl: 'public, max-age=86400' });
}

/** A signed address of a unit's file, for a teacher enrolled in its programme or staff who manage it. */
export async function unitMediaLink(ctx: RequestContext, unitId: number): Promise<MediaLink> {
  const { db, tenantId, actor } = ctx;
  const unit = await findUnitWithProgramme(db, tenantId, unitId);
  if (!unit) throw new AppError('NOT_FOUND');
  if (!trainingAccess.manageProgramme(actor, unit) && !(await isEnrolled(db, tenantId, unit.programmeId, actor.userId)))
    throw new AppError('FORBIDDEN');
  // Offline sessions have no file to open.
  if (unit.fileId === null) throw new AppError('NOT_FOUND');
  return linkTo(ctx, unit.fileId);
}

/** A signed address of a published open class's recording, for any signed-in user of the tenant; they count as a viewer. */
export async function openClassMediaLink(ctx: RequestContext, id: number): Promise<MediaLink> {
  const videoFileId = await findPublishedOpenClassVideo(ctx.db, ctx.tenantId, id);
  if (!videoFileId) throw new AppError('NOT_FOUND');
  // Opening the recording is what the server knows of watching an open class: it lets the teacher rate it.
  await recordOpenClassViewer(ctx.db, ctx.tenantId, id, ctx.actor.userId);
  return linkTo(ctx, videoFileId);
}

/** The bytes behind a signed address: refused when forged, for another tenant or file, or expired. */
export async function serveSignedMedia(
  ctx: TenantContext,
  fileId: string,
  signed: SignedMediaRequest,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const grant = { tenantId: ctx.tenantId, fileId, userId: Number(signed.uid), expiresAt: Number(signed.exp) };
  const refusal = checkMediaSignature(ctx.config.MEDIA_SIGNING_SECRET, grant, signed.sig);
  if (refusal === 'bad_signature') throw new AppError('BAD_SIGNATURE');
  if (refusal === 'expired') throw new AppError('LINK_EXPIRED');
  const file = await findServableFile(ctx.db, ctx.tenantId, fileId);
  if (!file || !MEDIA_PURPOSES.has(file.purpose)) throw new AppError('NOT_FOUND');
  // The address itself is the permission and lapses in minutes; the browser may keep what it fetched that long.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'inline', cacheControl: 'private, max-age=600' });
}

/**
 * Refuses to delete a file training material uses (files' deletion event): a lesson, a programme or studio cover,
 * or an open-class recording teachers would lose.
 */
export async function keepTrainingMaterial(
  { tx, tenantId }: EventScope,
  { fileId, locale }: { fileId: string; locale: Locale },
): Promise<void> {
  const use = await findTrainingUseOf(tx, tenantId, fileId);
  if (!use) return;
  refuseFileDeletion(trainingTexts(locale, 'mediaInUse', { what: trainingTexts(locale, use.kind), title: use.title }));
}
