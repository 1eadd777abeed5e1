import { describe, expect, test } from 'vitest';
import { downloadName, expiryAcceptable, issueBodyOf, verifyPath } from './certificate-model';
import { chinaDay, chinaToday } from '@yanxiu/contract/china-time';

describe('certificate model', () => {
  test('verification paths escape the code', () => {
    expect(verifyPath('ABCD2345WXYZ')).toBe('/verify/ABCD2345WXYZ');
    expect(verifyPath('a/b')).toBe('/verify/a%2Fb');
  });

  test('download names prefer the server’s', () => {
    expect(downloadName('王芳-ABC.pdf', { teacherName: 'x', code: 'y' })).toBe('王芳-ABC.pdf');
    expect(downloadName(null, { teacherName: '王芳', code: 'ABC' })).toBe('王芳-ABC.pdf');
    expect(downloadName(null, { teacherName: '培训', code: 'ZIP' }, 'zip')).toBe('培训-ZIP.zip');
  });

  test('China dates roll over at 16:00 UTC', () => {
    expect(chinaDay(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(chinaDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  test('the issue body keeps only the chosen kind’s fields', () => {
    expect(issueBodyOf({ kind: 'programme', programmeId: 5, title: 'ignored', hours: 3, userIds: [1, 2], expiresOn: '' })).toEqual({
      kind: 'programme',
      programmeId: 5,
      userIds: [1, 2],
      expiresOn: null,
    });
    expect(issueBodyOf({ kind: 'free', title: '  线下研修 ', hours: 2.56, userIds: [3], expiresOn: '2030-01-01' })).toEqual({
      kind: 'free',
      title: '线下研修',
      hours: 2.6,
      userIds: [3],
      expiresOn: '2030-01-01',
    });
  });

  test('an expiry must be after today', () => {
    expect(expiryAcceptable(null, '2026-11-21')).toBe(true);
    expect(expiryAcceptable('2026-11-21', '2026-11-21')).toBe(false);
    expect(expiryAcceptable('2026-11-22', '2026-11-21')).toBe(true);
  });
});
