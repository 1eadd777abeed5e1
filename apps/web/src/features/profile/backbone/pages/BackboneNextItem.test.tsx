import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneApplication, BackboneQueueItem } from '@yanxiu/contract/profile-backbone';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '@/shared/testing/render-at';
import { cleanUpAfterEach, fakeApi, page, signInAs, summary } from '../../profile.fixtures';
import { BACKBONE_APPLICANT } from './backbone.fixtures';
import BackboneQueuePage from './BackboneQueuePage';
import BackboneReviewPage from './BackboneReviewPage';

cleanUpAfterEach();

const NAMES: Record<number, string> = { 5: '王芳', 6: '李强' };

function row(applyId: number): BackboneQueueItem {
  return {
    applyId,
    userId: String(applyId),
    userName: NAMES[applyId]!,
    orgName: '示范区第一实验小学',
    stepCode: 'school',
    round: 1,
    submittedAt: '2026-11-20T02:00:00.000Z',
    status: '4',
    records: 1,
  };
}

function application(applyId: number): BackboneApplication {
  return {
    ...row(applyId),
    statement: '申请认定为区级骨干教师',
    records: [],
    steps: [{ code: 'school', role: 'school_admin' }],
    history: [],
    createdAt: '2026-11-20T02:00:00.000Z',
    mayDecide: true,
    mayWithdraw: false,
    mayResubmit: false,
  };
}

describe('working through the backbone list', { timeout: 60_000 }, () => {
  test('opened from the list searched by name, a decision leads to the next application of that list, then back to it', async () => {
    await signInAs(['school_admin']);
    const decided: number[] = [];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.backboneReviewQueue) {
        const records = [row(5), row(6)].filter((item) => !decided.includes(item.applyId));
        return { records, total: records.length, current: 1, size: 10, counts: { pending: records.length, returned: 0, decided: 0 } };
      }
      if (call.path === ApiPaths.backboneDetail) return application(Number(call.query.get('applyId')));
      if (call.path === ApiPaths.backboneDecide) {
        const { applyId } = call.body as { applyId: number };
        decided.push(applyId);
        return { applyId, status: '4', stepCode: 'district', round: 1 };
      }
      // The applicant's backbone area beside the application: nothing recorded yet.
      if (call.path === ApiPaths.profileRecordsSummary) return summary();
      if (call.path.startsWith('/baseData/user/teacher/getTeacherInfo/')) return BACKBONE_APPLICANT;
      if (call.path.startsWith('/baseData/user/app-teacher-')) return page([]);
      return null;
    });
    const { router } = renderRoutes(
      [
        { path: '/my/todoList/backbone', element: <BackboneQueuePage /> },
        { path: '/my/todoList/backbone/:applyId', element: <BackboneReviewPage /> },
      ],
      '/my/todoList/backbone?keyword=%E7%8E%8B',
    );
    fireEvent.click(await screen.findByTestId('review-open-5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/todoList/backbone/5'));
    fireEvent.click(await screen.findByTestId('backbone-decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/todoList/backbone/6'));
    // The next one was asked of the same list: pending, under the name searched.
    const asked = api.of(ApiPaths.backboneReviewQueue).at(-1)!.query;
    expect([asked.get('state'), asked.get('keyword')]).toEqual(['pending', '王']);
    expect((await screen.findByTestId('back-to-list')).getAttribute('href')).toBe('/my/todoList/backbone?keyword=%E7%8E%8B');

    await waitFor(() => expect(screen.getByTestId('backbone-header').textContent).toContain('李强'));
    fireEvent.click(screen.getByTestId('backbone-decision-submit'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/my/todoList/backbone?keyword=%E7%8E%8B'),
    );
    expect(decided).toEqual([5, 6]);
    expect(await screen.findByTestId('backbone-queue')).toBeTruthy();
  });
});
