import { ApiPaths } from '@yanxiu/contract/paths';
import type { TopicOverviewRow } from '@yanxiu/contract/topic';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import OverviewPage from './OverviewPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (applyId: number, change: Partial<TopicOverviewRow> = {}): TopicOverviewRow => ({
  applyId,
  title: '小学数学单元作业设计研究',
  topicNo: '2027-003',
  level: 'general',
  callTitle: '2026 年度区级教育科研课题指南',
  host: { userId: '7', name: '王芳', orgName: '第一实验小学' },
  memberCount: 2,
  phase: 'approved',
  status: '6',
  stepCode: null,
  periodStartsOn: '2027-01-01',
  periodEndsOn: '2028-12-31',
  pendingStage: null,
  nextDue: { kind: 'midterm', dueOn: '2027-12-31', overdue: true },
  appraisal: null,
  ...change,
});

describe('the topics overview', () => {
  test('shows each topic’s stage and what is overdue; the overdue filter goes into the address and the query', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicOverview
        ? {
            records: [row(31), row(32, { phase: 'concluded', nextDue: null, appraisal: 'excellent', title: '家校共育研究' })],
            total: 2,
            current: 1,
            size: 10,
            overdueCount: 1,
          }
        : undefined,
    );
    const view = renderAt('/manage/topics', <OverviewPage />, '/manage/topics');
    const due = await screen.findByTestId('overview-due-31');
    expect(due.textContent).toContain('中期检查 · 2027-12-31 截止');
    expect(due.textContent).toContain('已逾期');
    expect(screen.getByTestId('overview-overdue-count').textContent).toContain('1 项课题已逾期');
    expect(screen.getByText('优秀')).toBeTruthy();
    expect(screen.queryByTestId('overview-due-32')).toBeNull();

    fireEvent.click(screen.getByTestId('overview-overdue'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?overdue=true'));
    await waitFor(() => expect(api.of(ApiPaths.topicOverview).at(-1)!.query.get('overdue')).toBe('true'));
  }, 60_000);
});
