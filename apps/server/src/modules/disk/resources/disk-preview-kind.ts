import type { DiskPreviewStatus } from '@yanxiu/contract/disk';
import type { DiskPreviewKindValue } from '@yanxiu/contract/disk-enums';
import { DOCX, PPTX, XLSX } from '@server/platform/storage/content-type';

// Which files a browser can show, decided from the sniffed bytes; Office files also by name, because the older
// formats (.doc, .xls, .ppt) sniff only as a compound file and an OpenDocument as a ZIP.

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
// Containers Office files sniff as: OOXML parts, a ZIP (OpenDocument), a compound file (97-2003), RTF.
const OFFICE_CONTAINERS = new Set([DOCX, XLSX, PPTX, 'application/zip', 'application/x-cfb', 'application/rtf', 'text/plain']);
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
// Formats Chromium and Firefox play in <video> and <audio>.
const VIDEOS = new Set(['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime']);
const AUDIO = new Set([
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/aac',
  'audio/mp4',
  'audio/x-m4a',
  'audio/webm',
  'audio/flac',
  'audio/x-flac',
]);

/** The lower-cased extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** How a file of this sniffed type and name is previewed. */
export function previewKindOf(contentType: string, fileName: string): DiskPreviewKindValue {
  if (OFFICE_EXTENSIONS.has(extensionOf(fileName)) && OFFICE_CONTAINERS.has(contentType)) return 'office';
  if (contentType === 'application/pdf') return 'pdf';
  if (IMAGES.has(contentType)) return 'image';
  if (VIDEOS.has(contentType)) return 'video';
  if (AUDIO.has(contentType)) return 'audio';
  // Markup sniffs as text/html and is never shown (it would be a page); plain text is, as text.
  if (contentType === 'text/plain') return 'text';
  return 'none';
}

/** The preview's status as the contract states it, from the kind and (for Office) the conversion's state. */
export function previewStatusOf(kind: DiskPreviewKindValue, pdfStatus: string | null): DiskPreviewStatus {
  if (kind === 'none') return 'none';
  if (kind !== 'office') return 'ready';
  switch (pdfStatus) {
    case 'ready':
      return 'ready';
    case 'failed':
      return 'failed';
    case 'notEnabled':
      return 'notEnabled';
    default:
      return 'converting';
  }
}
