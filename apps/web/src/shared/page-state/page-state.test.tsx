import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readPageParam, restoreResearchPlan, saveResearchPlan, usePageState } from './page-state';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});

describe('readPageParam (spec 2: page parameters survive a reload)', () => {
  test('takes the value from the query string', () => {
    expect(readPageParam('applyId', '?applyId=42&prjId=7')).toBe('42');
    expect(readPageParam('prjId', '?applyId=42&prjId=7')).toBe('7');
  });

  test('remembers it for the tab when the query no longer has it', () => {
    readPageParam('applyId', '?applyId=42');
    expect(readPageParam('applyId', '')).toBe('42');
    expect(readPageParam('applyId', '?other=1')).toBe('42');
  });

  test('the query string wins over what was remembered', () => {
    readPageParam('prjId', '?prjId=1');
    expect(readPageParam('prjId', '?prjId=2')).toBe('2');
    expect(readPageParam('prjId', '')).toBe('2');
  });

  test('decodes values, e.g. a back URL', () => {
    const backUrl = '/pc/training/list?page=2&stage=1';
    expect(readPageParam('backUrl', `?backUrl=${encodeURIComponent(backUrl)}`)).toBe(backUrl);
    expect(readPageParam('backUrl', '')).toBe(backUrl);
  });

  test('is null when neither the query nor the tab has it', () => {
    expect(readPageParam('applyId', '?prjId=7')).toBeNull();
  });

  test('parameters are remembered separately', () => {
    readPageParam('applyId', '?applyId=42');
    expect(readPageParam('prjId', '')).toBeNull();
  });
});

function pageStateAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(() => usePageState(), { wrapper }).result.current;
}

describe('usePageState', () => {
  test('reads applyId, prjId and backUrl from the location', () => {
    expect(pageStateAt('/personal/stage?applyId=42&prjId=7&backUrl=%2Fhome')).toEqual({
      applyId: '42',
      prjId: '7',
      backUrl: '/home',
      readOnly: false,
    });
  });

  test('after a reload without the query the remembered values come back', () => {
    pageStateAt('/personal/stage?applyId=42&prjId=7&backUrl=%2Fhome&status=1');
    expect(pageStateAt('/personal/stage')).toEqual({ applyId: '42', prjId: '7', backUrl: '/home', readOnly: true });
  });

  test.each([
    ['?status=1', true],
    ['?status=0', false],
    ['?status=2', false],
    ['?status=', false],
    ['', false],
  ])('with %j it is read-only: %s', (search, readOnly) => {
    expect(pageStateAt(`/personal/stage${search}`).readOnly).toBe(readOnly);
  });

  test('a later status in the query replaces the remembered one', () => {
    expect(pageStateAt('/x?status=1').readOnly).toBe(true);
    expect(pageStateAt('/x?status=0').readOnly).toBe(false);
    expect(pageStateAt('/x').readOnly).toBe(false);
  });
});

describe('research plan kept for the tab', () => {
  test('a saved plan is restored as it was', () => {
    const plan = { title: '教研计划', goals: ['阅读', '听课'], hours: 12, draft: true };
    saveResearchPlan(plan);
    expect(restoreResearchPlan<typeof plan>()).toEqual(plan);
  });

  test('saving again replaces the plan', () => {
    saveResearchPlan({ title: 'v1' });
    saveResearchPlan({ title: 'v2' });
    expect(restoreResearchPlan()).toEqual({ title: 'v2' });
  });

  test('nothing saved restores null', () => {
    expect(restoreResearchPlan()).toBeNull();
  });

  test('a damaged entry restores null instead of throwing', () => {
    saveResearchPlan({ title: 'v1' });
    const key = Object.keys(sessionStorage).find((name) => sessionStorage.getItem(name) === '{"title":"v1"}');
    expect(key).toBeDefined();
    sessionStorage.setItem(key ?? '', '{"title": ');
    expect(restoreResearchPlan()).toBeNull();
  });
});
