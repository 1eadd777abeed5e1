import { describe, expect, test } from 'vitest';
import { isSafeImage, isSafeLink, isSitePath } from './safe-url';

describe('addresses written by others', () => {
  test('site paths stay on the site, however they are written', () => {
    expect(isSitePath('/my/orders?tab=1#x')).toBe(true);
    for (const away of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example',
      'evil.example',
      'javascript:alert(1)',
    ]) {
      expect(isSitePath(away), JSON.stringify(away)).toBe(false);
    }
  });

  test('links: site paths, anchors, http(s) and mailto only', () => {
    for (const fine of ['/my/orders', '#part-2', 'https://example.org/a', 'http://example.org', 'mailto:a@example.org'])
      expect(isSafeLink(fine), fine).toBe(true);
    for (const bad of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'JaVa\tScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'relative/page',
      'vbscript:x',
    ]) {
      expect(isSafeLink(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  test('images: site paths and https only', () => {
    expect(isSafeImage('https://example.org/a.png')).toBe(true);
    expect(isSafeImage('/api/files/1')).toBe(true);
    for (const bad of ['http://example.org/a.png', '/\\evil.example/a.png', 'javascript:alert(2)', 'data:image/png;base64,AAAA'])
      expect(isSafeImage(bad), bad).toBe(false);
  });
});
