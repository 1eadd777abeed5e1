import { CatalogueSort, type CatalogueSortValue, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import type { CatalogueParams } from '../api/get-catalogue';

// A catalogue's search, filters, sort and page live in the query string, so back and forward, a reload and a
// shared link all show the same list. Anything malformed in the URL is dropped rather than sent to the server.

/** The filter values a catalogue URL can carry. */
export type CatalogueFilters = Omit<CatalogueParams, 'kind' | 'studioId'>;

const LEVELS = ['1', '2', '3', '4', '5'];
const SECTION = /^\d{1,2}$/;
const SUBJECT = /^\d{1,4}$/;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
const match = (value: string | null, pattern: RegExp) => (value !== null && pattern.test(value) ? value : undefined);

/** Reads a catalogue's filters from its query string. */
export function readCatalogueFilters(search: URLSearchParams | string): CatalogueFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page'));
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  return {
    current: Number.isInteger(page) && page >= 1 ? page : 1,
    keyword: keyword || undefined,
    sectionCode: match(params.get('section'), SECTION),
    subjectCode: match(params.get('subject'), SUBJECT),
    level: pick(params.get('level'), LEVELS),
    status: pick(params.get('status'), ['published', 'closed'] as const),
    price: pick(params.get('price'), ['free', 'paid'] as const),
    sort: pick<CatalogueSortValue>(params.get('sort'), CatalogueSort.values) ?? 'newest',
  };
}

/** The query string of a catalogue's filters: defaults are left out so the plain page has a plain URL. */
export function writeCatalogueFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.sectionCode) params.set('section', filters.sectionCode);
  if (filters.subjectCode) params.set('subject', filters.subjectCode);
  if (filters.level) params.set('level', filters.level);
  if (filters.status) params.set('status', filters.status);
  if (filters.price) params.set('price', filters.price);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.current > 1) params.set('page', String(filters.current));
  return params;
}

/**
 * Applies a change: any change other than the page goes back to page 1 (the old page may not exist any more), and
 * a new section drops a subject that belonged to the old one.
 */
export function changeFilters(filters: CatalogueFilters, change: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...filters, ...change };
  if (!('current' in change)) next.current = 1;
  if ('sectionCode' in change && change.sectionCode !== filters.sectionCode && !('subjectCode' in change)) next.subjectCode = undefined;
  return next;
}

/** The sort orders a kind offers: price only means something in the marketplace. */
export function sortsOf(kind: TrainingKindValue): CatalogueSortValue[] {
  return CatalogueSort.values.filter((sort) => sort !== 'priceAsc' || kind === 'supermarket');
}
