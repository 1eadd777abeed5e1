import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import CallEditPage from './CallEditPage';
import CallsPage from './CallsPage';
import { basecode, storedCall } from './manage.fixtures';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, pattern: string, path: string) {
  return renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

describe('the calls list', () => {
  test('lists the calls with their state and window; school staff are refused the page', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) =>
      call.path === ApiPaths.topicManageCalls
        ? { records: [storedCall({ state: 'published', applicationCount: 3 })], total: 1, current: 1, size: 10 }
        : undefined,
    );
    show(<CallsPage />, '/manage/topicCalls', '/manage/topicCalls');
    expect((await screen.findByTestId('call-state-9')).textContent).toBe('已发布');
    expect(screen.getByText('3 项')).toBeTruthy();
    expect(screen.getByText('重点课题和一般课题')).toBeTruthy();
    // antd spaces a two-character Chinese button's text; its accessible name is the word.
    expect(screen.getByRole('link', { name: /查\s?看/ }).getAttribute('href')).toBe('/manage/topicCalls/9');
    cleanup();

    await signInWith(['school_admin']);
    const api = fakeApi(() => undefined);
    show(<CallsPage />, '/manage/topicCalls', '/manage/topicCalls');
    expect(await screen.findByTestId('topic-calls-forbidden')).toBeTruthy();
    expect(api.of(ApiPaths.topicManageCalls)).toEqual([]);
  }, 60_000);
});

describe('the call editor', () => {
  test('a draft saves its fields at the version read; publishing waits until the change is saved', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicManageCall) return storedCall();
      if (call.path === ApiPaths.topicManageSaveCall) return { callId: 9, state: 'draft', version: 4 };
      return basecode(call.path);
    });
    show(<CallEditPage />, '/manage/topicCalls/:callId', '/manage/topicCalls/9');
    const title = await screen.findByTestId('call-title');
    fireEvent.change(title, { target: { value: '2026 年度区级课题指南（修订）' } });
    await waitFor(() => expect(screen.getByTestId('call-publish').hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByTestId('call-add-document'));
    fireEvent.change(screen.getByLabelText('材料 2'), { target: { value: '研究方案' } });
    fireEvent.click(screen.getByTestId('call-save'));
    await waitFor(() => expect(api.of(ApiPaths.topicManageSaveCall)).toHaveLength(1));
    expect(api.of(ApiPaths.topicManageSaveCall)[0]!.body).toMatchObject({
      callId: 9,
      version: 3,
      title: '2026 年度区级课题指南（修订）',
      levels: ['key', 'general'],
      requiredDocuments: ['课题申报书', '研究方案'],
      expertCount: 2,
      passScore: 60,
      periodStartsOn: '2027-01-01',
      periodEndsOn: '2028-12-31',
    });
  }, 60_000);

  test('a suggestion without a title is refused before anything is sent', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.topicManageCall ? storedCall() : basecode(call.path)));
    show(<CallEditPage />, '/manage/topicCalls/:callId', '/manage/topicCalls/9');
    fireEvent.click(await screen.findByTestId('call-add-suggestion'));
    fireEvent.click(screen.getByTestId('call-save'));
    expect(await screen.findByText('请填写选题名称')).toBeTruthy();
    expect(api.of(ApiPaths.topicManageSaveCall)).toEqual([]);
  }, 60_000);

  test('a published call is read-only and can be closed at the version read', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicManageCall) return storedCall({ state: 'published', publishedAt: '2026-11-30T02:00:00.000Z' });
      if (call.path === ApiPaths.topicManageCloseCall) return { callId: 9, state: 'closed', version: 4 };
      return basecode(call.path);
    });
    show(<CallEditPage />, '/manage/topicCalls/:callId', '/manage/topicCalls/9');
    expect(await screen.findByTestId('call-frozen')).toBeTruthy();
    expect(screen.queryByTestId('call-save')).toBeNull();
    expect((screen.getByTestId('call-title') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('call-close'));
    const tooltip = await screen.findByRole('tooltip');
    fireEvent.click(within(tooltip).getByRole('button', { name: '关闭申报' }));
    await waitFor(() => expect(api.of(ApiPaths.topicManageCloseCall)).toHaveLength(1));
    expect(api.of(ApiPaths.topicManageCloseCall)[0]!.body).toEqual({ callId: 9, version: 3 });
  }, 60_000);

  test('a stale save offers to reload instead of overwriting', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.topicManageCall) return storedCall();
      if (call.path === ApiPaths.topicManageSaveCall) return refusal(409, ErrorCodes.STALE_VERSION.code, '内容已被修改');
      return basecode(call.path);
    });
    show(<CallEditPage />, '/manage/topicCalls/:callId', '/manage/topicCalls/9');
    fireEvent.click(await screen.findByTestId('call-save'));
    expect(await screen.findByTestId('call-reload')).toBeTruthy();
  }, 60_000);
});
