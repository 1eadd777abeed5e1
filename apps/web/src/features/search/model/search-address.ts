import type { SearchLink } from '@yanxiu/contract/search';
import { SEARCH_KINDS, SearchLimits, type SearchKindValue } from '@yanxiu/contract/search-kinds';
import { isSitePath } from '@/shared/url/safe-url';

/** The results page's path (under /pc). */
export const SEARCH_PAGE_PATH = '/search';

/** The keyword as the API accepts it: trimmed and cut to its longest. */
export function searchKeyword(text: string | null | undefined): string {
  return (text ?? '').trim().slice(0, SearchLimits.keywordMax).trim();
}

/** The results page's address for `keyword`, on one kind's tab when given. */
export function searchPageAddress(keyword: string, kind?: SearchKindValue): string {
  const query = new URLSearchParams({ q: searchKeyword(keyword) });
  if (kind) query.set('kind', kind);
  return `${SEARCH_PAGE_PATH}?${query.toString()}`;
}

/** The kind a results page's address names, when it names one the search knows. */
export function kindOf(value: string | null): SearchKindValue | undefined {
  return SEARCH_KINDS.find((kind) => kind === value);
}

/**
 * The in-app address a result opens: its route with each `:name` replaced by its parameter, then its query. Null
 * when a parameter is missing or the address would leave the site, so the result shows unlinked rather than broken.
 */
export function resultAddress(link: SearchLink): string | null {
  let missing = false;
  const path = link.route.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = link.params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const query = new URLSearchParams(link.query).toString();
  const address = query ? `${path}?${query}` : path;
  return isSitePath(address) ? address : null;
}
