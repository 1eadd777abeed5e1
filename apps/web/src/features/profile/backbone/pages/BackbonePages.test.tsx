import { ApiPaths, profileRecordPath } from '@yanxiu/contract/paths';
import type { BackboneApplication, BackboneCandidate } from '@yanxiu/contract/profile-backbone';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { cleanUpAfterEach, fakeApi, page, paper, refusal, renderAt, signInAs, summary } from '../../profile.fixtures';
import { BACKBONE_APPLICANT as TEACHER } from './backbone.fixtures';
import BackboneApplyPage from './BackboneApplyPage';
import BackboneReviewPage from './BackboneReviewPage';

cleanUpAfterEach();

function show(element: ReactNode, pattern: string, path: string) {
  return renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

const CANDIDATES: BackboneCandidate[] = [
  { id: 11, kind: 'honor', title: '区级优秀教师', date: '2023-09-10', level: '2' },
  { id: 12, kind: 'public-thesis', title: '大单元视角下的小学数学作业设计', date: '2024-03-15', level: '4' },
];

function application(change: Partial<BackboneApplication> = {}): BackboneApplication {
  return {
    applyId: 5,
    userId: '7',
    userName: '王芳',
    orgName: '示范区第一实验小学',
    status: '4',
    stepCode: 'school',
    round: 1,
    statement: '申请认定为区级骨干教师',
    records: [{ ...CANDIDATES[1]!, fields: {}, stateNow: 'verified' }],
    steps: [
      { code: 'school', role: 'school_admin' },
      { code: 'district', role: 'district_admin' },
    ],
    history: [
      {
        actorName: '王芳',
        stepCode: 'applicant',
        event: 'submit',
        comment: null,
        round: 1,
        statusAfter: '4',
        decidedAt: '2026-11-20T02:00:00.000Z',
      },
    ],
    createdAt: '2026-11-20T02:00:00.000Z',
    submittedAt: '2026-11-20T02:00:00.000Z',
    mayDecide: false,
    mayWithdraw: true,
    mayResubmit: false,
    ...change,
  };
}

describe('the backbone application pages', { timeout: 15_000 }, () => {
  test('a teacher applies with a statement and the verified records chosen', async () => {
    await signInAs(['teacher']);
    let applied = false;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.backboneMine) return { isBackbone: false, application: applied ? application() : null };
      if (call.path === ApiPaths.backboneCandidates) return CANDIDATES;
      if (call.path === ApiPaths.backboneApply) {
        applied = true;
        return { applyId: 5, status: '4', stepCode: 'school', round: 1 };
      }
      return null;
    });
    show(<BackboneApplyPage />, '/viewbackbone/apply', '/viewbackbone/apply');
    await screen.findByTestId('backbone-apply-form');
    fireEvent.click(screen.getByTestId('backbone-submit'));
    expect(await screen.findByText('请填写申报理由')).toBeTruthy();
    expect(await screen.findByText('请至少选择一条已审核的记录')).toBeTruthy();
    fireEvent.change(screen.getByTestId('backbone-statement-input'), { target: { value: '  申请认定为区级骨干教师  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /大单元视角下的小学数学作业设计/ }));
    fireEvent.click(screen.getByTestId('backbone-submit'));
    await waitFor(() => expect(api.of(ApiPaths.backboneApply)).toHaveLength(1));
    expect(api.of(ApiPaths.backboneApply)[0]!.body).toEqual({ statement: '申请认定为区级骨干教师', recordIds: [12] });
    // Under review now: the application with its withdraw button, no form.
    expect((await screen.findByTestId('backbone-application')).dataset.status).toBe('4');
    expect(screen.queryByTestId('backbone-apply-form')).toBeNull();
    expect(screen.getByTestId('backbone-withdraw')).toBeTruthy();
  });

  test('a backbone teacher is told so, and a teacher without verified records what to do first', async () => {
    await signInAs(['teacher', 'backbone']);
    fakeApi((call) =>
      call.path === ApiPaths.backboneMine
        ? { isBackbone: true, application: application({ status: '6', stepCode: null, mayWithdraw: false }) }
        : null,
    );
    show(<BackboneApplyPage />, '/viewbackbone/apply', '/viewbackbone/apply');
    expect((await screen.findByTestId('backbone-already')).textContent).toContain('您已是骨干教师');
  });

  test('a teacher without verified records is told to add and have them verified first', async () => {
    await signInAs(['teacher']);
    fakeApi((call) =>
      call.path === ApiPaths.backboneMine
        ? { isBackbone: false, application: null }
        : call.path === ApiPaths.backboneCandidates
          ? []
          : null,
    );
    show(<BackboneApplyPage />, '/viewbackbone/apply', '/viewbackbone/apply');
    expect((await screen.findByTestId('backbone-no-candidates')).textContent).toContain('还没有已审核的记录');
  });

  test('a reviewer decides beside the applicant’s backbone area, read-only; a comment is needed to return', async () => {
    await signInAs(['teacher', 'school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.backboneDetail) return application({ mayDecide: true, mayWithdraw: false });
      if (call.path === ApiPaths.backboneDecide) return { applyId: 5, status: '4', stepCode: 'district', round: 1 };
      if (call.path === ApiPaths.profileRecordsSummary) return summary();
      if (call.path.startsWith('/baseData/user/teacher/getTeacherInfo/')) return TEACHER;
      if (call.path.startsWith('/baseData/user/app-teacher-'))
        return page(call.path === profileRecordPath('public-thesis', 'list') ? [paper({ editable: false })] : []);
      return null;
    });
    show(<BackboneReviewPage />, '/my/todoList/backbone/:applyId', '/my/todoList/backbone/5');
    await screen.findByTestId('backbone-decision-form');
    const area = screen.getByTestId('backbone-applicant-area');
    expect(within(area).queryAllByRole('button', { name: /添加|修改|删除/ })).toEqual([]);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.startsWith('/baseData/user/app-teacher-') && call.query.get('userId') === '7')).toBe(true),
    );

    fireEvent.click(screen.getByRole('radio', { name: '退回修改' }));
    expect((screen.getByRole('radio', { name: '退回修改' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('backbone-decision-submit'));
    expect(await screen.findByText('退回修改时请写明需要修改的内容')).toBeTruthy();
    expect(api.of(ApiPaths.backboneDecide)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '通过' }));
    fireEvent.click(screen.getByTestId('backbone-decision-submit'));
    await waitFor(() => expect(api.of(ApiPaths.backboneDecide)).toHaveLength(1));
    expect(api.of(ApiPaths.backboneDecide)[0]!.body).toEqual({ applyId: 5, decision: 'approve' });
  });

  test('someone who may not read the application gets a 403 page', async () => {
    await signInAs(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.backboneDetail ? refusal(403, 4003, '没有权限执行此操作') : null));
    show(<BackboneReviewPage />, '/my/todoList/backbone/:applyId', '/my/todoList/backbone/5');
    expect(await screen.findByTestId('backbone-forbidden')).toBeTruthy();
  });
});
