import type { ByteRange } from './blob-store';

/** What a Range header asks of a file of a known size. */
export type RangeRequest =
  /** No usable Range header (absent, malformed, several ranges): answer with the whole file. */
  | { kind: 'whole' }
  /** One satisfiable range, clamped to the file: answer 206. */
  | { kind: 'partial'; range: ByteRange }
  /** A well-formed range wholly outside the file: answer 416. */
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110 §14) for a file of `size` bytes. Only one byte range is served; a header that
 * asks for several, or that cannot be parsed, is ignored, which the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // An inverted range is a syntax error, to be ignored; a start past the end is a range nobody can serve.
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/**
 * User files (uploads served back: downloads, covers, lesson media) are data, never a page: `sandbox` gives a
 * document opened from one a unique origin with scripts and forms off, so a polyglot such as `%PDF-…<html><script>`
 * cannot run script as the site, and nosniff keeps the sniffed type the only one used. Chromium's PDF viewer still
 * shows a sandboxed PDF (checked), and the header means nothing to <img> and <video>, which load covers and lessons.
 */
export const USER_FILE_HEADERS = {
  'content-security-policy': 'sandbox',
  'x-content-type-options': 'nosniff',
} as const;

// Types a browser shows safely in place; anything else (office files, text that could be mistaken for markup) is
// downloaded.
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Whether a file of this type is shown in the browser rather than downloaded. */
export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType);
}

/**
 * A `Content-Disposition` value for a file name (RFC 6266): an ASCII `filename` fallback for old clients, and
 * `filename*` in UTF-8 (RFC 8187) so Chinese names arrive intact.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file name as the uploader's device gave it, without folders or control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(cleaned || 'file')
    .slice(0, 255)
    .join('');
}
