import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './portal-return';

describe('where a portal sign-in may return', () => {
  it('accepts paths of this web app', () => {
    for (const path of ['/pc', '/pc/', '/pc/studyTime', '/pc/my/training/common/12?tab=units#top'])
      expect(isSafeReturnPath(path), path).toBe(true);
  });

  it('refuses anything that could leave the site or the app', () => {
    const refused = [
      '',
      'https://evil.example/pc/',
      '//evil.example/pc/',
      '/\\evil.example',
      '/pc\\..\\x',
      '/api/oauthService/login',
      'pc/home',
      '/pc/a\nb',
      '/pcx',
      `/pc/${'a'.repeat(1100)}`,
    ];
    for (const path of refused) expect(isSafeReturnPath(path), path).toBe(false);
  });
});
