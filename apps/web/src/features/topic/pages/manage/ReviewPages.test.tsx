import { ApiPaths } from '@yanxiu/contract/paths';
import { ErrorCodes } from '@yanxiu/contract/errors';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { conclusionStage, reviewDetail, reviewItem, storedCall, topic } from './manage.fixtures';
import ReviewDetailPage from './ReviewDetailPage';
import ReviewQueuePage from './ReviewQueuePage';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, pattern: string, path: string) {
  return renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

const queuePage = (records: ReturnType<typeof reviewItem>[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  counts: { pending: records.length, returned: 0, decided: 4 },
});

describe('the topic review queue', () => {
  test('reads its list and kind from the address, counts each list and says where an expert panel stands', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.topicReviewQueue
        ? queuePage([
            reviewItem(501, { stepCode: 'district' }),
            reviewItem(502, { kind: 'conclusion', stepCode: 'expert', panel: { required: 2, assigned: 2, submitted: 1 } }),
          ])
        : call.path === ApiPaths.topicManageCall
          ? storedCall()
          : undefined,
    );
    show(<ReviewQueuePage />, '/manage/topicReview', '/manage/topicReview?kind=conclusion&callId=9');
    await screen.findByTestId('review-open-501');
    const query = api.of(ApiPaths.topicReviewQueue)[0]!.query;
    expect(query.get('kind')).toBe('conclusion');
    expect(query.get('state')).toBe('pending');
    expect(query.get('callId')).toBe('9');
    expect((await screen.findByTestId('queue-call')).textContent).toContain('课题指南：2026 年度区级教育科研课题指南');
    expect(screen.getByTestId('queue-count-decided').textContent).toContain('4');
    expect(screen.getByText('待指派专家')).toBeTruthy();
    expect(screen.getByText('1/2 位已评')).toBeTruthy();
    expect(screen.getByTestId('review-open-502').getAttribute('href')).toBe('/manage/topicReview/502');
  }, 60_000);

  test('a teacher typing the address gets a refusal, and nothing is asked of the server', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => undefined);
    show(<ReviewQueuePage />, '/manage/topicReview', '/manage/topicReview');
    expect(await screen.findByTestId('topic-review-forbidden')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/topic'))).toEqual([]);
  }, 60_000);
});

