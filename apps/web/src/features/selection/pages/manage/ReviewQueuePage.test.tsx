import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import type { SelectionQueueItem } from '@yanxiu/contract/selection';
import { configure, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ReviewQueuePage from './ReviewQueuePage';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  await signInWith(['school_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (applyId: number, userName: string): SelectionQueueItem => ({
  applyId,
  prjId: 42,
  projectTitle: '2026 年度优秀教师评选',
  userId: String(applyId),
  userName,
  orgName: '实验小学',
  groupId: 7,
  groupName: '小学组',
  status: '4',
  stepCode: 'school',
  round: 1,
  submittedAt: '2026-12-05T02:00:00.000Z',
});

describe('the review queue', () => {
  test('reads its project from the address, shows the quota, and a batch recommendation stops where the quota is full', async () => {
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionReviewQueue)
        return {
          records: [item(501, '李老师'), item(502, '张老师')],
          total: 2,
          current: 1,
          size: 10,
          counts: { pending: 2, returned: 0, decided: 3 },
          quota: [{ orgId: 's1', groupId: 7, limit: 4, used: 3 }],
        };
      if (call.path === ApiPaths.selectionReviewDecide) {
        const { applyId } = call.body as { applyId: number };
        return applyId === 501
          ? { applyId, prjId: 42, status: '4', stepCode: 'district', round: 1, version: 5, submittedAt: null }
          : refusal(409, ErrorCodes.SELECTION_QUOTA_FULL.code, '本校推荐名额已用完');
      }
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 10 };
      return undefined;
    });
    renderAt('/manage/selectionReview', <ReviewQueuePage />, '/manage/selectionReview?prjId=42');
    expect((await screen.findByTestId('quota-note')).textContent).toContain('小学组：已推荐 3 人，共 4 个名额');
    expect(api.of(ApiPaths.selectionReviewQueue)[0]!.query.get('prjId')).toBe('42');
    expect(screen.getByTestId('queue-count-decided').textContent).toContain('3');

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 李老师 的申报' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 张老师 的申报' }));
    fireEvent.click(screen.getByTestId('batch-decide'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '推荐' })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('batch-submit'));
    await waitFor(() => expect(api.of(ApiPaths.selectionReviewDecide)).toHaveLength(2));
    const refused = await within(dialog).findByTestId('batch-refused');
    expect(refused.textContent).toContain('已审核 1 份');
    expect(refused.textContent).toContain('推荐名额已经用完');
  }, 60_000);
});
