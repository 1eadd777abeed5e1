import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** Page parameters that survive a reload (spec 2): from the query string, else from session storage. */
type Param = 'applyId' | 'prjId' | 'backUrl' | 'status';

const storageKey = (name: string) => `yanxiu.page.${name}`;
const RESEARCH_PLAN_KEY = storageKey('researchPlan');

/** A page parameter: the query string wins and is remembered for the tab; otherwise the remembered value. */
export function readPageParam(name: Param, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get(name);
  if (fromQuery !== null) {
    window.sessionStorage.setItem(storageKey(name), fromQuery);
    return fromQuery;
  }
  return window.sessionStorage.getItem(storageKey(name));
}

export type PageState = { applyId: string | null; prjId: string | null; backUrl: string | null; readOnly: boolean };

/** applyId, prjId, backUrl and the read-only flag, which is on when the stored status equals '1'. */
export function usePageState(): PageState {
  const { search } = useLocation();
  return useMemo(
    () => ({
      applyId: readPageParam('applyId', search),
      prjId: readPageParam('prjId', search),
      backUrl: readPageParam('backUrl', search),
      readOnly: readPageParam('status', search) === '1',
    }),
    [search],
  );
}

/** Keeps a research plan for the tab, so a reload or a detour does not lose it. */
export function saveResearchPlan(plan: unknown): void {
  window.sessionStorage.setItem(RESEARCH_PLAN_KEY, JSON.stringify(plan));
}

/** The research plan kept for the tab, if any. */
export function restoreResearchPlan<T>(): T | null {
  const raw = window.sessionStorage.getItem(RESEARCH_PLAN_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