describe('the topic review page', () => {
  test('returning needs a comment; with one it is sent at the version read and the reviewer moves on to the next filing', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicReviewDetail) return reviewDetail();
      if (call.path === ApiPaths.topicReviewDecide) return { reviewId: 501, status: '5', stepCode: null, round: 1, version: 7 };
      if (call.path === ApiPaths.topicReviewQueue) return queuePage([reviewItem(501), reviewItem(503)]);
      return undefined;
    });
    const view = show(<ReviewDetailPage />, '/manage/topicReview/:reviewId', '/manage/topicReview/501');
    expect((await screen.findByTestId('topic-title')).textContent).toBe('小学数学单元作业设计研究');
    expect(screen.getByTestId('topic-plan').textContent).toContain('减负增效。');
    expect(screen.getByRole('button', { name: '下载 申报书.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '退回修改' }));
    fireEvent.click(screen.getByTestId('decision-submit'));
    expect(await screen.findByText('退回修改时请写明需要修改的内容')).toBeTruthy();
    expect(api.of(ApiPaths.topicReviewDecide)).toEqual([]);

    fireEvent.change(screen.getByLabelText('意见'), { target: { value: '研究目标请写具体。' } });
    fireEvent.click(screen.getByTestId('decision-submit'));
    await waitFor(() => expect(api.of(ApiPaths.topicReviewDecide)).toHaveLength(1));
    expect(api.of(ApiPaths.topicReviewDecide)[0]!.body).toEqual({
      reviewId: 501,
      version: 6,
      decision: 'return',
      comment: '研究目标请写具体。',
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/topicReview/503'));
  }, 60_000);

  test('a decision refused by the server is explained on the page, which stays', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicReviewDetail) return reviewDetail();
      if (call.path === ApiPaths.topicReviewDecide) return refusal(409, ErrorCodes.STALE_VERSION.code, '内容已被他人修改');
      return undefined;
    });
    const view = show(<ReviewDetailPage />, '/manage/topicReview/:reviewId', '/manage/topicReview/501');
    fireEvent.click(await screen.findByTestId('decision-submit'));
    expect((await screen.findByTestId('decision-refused')).textContent).toContain('内容已被他人修改');
    expect(view.router.state.location.pathname).toBe('/manage/topicReview/501');
    // Read again to show where the review stands now.
    await waitFor(() => expect(api.of(ApiPaths.topicReviewDetail).length).toBeGreaterThan(1));
  }, 60_000);

  test('district staff assign exactly the panel the call asks for, never the host or a member', async () => {
    await signInWith(['district_admin']);
    const candidates = [
      { userId: '7', name: '王芳', orgName: '第一实验小学' },
      { userId: '21', name: '赵专家', orgName: '教科所' },
      { userId: '22', name: '钱专家', orgName: '师范大学' },
    ];
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.topicReviewDetail) return reviewDetail({ stepCode: 'district', canAssignExperts: true });
      if (call.path === ApiPaths.topicExpertCandidates) return candidates;
      if (call.path === ApiPaths.topicAssignExperts) return null;
      return undefined;
    });
    show(<ReviewDetailPage />, '/manage/topicReview/:reviewId', '/manage/topicReview/501');
    const chooser = await screen.findByTestId('panel-chooser');
    expect(chooser.textContent).toContain('请选择 2 位专家');
    const select = within(chooser).getByRole('combobox', { name: '选择评审专家' });
    fireEvent.mouseDown(select);
    // The host (王芳) is a candidate expert but not offered for her own topic.
    await screen.findByTitle('赵专家（教科所）');
    expect(screen.queryByTitle('王芳（第一实验小学）')).toBeNull();
    fireEvent.click(screen.getByTitle('赵专家（教科所）'));
    fireEvent.click(screen.getByTestId('panel-save'));
    expect((await screen.findByTestId('panel-refused')).textContent).toContain('请选择正好 2 位专家');
    expect(api.of(ApiPaths.topicAssignExperts)).toEqual([]);

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('钱专家（师范大学）'));
    fireEvent.click(screen.getByTestId('panel-save'));
    await waitFor(() => expect(api.of(ApiPaths.topicAssignExperts)).toHaveLength(1));
    expect(api.of(ApiPaths.topicAssignExperts)[0]!.body).toEqual({ reviewId: 501, expertUserIds: [21, 22] });
  }, 60_000);

  test("a conclusion shows its report, results and the panel's appraisals; a step not the reviewer's offers no decision", async () => {
    await signInWith(['district_admin']);
    fakeApi((call) =>
      call.path === ApiPaths.topicReviewDetail
        ? reviewDetail({
            kind: 'conclusion',
            stageId: 77,
            stepCode: 'expert',
            canDecide: false,
            topic: topic({ phase: 'approved', topicNo: '2027-003', periodStartsOn: '2027-01-01', periodEndsOn: '2028-12-31' }),
            stage: conclusionStage(),
            panel: [
              {
                userId: '21',
                name: '赵专家',
                orgName: '教科所',
                submitted: true,
                score: null,
                appraisal: 'excellent',
                comment: '成果扎实。',
                submittedAt: '2028-11-25T02:00:00.000Z',
              },
            ],
          })
        : undefined,
    );
    show(<ReviewDetailPage />, '/manage/topicReview/:reviewId', '/manage/topicReview/601');
    const filing = await screen.findByTestId('stage-filing');
    expect(filing.textContent).toContain('出版作业设计案例集一册。');
    expect(screen.getByTestId('nothing-to-do')).toBeTruthy();
    expect(screen.queryByTestId('decision-form')).toBeNull();
    expect(screen.getByTestId('panel-members').textContent).toContain('优秀');
    expect(screen.getByTestId('panel-members').textContent).toContain('成果扎实。');
  }, 60_000);

  test('a review that does not exist, or not for this reviewer, is a clear 404', async () => {
    await signInWith(['school_admin']);
    fakeApi((call) => (call.path === ApiPaths.topicReviewDetail ? refusal(404, ErrorCodes.NOT_FOUND.code, '不存在') : undefined));
    show(<ReviewDetailPage />, '/manage/topicReview/:reviewId', '/manage/topicReview/999');
    expect((await screen.findByTestId('review-not-found')).textContent).toContain('该审核不存在或您无权查看');
  }, 60_000);
});
