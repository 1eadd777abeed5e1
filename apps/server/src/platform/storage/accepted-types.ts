import type { FilePurpose } from '@yanxiu/contract/files';
import type { Locale } from '@yanxiu/contract/locale';
import { DOCX, PPTX, XLSX } from './content-type';
import { joinList } from '@server/platform/i18n/server-texts';

/** The content types each purpose accepts, as sniffed from the bytes. */
export const ACCEPTED_TYPES: Record<FilePurpose, readonly string[]> = {
  evidence: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', DOCX, XLSX, PPTX, 'text/plain'],
  cover: ['image/png', 'image/jpeg', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  document: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', DOCX, PPTX],
  logo: ['image/png', 'image/jpeg', 'image/webp'],
  question_picture: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
};

const TYPE_LABELS: Record<string, Record<Locale, string>> = {
  'application/pdf': { 'zh-CN': 'PDF', 'en-US': 'PDF' },
  'image/png': { 'zh-CN': 'PNG', 'en-US': 'PNG' },
  'image/jpeg': { 'zh-CN': 'JPEG', 'en-US': 'JPEG' },
  'image/webp': { 'zh-CN': 'WebP', 'en-US': 'WebP' },
  'image/gif': { 'zh-CN': 'GIF', 'en-US': 'GIF' },
  [DOCX]: { 'zh-CN': 'Word (.docx)', 'en-US': 'Word (.docx)' },
  [XLSX]: { 'zh-CN': 'Excel (.xlsx)', 'en-US': 'Excel (.xlsx)' },
  [PPTX]: { 'zh-CN': 'PowerPoint (.pptx)', 'en-US': 'PowerPoint (.pptx)' },
  'text/plain': { 'zh-CN': '纯文本', 'en-US': 'plain text' },
  'video/mp4': { 'zh-CN': 'MP4 视频', 'en-US': 'MP4 video' },
  'video/webm': { 'zh-CN': 'WebM 视频', 'en-US': 'WebM video' },
};

/** The accepted types of a purpose as a person reads them, e.g. "PDF、PNG、…" for an error message. */
export function acceptedTypesLabel(purpose: FilePurpose, locale: Locale): string {
  const labels = ACCEPTED_TYPES[purpose].map((type) => TYPE_LABELS[type]?.[locale] ?? type);
  return joinList(locale, labels);
}
