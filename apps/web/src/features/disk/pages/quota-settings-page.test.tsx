import type { DiskQuotaSettings } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import QuotaSettingsPage from './QuotaSettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GB = 1024 ** 3;
const settings: DiskQuotaSettings = {
  roleLimits: [{ role: 'teacher', limitBytes: 2 * GB }],
  schoolLimitBytes: 50 * GB,
  defaultUserLimitBytes: GB,
  defaultSchoolLimitBytes: 20 * GB,
};

describe('quota settings', () => {
  test('district staff change a role’s quota and the school’s; the saved body holds bytes, empty roles left to the default', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.diskManageQuota || call.path === ApiPaths.diskManageSaveQuota ? settings : undefined,
    );
    renderAt('/disk/quota', <QuotaSettingsPage />, '/disk/quota');
    const teacher = await screen.findByLabelText('教师的配额');
    expect((teacher as HTMLInputElement).value).toBe('2.00');
    fireEvent.change(screen.getByLabelText('骨干教师的配额'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('每所学校的配额'), { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('disk-quota-save'));
    await waitFor(() =>
      expect(api.of(ApiPaths.diskManageSaveQuota).map((call) => call.body)).toEqual([
        {
          roleLimits: [
            { role: 'teacher', limitBytes: 2 * GB },
            { role: 'backbone', limitBytes: 5 * GB },
          ],
          schoolLimitBytes: 80 * GB,
        },
      ]),
    );
  });

  test('a failed read says so with a retry; school staff are told the page is not theirs', async () => {
    await signInWith(['district_admin']);
    fakeApi(() => refusal(500, 500, 'boom'));
    renderAt('/disk/quota', <QuotaSettingsPage />, '/disk/quota');
    expect(await screen.findByRole('button', { name: '重 试' })).toBeTruthy();
    cleanup();
    await signInWith(['school_admin']);
    renderAt('/disk/quota', <QuotaSettingsPage />, '/disk/quota');
    expect(await screen.findByTestId('disk-quota-denied')).toBeTruthy();
  });
});
