import type { FailedJob, JobQueueCounts } from '@yanxiu/contract/jobs';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import '../i18n/jobs.register';
import { jobsEnUS } from '../i18n/jobs.en-US';
import { jobsZhCN } from '../i18n/jobs.zh-CN';
import ManageJobsPage from './ManageJobsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const queues: JobQueueCounts[] = [
  { queue: 'training.expireOrders', queued: 0, active: 0, failed: 0, retried: 0 },
  { queue: 'notifications.fanOut', queued: 3, active: 1, failed: 1, retried: 2 },
];
const failed: FailedJob = {
  id: '6f1c2a52-9a43-4d56-8f3c-0a1b2c3d4e5f',
  queue: 'notifications.fanOut',
  failedAt: '2026-11-25T02:30:00.000Z',
  retryCount: 3,
  message: 'SMTP refused',
};

describe('background jobs page', () => {
  test('shows each queue by state and the failures with their message, and retries one', async () => {
    const shown = await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.jobsManageQueues) return queues;
      if (call.path === ApiPaths.jobsManageFailures) return { records: [failed], total: 1, current: 1, size: 10 };
      if (call.path === ApiPaths.jobsManageRetry) return { id: failed.id };
      return undefined;
    });
    renderAt('/manage/jobs', <ManageJobsPage />, '/manage/jobs');
    // A known queue reads in the language; another by its own name.
    expect(await screen.findByText('过期订单清理')).toBeTruthy();
    const table = screen.getByTestId('job-queues');
    expect(within(table).getAllByText('notifications.fanOut').length).toBeGreaterThan(0);
    expect(await screen.findByText('SMTP refused')).toBeTruthy();
    expect(screen.getAllByText('2026-11-25 10:30').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '重试 notifications.fanOut 的任务' }));
    await waitFor(() => expect(api.of(ApiPaths.jobsManageRetry)).toHaveLength(1));
    expect(api.of(ApiPaths.jobsManageRetry)[0]!.body).toEqual({ queue: 'notifications.fanOut', id: failed.id });
    await waitFor(() => expect(shown.map((message) => message.text)).toContain('已重新排队，稍后执行'));
  });

  test('says so when nothing failed', async () => {
    await signInWith(['platform_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.jobsManageQueues) return [];
      if (call.path === ApiPaths.jobsManageFailures) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/jobs', <ManageJobsPage />, '/manage/jobs');
    expect(await screen.findByText('没有失败的任务')).toBeTruthy();
    expect(await screen.findByText('暂无任务队列')).toBeTruthy();
  });

  test('refuses school staff and teachers', async () => {
    await signInWith(['school_admin']);
    fakeApi(() => undefined);
    renderAt('/manage/jobs', <ManageJobsPage />, '/manage/jobs');
    expect(await screen.findByTestId('jobs-forbidden')).toBeTruthy();
  });

  test('both catalogues have the same keys, and English counts in the singular and plural', () => {
    const keys = (catalogue: object, prefix = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        value !== null && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(jobsZhCN).sort()).toEqual(keys(jobsEnUS).sort());
    const en = i18n.getFixedT('en-US');
    expect(en('jobs.failuresTotal', { count: 1 })).toBe('1 failed job');
    expect(en('jobs.failuresTotal', { count: 2 })).toBe('2 failed jobs');
    expect(en('routes.manageJobs')).toBe('Background jobs');
  });
});
