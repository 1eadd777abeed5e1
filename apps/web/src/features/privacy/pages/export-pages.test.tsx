import type { ManagedExportRow, ManagedExportsPage, MyExport } from '@yanxiu/contract/privacy-exports';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ExportRequestsPage from './ExportRequestsPage';
import MyDataPage from './MyDataPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ready: MyExport = {
  id: 3,
  status: 'ready',
  requestedAt: '2026-11-20T02:00:00.000Z',
  finishedAt: '2026-11-20T02:01:00.000Z',
  expiresAt: '2026-11-27T02:01:00.000Z',
  size: 5 * 1024 * 1024,
};
const row: ManagedExportRow = {
  id: 3,
  status: 'ready',
  requestedAt: ready.requestedAt,
  finishedAt: ready.finishedAt,
  expiresAt: ready.expiresAt,
  userId: 12,
  userName: '王芳',
  unitName: '第一小学',
};
const page = (records: ManagedExportRow[]): ManagedExportsPage => ({ records, total: records.length, current: 1, size: 10 });

describe('我的数据, the teacher’s page', () => {
  test('shows a ready copy in China time with its download, asks for another, then says it is on its way', async () => {
    await signInWith(['teacher']);
    let mine: MyExport[] = [ready];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.privacyExportRequest) {
        const queued: MyExport = {
          id: 4,
          status: 'queued',
          requestedAt: '2026-11-21T02:00:00.000Z',
          finishedAt: null,
          expiresAt: null,
          size: null,
        };
        mine = [queued, ...mine];
        return queued;
      }
      return mine;
    });
    renderAt('/my/data', <MyDataPage />, '/my/data');
    expect(await screen.findByTestId('export-download-3')).toBeTruthy();
    expect(screen.getByText('可下载')).toBeTruthy();
    // 02:01 UTC is 10:01 in China.
    expect(screen.getByText('2026-11-27 10:01')).toBeTruthy();
    expect(screen.getByText('5 MB')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-request'));
    await screen.findByTestId('export-on-its-way');
    expect(api.of(ApiPaths.privacyExportRequest)).toHaveLength(1);
    expect(screen.queryByTestId('export-request')).toBeNull();
    expect(screen.getByText('排队中')).toBeTruthy();
  });

  test('shows the server’s refusal (one on its way already)', async () => {
    await signInWith(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.privacyExportRequest ? refusal(409, 4996, '您的个人数据副本正在准备中，请稍候') : []));
    renderAt('/my/data', <MyDataPage />, '/my/data');
    fireEvent.click(await screen.findByTestId('export-request'));
    expect((await screen.findByTestId('export-failure')).textContent).toContain('您的个人数据副本正在准备中');
  });

  test('says nothing is there only once the read has answered', async () => {
    await signInWith(['teacher']);
    let answer: (value: MyExport[]) => void = () => undefined;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/my/data', <MyDataPage />, '/my/data');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    expect(screen.queryByTestId('export-empty')).toBeNull();
    answer([]);
    await screen.findByTestId('export-empty');
  });

  test('is refused to staff who do not teach', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi(() => []);
    renderAt('/my/data', <MyDataPage />, '/my/data');
    await screen.findByTestId('my-data-forbidden');
    expect(api.of(ApiPaths.privacyMyExports)).toHaveLength(0);
  });
});

describe('the staff’s list of who asked', () => {
  test('shows who asked, when and the status, with no download; filters by status', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi(() => page([row]));
    renderAt('/manage/privacy/exports', <ExportRequestsPage />, '/manage/privacy/exports');
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(screen.getByText('第一小学')).toBeTruthy();
    expect(screen.queryByText('下载')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '失败' }));
    await waitFor(() => expect(api.of(ApiPaths.privacyExportsManage).some((call) => call.query.get('status') === 'failed')).toBe(true));
  });

  test('reads in English with the English catalogue', async () => {
    await signInWith(['district_admin']);
    fakeApi(() => page([row]));
    renderAt('/manage/privacy/exports', <ExportRequestsPage />, '/manage/privacy/exports');
    expect(await screen.findByText('王芳')).toBeTruthy();
    await i18n.changeLanguage('en-US');
    try {
      expect(await screen.findByRole('tab', { name: 'Failed' })).toBeTruthy();
      expect(screen.getAllByText('Asked by').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Ready').length).toBeGreaterThan(0);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  test('is refused to teachers', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => page([]));
    renderAt('/manage/privacy/exports', <ExportRequestsPage />, '/manage/privacy/exports');
    await screen.findByTestId('export-requests-forbidden');
    expect(api.of(ApiPaths.privacyExportsManage)).toHaveLength(0);
  });
});
