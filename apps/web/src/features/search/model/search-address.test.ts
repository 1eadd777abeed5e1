import { describe, expect, test } from 'vitest';
import { resultAddress, searchKeyword, searchPageAddress } from './search-address';

describe('search addresses', () => {
  test("a result's link: the route's parameters filled in (encoded) and its query added", () => {
    expect(resultAddress({ route: '/training/common/:id', params: { id: '12' }, query: {} })).toBe('/training/common/12');
    expect(resultAddress({ route: '/noticeDetail', params: {}, query: { id: '5' } })).toBe('/noticeDetail?id=5');
    expect(resultAddress({ route: '/training/studio/:studioId/:id', params: { studioId: '3', id: 'a/b' }, query: { tab: '讨论' } })).toBe(
      '/training/studio/3/a%2Fb?tab=%E8%AE%A8%E8%AE%BA',
    );
  });

  test('a link missing a parameter or leaving the site opens nothing', () => {
    expect(resultAddress({ route: '/training/common/:id', params: {}, query: {} })).toBeNull();
    expect(resultAddress({ route: '//evil.example/x', params: {}, query: {} })).toBeNull();
    expect(resultAddress({ route: 'https://evil.example', params: {}, query: {} })).toBeNull();
    expect(resultAddress({ route: '/\\evil.example', params: {}, query: {} })).toBeNull();
  });

  test("the results page's address carries the keyword trimmed and cut to what the API accepts", () => {
    expect(searchPageAddress('  沟通 ')).toBe('/search?q=%E6%B2%9F%E9%80%9A');
    expect(searchPageAddress('x', 'notice')).toBe('/search?q=x&kind=notice');
    expect(searchKeyword('a'.repeat(80))).toHaveLength(50);
    expect(searchKeyword(null)).toBe('');
  });
});
