import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ActivityEditPage from './ActivityEditPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test(
  'Enter in the activity’s time range takes the typed times and saves nothing; the save button saves (issue 39)',
  { timeout: 30_000 },
  async () => {
    await signInWith(['teacher']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.researchOrganisers) return { groups: [{ id: 5, name: '七年级语文教研组' }], unit: null };
      if (call.path === ApiPaths.researchSaveActivity) return { id: 31 };
      if (call.path === ApiPaths.researchFormTemplates) return [];
      if (call.path.startsWith('/baseData/')) return [];
      return { categories: [{ code: 'professional', name: '专业课', nameEn: 'Professional' }], completionShare: 0.95 };
    });
    const { router } = renderAt(
      '/research/createActivity',
      // No motion: antd's animations only slow the tests down.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ActivityEditPage />
      </ConfigProvider>,
      '/research/createActivity',
    );
    fireEvent.change(await screen.findByTestId('activity-title'), { target: { value: '《春》同课异构' } });
    // antd gives each of the range's two inputs the picker's test id.
    const [start, end] = screen.getAllByTestId('activity-window').filter((element) => element.tagName === 'INPUT') as [
      HTMLElement,
      HTMLElement,
    ];
    const user = userEvent.setup();
    await user.type(start, '2026-12-10 09:00{Enter}');
    await user.type(end, '2026-12-10 11:30{Enter}');
    expect(api.of(ApiPaths.researchSaveActivity)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/research/createActivity');

    // The form was complete: its own button saves it, with the times typed, and leaves for the activity's page.
    fireEvent.click(screen.getByTestId('save-activity'));
    await waitFor(() => expect(api.of(ApiPaths.researchSaveActivity)).toHaveLength(1));
    expect(api.of(ApiPaths.researchSaveActivity)[0]!.body).toMatchObject({
      title: '《春》同课异构',
      startsAt: '2026-12-10T09:00:00+08:00',
      endsAt: '2026-12-10T11:30:00+08:00',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/research/ActivityCover/31'));
  },
);
