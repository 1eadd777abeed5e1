import type { SearchKind } from '@yanxiu/contract/search';
import { SEARCH_KINDS } from '@yanxiu/contract/search-kinds';

// Who may call the search routes: everyone signed in (no role list; the session hook requires a session of the
// host's tenant). What each caller finds is each domain's to decide, under the rules of the list its results link to
// (each domain's `search…` service: drafts, other tenants, other people's disks, audiences, roles, teachers for staff
// only), so this module never widens or narrows a domain's rule; it only chooses which kinds to ask.

/** The kinds a search asks for: the one named, or all of them in the results page's order. */
export function kindsAsked(kind: SearchKind | undefined): readonly SearchKind[] {
  return kind === undefined ? SEARCH_KINDS : [kind];
}
