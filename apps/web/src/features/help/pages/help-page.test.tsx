import type { HelpEntry, HelpPage } from '@yanxiu/contract/help';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import HelpListPage from './HelpListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry: HelpEntry = {
  id: 3,
  version: 1,
  kind: 'faq',
  category: 'account',
  title: '忘记密码怎么办？',
  bodyHtml: '<p>请联系本校管理员。</p>',
  helpfulCount: 2,
  helpful: false,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

describe('help page', () => {
  test('shows entries by category, filters on the server and counts "helpful" once', async () => {
    await signInWith(['teacher']);
    let voted = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.helpHelpful) {
        voted = true;
        return { id: 3, helpfulCount: 3, helpful: true };
      }
      return { records: [{ ...entry, helpful: voted, helpfulCount: voted ? 3 : 2 }], total: 1, current: 1, size: 10 } satisfies HelpPage;
    });
    renderAt('/helpList', <HelpListPage />, '/helpList');
    fireEvent.click(await screen.findByText('忘记密码怎么办？'));
    expect((await screen.findByTestId('help-count-3')).textContent).toBe('2 人觉得有帮助');
    expect(screen.queryByTestId('help-create')).toBeNull();
    fireEvent.click(screen.getByTestId('help-helpful-3'));
    await waitFor(() => expect(screen.getByTestId('help-count-3').textContent).toBe('3 人觉得有帮助'));
    expect((screen.getByTestId('help-helpful-3') as HTMLButtonElement).disabled).toBe(true);
    expect(api.of(ApiPaths.helpHelpful)).toHaveLength(1);
    fireEvent.click(screen.getByText('学时'));
    await waitFor(() => expect(api.of(ApiPaths.helpList).some((call) => call.query.get('category') === 'learning')).toBe(true));
  });

  test('opens searched for the keyword its address names (a site-wide search result)', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => ({ records: [entry], total: 1, current: 1, size: 10 }) satisfies HelpPage);
    renderAt('/helpList', <HelpListPage />, `/helpList?keyword=${encodeURIComponent('忘记密码怎么办？')}`);
    await screen.findByText('忘记密码怎么办？');
    expect(api.of(ApiPaths.helpList).map((call) => call.query.get('keyword'))).toEqual(['忘记密码怎么办？']);
    expect((screen.getByRole('searchbox', { name: '搜索帮助' }) as HTMLInputElement).value).toBe('忘记密码怎么办？');
  });

  test('district staff may write help', async () => {
    await signInWith(['district_admin']);
    fakeApi(() => ({ records: [], total: 0, current: 1, size: 10 }));
    renderAt('/helpList', <HelpListPage />, '/helpList');
    await screen.findByTestId('help-empty');
    expect(screen.getByTestId('help-create')).toBeTruthy();
  });
});
