import { describe, expect, test } from 'vitest';
import { changeFilters, readCatalogueFilters, sortsOf, writeCatalogueFilters } from './catalogue-filters';

describe('catalogue filters in the query string', () => {
  test('read what the URL says, defaults for the rest', () => {
    expect(
      readCatalogueFilters('?keyword=%E6%95%B0%E5%AD%A6&section=2&subject=02&level=3&status=closed&price=paid&sort=hours&page=4'),
    ).toEqual({
      current: 4,
      keyword: '数学',
      sectionCode: '2',
      subjectCode: '02',
      level: '3',
      status: 'closed',
      price: 'paid',
      sort: 'hours',
    });
    expect(readCatalogueFilters('')).toEqual({
      current: 1,
      sort: 'newest',
      keyword: undefined,
      sectionCode: undefined,
      subjectCode: undefined,
      level: undefined,
      status: undefined,
      price: undefined,
    });
  });

  test('malformed values are dropped rather than sent to the server', () => {
    const filters = readCatalogueFilters('?section=abc&subject=12345&level=9&status=draft&price=cheap&sort=random&page=-2&keyword=%20%20');
    expect(filters).toEqual({
      current: 1,
      sort: 'newest',
      keyword: undefined,
      sectionCode: undefined,
      subjectCode: undefined,
      level: undefined,
      status: undefined,
      price: undefined,
    });
    expect(readCatalogueFilters(`?keyword=${'长'.repeat(80)}`).keyword).toHaveLength(50);
  });

  test('writing leaves defaults out and reads back the same', () => {
    expect(writeCatalogueFilters(readCatalogueFilters('')).toString()).toBe('');
    const search = 'keyword=%E6%95%B0%E5%AD%A6&section=2&level=3&sort=popular&page=2';
    expect(writeCatalogueFilters(readCatalogueFilters(`?${search}`)).toString()).toBe(search);
  });

  test('a change goes back to page 1; a new section drops the subject', () => {
    const filters = readCatalogueFilters('?section=2&subject=02&page=3');
    expect(changeFilters(filters, { level: '2' })).toMatchObject({ current: 1, sectionCode: '2', subjectCode: '02', level: '2' });
    expect(changeFilters(filters, { current: 5 })).toMatchObject({ current: 5, subjectCode: '02' });
    expect(changeFilters(filters, { sectionCode: '3' })).toMatchObject({ current: 1, sectionCode: '3', subjectCode: undefined });
    expect(changeFilters(filters, { sectionCode: '2' })).toMatchObject({ subjectCode: '02' });
  });

  test('only the marketplace sorts by price', () => {
    expect(sortsOf('supermarket')).toContain('priceAsc');
    expect(sortsOf('common')).not.toContain('priceAsc');
  });
});
