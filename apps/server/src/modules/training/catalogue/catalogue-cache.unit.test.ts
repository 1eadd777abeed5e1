import { describe, expect, it } from 'vitest';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { cataloguePageKey, createCataloguePageCache, type CachedCataloguePage } from './catalogue-cache';

const pageAt = (version: number): CachedCataloguePage => ({ version, ids: [], records: [], tail: '}' });
const query = { appId: 'yxdemo', current: 1, size: 10, sort: 'newest' as const };

describe('catalogue page cache', () => {
  it('holds at most its bound, dropping the least recently used page first', () => {
    const pages = createCataloguePageCache(2);
    pages.set('a', pageAt(1));
    pages.set('b', pageAt(1));
    expect(pages.get('a')?.version).toBe(1);
    pages.set('c', pageAt(1));
    expect(pages.size).toBe(2);
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
    pages.set('a', pageAt(2));
    expect(pages.get('a')?.version).toBe(2);
    expect(pages.size).toBe(2);
  });

  it('keys a page by tenant, school and every part of the query except the app id', () => {
    const tenant = asTenantId(1);
    const base = cataloguePageKey(tenant, 7, query);
    expect(cataloguePageKey(tenant, 7, { ...query, appId: 'other' })).toBe(base);
    for (const changed of [
      cataloguePageKey(asTenantId(2), 7, query),
      cataloguePageKey(tenant, null, query),
      cataloguePageKey(tenant, 7, { ...query, kind: 'common' }),
      cataloguePageKey(tenant, 7, { ...query, keyword: '数学' }),
      cataloguePageKey(tenant, 7, { ...query, sectionCode: '2' }),
      cataloguePageKey(tenant, 7, { ...query, subjectCode: '02' }),
      cataloguePageKey(tenant, 7, { ...query, level: '3' }),
      cataloguePageKey(tenant, 7, { ...query, status: 'closed' }),
      cataloguePageKey(tenant, 7, { ...query, price: 'paid' }),
      cataloguePageKey(tenant, 7, { ...query, studioId: '4' }),
      cataloguePageKey(tenant, 7, { ...query, sort: 'popular' }),
      cataloguePageKey(tenant, 7, { ...query, current: 2 }),
      cataloguePageKey(tenant, 7, { ...query, size: 20 }),
      cataloguePageKey(tenant, 7, { ...query, cursor: 'abc' }),
    ]) {
      expect(changed).not.toBe(base);
    }
  });
});
