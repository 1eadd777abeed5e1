import { createContext, useContext } from 'react';

/** One step of a page's breadcrumb above its title: a menu area (no link) or a menu entry (a link). */
export type TrailStep = { title: string; path?: string };

/**
 * The breadcrumb of the page shown, as the layout's menu highlights it (area, then entry): the layout provides it,
 * so every page's breadcrumb follows the menu rather than a trail each page writes itself. Null outside a layout
 * with a menu, or for a page no menu entry covers; the page's own crumbs are used then.
 */
export const BreadcrumbTrail = createContext<TrailStep[] | null>(null);

export function useBreadcrumbTrail(): TrailStep[] | null {
  return useContext(BreadcrumbTrail);
}
