import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, parseRange } from './http-file';

describe('HTTP ranges', () => {
  it('serves one range, a suffix or an open end, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=95-200', 100)).toEqual({ kind: 'partial', range: { start: 95, end: 99 } });
  });

  it('refuses ranges outside the file and ignores what it cannot serve', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=9-2', 100)).toEqual({ kind: 'whole' });
  });
});

describe('file names', () => {
  it('keep Chinese names intact for modern clients and give old ones an ASCII fallback', () => {
    expect(contentDisposition('attachment', '研修总结 (终稿).docx')).toBe(
      `attachment; filename="____ (__).docx"; filename*=UTF-8''%E7%A0%94%E4%BF%AE%E6%80%BB%E7%BB%93%20%28%E7%BB%88%E7%A8%BF%29.docx`,
    );
    expect(contentDisposition('inline', 'a"b.pdf')).toBe(`inline; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });

  it('drop folders and control characters', () => {
    expect(cleanFileName('C:\\fakepath\\证书.pdf')).toBe('证书.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.txt')).toBe('ab.txt');
    expect(cleanFileName(undefined)).toBe('file');
  });
});
