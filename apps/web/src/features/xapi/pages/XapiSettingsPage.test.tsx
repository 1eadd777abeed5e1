import type { SaveXapiSettingsBody, XapiSettings } from '@yanxiu/contract/xapi-settings';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import XapiSettingsPage from './XapiSettingsPage';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLocale('zh-CN');
});

const unconfigured: XapiSettings = {
  configured: false,
  enabled: false,
  endpoint: '',
  key: '',
  secretSet: false,
  version: 0,
  delivery: { pending: 0, sent: 0, lastSentAt: null, lastError: null },
};
const failing: XapiSettings = {
  configured: true,
  enabled: true,
  endpoint: 'https://lrs.example.org/xapi',
  key: 'yanxiu',
  secretSet: true,
  version: 3,
  delivery: {
    pending: 7,
    sent: 1,
    lastSentAt: '2026-11-29T02:00:00.000Z',
    lastError: { problem: 'server_error', status: 500, at: '2026-11-29T06:30:00.000Z' },
  },
};
const PAGE = '/manage/xapi';

describe('the learning record store settings page', () => {
  test('saves the first settings with the secret, and says what the server refused in place', async () => {
    await signInWith(['district_admin']);
    let stored = unconfigured;
    let refuse = true;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.xapiSettingsSave) {
        if (refuse) {
          refuse = false;
          return refusal(422, 4022, '提交的内容不符合要求');
        }
        const body = call.body as SaveXapiSettingsBody;
        stored = {
          ...unconfigured,
          configured: true,
          enabled: body.enabled,
          endpoint: body.endpoint,
          key: body.key,
          secretSet: true,
          version: 1,
        };
        return stored;
      }
      return stored;
    });
    renderAt(PAGE, <XapiSettingsPage />, PAGE);
    fireEvent.change(await screen.findByTestId('xapi-endpoint'), { target: { value: 'https://lrs.example.org/xapi' } });
    // The frame names the page (the document title comes from the route table's same key).
    expect(screen.getAllByText('学习记录推送').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('xapi-key'), { target: { value: 'yanxiu' } });
    fireEvent.click(screen.getByTestId('xapi-save'));
    await screen.findByText('首次保存须填写密钥');
    expect(api.of(ApiPaths.xapiSettingsSave)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('xapi-secret'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByTestId('xapi-enabled'));
    fireEvent.click(screen.getByTestId('xapi-save'));
    expect((await screen.findByTestId('xapi-settings-failure')).textContent).toContain('提交的内容不符合要求');
    fireEvent.click(screen.getByTestId('xapi-save'));
    await waitFor(() => expect(api.of(ApiPaths.xapiSettingsSave)).toHaveLength(2));
    expect(api.of(ApiPaths.xapiSettingsSave)[1]!.body).toEqual({
      version: 0,
      enabled: true,
      endpoint: 'https://lrs.example.org/xapi',
      key: 'yanxiu',
      secret: 's3cret',
    });
    await waitFor(() => expect((screen.getByTestId('xapi-secret') as HTMLInputElement).placeholder).toBe('已保存，留空则保持不变'));
  });

  test('shows the delivery failure and the pending count, tests the connection and sends now', async () => {
    await signInWith(['district_admin']);
    await changeLocale('en-US');
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.xapiSettingsTest) return { outcome: 'unauthorised', status: 401 };
      if (call.path === ApiPaths.xapiSendNow) return { queued: true };
      return failing;
    });
    renderAt(PAGE, <XapiSettingsPage />, PAGE);
    expect((await screen.findByTestId('xapi-pending')).textContent).toBe('7 statements');
    expect(screen.getByTestId('xapi-sent').textContent).toBe('1 statement');
    // China time: 06:30 UTC is 14:30.
    expect(screen.getByTestId('xapi-last-error').textContent).toMatch(/The LRS had a server error \(HTTP 500\), .*14:30/);
    fireEvent.click(screen.getByTestId('xapi-test'));
    expect((await screen.findByTestId('xapi-test-outcome')).textContent).toBe('The LRS refused the key; check the key and the secret');
    fireEvent.click(screen.getByTestId('xapi-send-now'));
    await waitFor(() => expect(api.of(ApiPaths.xapiSendNow)).toHaveLength(1));
    await waitFor(() => expect(api.of(ApiPaths.xapiSettings).length).toBeGreaterThan(1));
  });

  test('shows a skeleton, not counts, while the settings are read', async () => {
    await signInWith(['district_admin']);
    let answer: (value: XapiSettings) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderAt(PAGE, <XapiSettingsPage />, PAGE);
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByTestId('xapi-pending')).toBeNull();
    answer(unconfigured);
    expect((await screen.findByTestId('xapi-pending')).textContent).toBe('0 条');
  });

  test('is refused to a platform admin and a school admin', async () => {
    for (const role of ['platform_admin', 'school_admin'] as const) {
      await signInWith([role]);
      const api = fakeApi(() => unconfigured);
      renderAt(PAGE, <XapiSettingsPage />, PAGE);
      await screen.findByTestId('xapi-settings-forbidden');
      expect(api.of(ApiPaths.xapiSettings)).toHaveLength(0);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
