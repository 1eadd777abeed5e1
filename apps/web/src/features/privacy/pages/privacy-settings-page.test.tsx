import type { PrivacySettings } from '@yanxiu/contract/privacy-erasure';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import PrivacySettingsPage from './PrivacySettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const defaults: PrivacySettings = {
  noticeVersion: 0,
  noticeText: '',
  signInHistoryDays: 180,
  exportArchiveDays: 7,
  version: 1,
  updatedAt: null,
};

describe('the privacy settings page', () => {
  test('saves at the version read; a save another admin made first is said in place', async () => {
    await signInWith(['district_admin']);
    let stored = defaults;
    let stale = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.privacySettingsSave) {
        if (stale) return refusal(409, 4010, '内容已被他人修改，请刷新后再编辑');
        stored = { ...(call.body as PrivacySettings), version: 2, updatedAt: '2026-11-29T02:00:00.000Z' };
        return stored;
      }
      return stored;
    });
    renderAt('/manage/privacy/settings', <PrivacySettingsPage />, '/manage/privacy/settings');
    await screen.findByText('尚未保存，当前为默认设置');
    fireEvent.change(screen.getByTestId('privacy-notice-text'), { target: { value: '我们仅为研修管理使用您的个人信息。' } });
    fireEvent.click(screen.getByTestId('privacy-settings-save'));
    await waitFor(() => expect(api.of(ApiPaths.privacySettingsSave)).toHaveLength(1));
    expect(api.of(ApiPaths.privacySettingsSave)[0]!.body).toEqual({
      noticeVersion: 0,
      noticeText: '我们仅为研修管理使用您的个人信息。',
      signInHistoryDays: 180,
      exportArchiveDays: 7,
      version: 1,
    });
    await screen.findByText('最后保存：2026-11-29 10:00');
    stale = true;
    fireEvent.click(screen.getByTestId('privacy-settings-save'));
    expect((await screen.findByTestId('privacy-settings-failure')).textContent).toContain('内容已被他人修改');
  });

  test('is refused to a teacher', async () => {
    await signInWith(['teacher']);
    fakeApi(() => defaults);
    renderAt('/manage/privacy/settings', <PrivacySettingsPage />, '/manage/privacy/settings');
    await screen.findByTestId('privacy-settings-forbidden');
  });
});
