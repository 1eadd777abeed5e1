import type { ApplyDetail } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { refusal } from '@/shared/testing/fake-api';
import { fakeApi, renderAt, signInAs } from '../development.fixtures';
import ReviewDetailPage from './ReviewDetailPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STEPS = [
  { code: 'school', role: 'school_admin', scope: 'org' as const },
  { code: 'district', role: 'district_admin', scope: 'org' as const },
];

function detail(applyId: number, change: Partial<ApplyDetail> = {}): ApplyDetail {
  return {
    applyId,
    status: '4',
    stepCode: 'school',
    round: 1,
    finishedAt: null,
    userId: '7',
    userName: '王芳',
    orgName: '第一小学',
    sectionCode: '2',
    postTypeCode: '1',
    postTypeName: '学科教师',
    postTypeNameEn: 'Subject teacher',
    phaseCode: '3',
    phaseName: '骨干教师',
    phaseNameEn: 'Backbone teacher',
    fromPhaseCode: '2',
    fromPhaseName: '胜任型教师',
    statement: '申请晋升',
    conditions: [],
    evidence: [],
    steps: STEPS,
    createdAt: '2026-11-20T02:00:00.000Z',
    submittedAt: '2026-11-20T02:00:00.000Z',
    history: [],
    ...change,
  };
}

const queueOf = (ids: number[]) => ({
  records: ids.map((applyId) => ({ applyId })),
  total: ids.length,
  current: 1,
  size: 2,
  counts: { pending: ids.length, returned: 0, decided: 0 },
});

describe('the review page of an application', () => {
  test('an application that does not exist is said once, in place, with the way back, and no toast', async () => {
    const shown = await signInAs(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.getApplyDetailAndAuditInfo ? refusal(404, 4004, '请求的内容不存在') : []));
    renderAt('/my/todoList/development/:applyId', <ReviewDetailPage />, '/my/todoList/development/999');
    const failure = await screen.findByTestId('apply-not-found');
    expect(failure.getAttribute('data-failure')).toBe('notFound');
    expect(document.body.textContent!.split('申报不存在或您无权查看')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('请求的内容不存在');
    expect(shown).toEqual([]);
  });

  test('after deciding, the reviewer is taken to the next application waiting for them', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.getApplyDetailAndAuditInfo) return detail(Number(call.query.get('applyId')));
      if (call.path === ApiPaths.auditApply) return { applyId: 5, status: '4', stepCode: 'district', round: 1, finishedAt: null };
      if (call.path === ApiPaths.developmentReviewQueue) return queueOf([6]);
      return [];
    });
    const { router } = renderAt('/my/todoList/development/:applyId', <ReviewDetailPage />, '/my/todoList/development/5');
    fireEvent.click(await screen.findByTestId('decision-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/todoList/development/6'));
    expect(api.of(ApiPaths.auditApply)[0]!.body).toEqual({ applyId: 5, decision: 'approve' });
  });

  test('the district approves the last step and finishes in one confirmed action, then goes back to the empty queue', async () => {
    const shown = await signInAs(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.getApplyDetailAndAuditInfo) return detail(5, { stepCode: 'district' });
      if (call.path === ApiPaths.auditApply)
        return { applyId: 5, status: '6', stepCode: null, round: 1, finishedAt: '2026-11-24T02:00:00.000Z' };
      if (call.path === ApiPaths.developmentReviewQueue) return queueOf([]);
      return [];
    });
    const { router } = renderAt('/my/todoList/development/:applyId', <ReviewDetailPage />, '/my/todoList/development/5');
    const submit = await screen.findByTestId('decision-submit');
    expect(submit.textContent).toBe('通过并办结');
    fireEvent.click(submit);
    // Confirmed first: nothing is sent until the reviewer says yes.
    expect(api.of(ApiPaths.auditApply)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(ApiPaths.auditApply)).toHaveLength(1));
    expect(api.of(ApiPaths.auditApply)[0]!.body).toEqual({ applyId: 5, decision: 'approve', finish: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/todoList'));
    expect(shown).toContainEqual({ kind: 'success', text: '已办结，教师已进入新阶段' });
    expect(api.of(ApiPaths.finishProcess)).toHaveLength(0);
  });
});
