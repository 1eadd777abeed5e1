import { describe, expect, it } from 'vitest';
import { DOCX } from '@server/platform/storage/content-type';
import { decodeCursor, encodeCursor } from './disk-cursor';
import { checkDiskSignature, signResourceLinks } from './disk-links';
import { previewKindOf, previewStatusOf } from './disk-preview-kind';
import { asTenantId } from '@server/platform/tenant/tenant-id';

describe('disk rules', () => {
  it('previews by sniffed type, Office files by name too, never markup', () => {
    expect(previewKindOf('application/pdf', 'a.pdf')).toBe('pdf');
    expect(previewKindOf(DOCX, '教案.docx')).toBe('office');
    expect(previewKindOf('application/x-cfb', '旧教案.doc')).toBe('office');
    expect(previewKindOf('application/zip', 'archive.zip')).toBe('none');
    expect(previewKindOf('video/mp4', 'lesson.bin')).toBe('video');
    expect(previewKindOf('audio/mpeg', 'a.mp3')).toBe('audio');
    expect(previewKindOf('text/plain', 'notes.txt')).toBe('text');
    expect(previewKindOf('text/html', 'page.txt')).toBe('none');
    expect(previewStatusOf('office', 'pending')).toBe('converting');
    expect(previewStatusOf('office', 'notEnabled')).toBe('notEnabled');
    expect(previewStatusOf('pdf', null)).toBe('ready');
    expect(previewStatusOf('none', null)).toBe('none');
  });

  it('cursors round-trip and refuse what the server did not make', () => {
    expect(decodeCursor(encodeCursor({ value: '2026-11-25 10:00:00.123456+00', id: 42 }))).toEqual({
      value: '2026-11-25 10:00:00.123456+00',
      id: 42,
    });
    expect(decodeCursor('not-ours')).toBeUndefined();
    expect(decodeCursor(Buffer.from('["x",-1]').toString('base64url'))).toBeUndefined();
  });

  it('signed addresses bind tenant, resource, user, variant, issue and expiry', () => {
    const secret = 's'.repeat(32);
    const now = new Date('2026-11-25T10:00:00Z');
    const grant = { tenantId: asTenantId(1), resourceId: 5, userId: 9, issueId: null };
    const links = signResourceLinks(secret, 'yxdemo', grant, 'inline', now);
    const query = new URL(links.downloadUrl, 'http://x').searchParams;
    const signed = { ...grant, expiresAt: Number(query.get('exp')), variant: 'original' as const };
    expect(checkDiskSignature(secret, signed, query.get('sig')!, now)).toBeNull();
    expect(checkDiskSignature(secret, { ...signed, variant: 'inline' }, query.get('sig')!, now)).toBe('bad_signature');
    expect(checkDiskSignature(secret, { ...signed, issueId: 3 }, query.get('sig')!, now)).toBe('bad_signature');
    expect(checkDiskSignature(secret, { ...signed, tenantId: asTenantId(2) }, query.get('sig')!, now)).toBe('bad_signature');
    expect(checkDiskSignature(secret, signed, query.get('sig')!, new Date(now.getTime() + 11 * 60_000))).toBe('expired');
  });
});
