import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './disk-upload-finish';
import { parseUploadMetadata } from './disk-upload-request';

describe('disk upload rules', () => {
  it('reads tus metadata and refuses what is not base64 pairs', () => {
    const parsed = parseUploadMetadata(
      `filename ${Buffer.from('第一课.pdf').toString('base64')},folderId ${Buffer.from('7').toString('base64')},flag`,
    );
    expect(parsed && Object.fromEntries(parsed)).toEqual({ filename: '第一课.pdf', folderId: '7', flag: '' });
    expect(parseUploadMetadata('filename not*base64')).toBeUndefined();
    expect(parseUploadMetadata('a b c')).toBeUndefined();
    expect(titleFromFileName('期末复习.final.docx')).toBe('期末复习.final');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });
});
