import { ApiPaths } from '@yanxiu/contract/paths';
import type { MyTopicApplication, MyTopicRow, TopicCallForTeacher, TopicHistoryEntry } from '@yanxiu/contract/topic';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import './teacher-pages';
import ApplyRecordPage from './ApplyRecordPage';
import CallsPage from './CallsPage';
import MyTopicsPage from './MyTopicsPage';
import TopicRecordsPage from './TopicRecordsPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

function call(callId: number, change: Partial<TopicCallForTeacher> = {}): TopicCallForTeacher {
  return {
    callId,
    title: `课题指南${callId}`,
    year: 2027,
    description: '',
    levels: ['key', 'youth'],
    suggestions: [],
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    memberCap: 5,
    requiredDocuments: [],
    expertCount: 2,
    passScore: 60,
    periodStartsOn: '2027-01-01',
    periodEndsOn: '2028-12-31',
    state: 'published',
    ownerOrgName: '示范区教育局',
    publishedAt: null,
    open: true,
    eligible: true,
    reasons: [],
    myApplyId: null,
    ...change,
  };
}

function row(applyId: number, change: Partial<MyTopicRow> = {}): MyTopicRow {
  return {
    applyId,
    title: `课题${applyId}`,
    topicNo: null,
    level: 'general',
    phase: 'application',
    status: '2',
    myRole: 'host',
    host: { userId: '7', name: '张老师', orgName: '实验小学' },
    periodStartsOn: null,
    periodEndsOn: null,
    nextDue: null,
    ...change,
  };
}

describe("the teacher's topic lists", { timeout: 20_000 }, () => {
  test('/scientific/topic: each call with its levels and window; apply leads to the form for the call, a call applied to leads to my application', async () => {
    await signInWith(['teacher']);
    fakeApi((request) =>
      request.path === ApiPaths.topicCalls
        ? page([call(1), call(2, { myApplyId: 12 }), call(3, { eligible: false, reasons: ['section', 'role'] })])
        : null,
    );
    renderAt('/scientific/topic', <CallsPage />, '/scientific/topic');
    const [first, second, third] = (await screen.findAllByTestId('call-card')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('重点课题');
    expect(first.textContent).toContain('申报时间：2026-11-01 08:00 至 2026-12-31 08:00');
    expect(within(first).getByTestId('call-apply').getAttribute('href')).toBe('/scientific/topicApplyForm?prjId=1&applyId=&status=0');
    expect(within(second).getByTestId('call-continue').getAttribute('href')).toBe('/scientific/topicApplyForm?prjId=2&applyId=12&status=0');
    expect(within(third).getByTestId('call-ineligible').textContent).toBe('暂不能申报：学段不符合和身份不符合');
    expect(within(third).queryByTestId('call-apply')).toBeNull();
  });

  test('/scientific/myTopic: an invitation is answered in its row; the topic list reads the role filter', async () => {
    const shown = await signInWith(['teacher']);
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicMine)
        return page([
          row(12, { myRole: 'invited' }),
          row(13, {
            phase: 'approved',
            status: '6',
            topicNo: '2027-001',
            nextDue: { kind: 'opening', dueOn: '2027-03-31', overdue: true },
          }),
        ]);
      return null;
    });
    renderAt('/scientific/myTopic', <MyTopicsPage />, '/scientific/myTopic');
    expect((await screen.findAllByTestId('my-role')).map((tag) => tag.textContent)).toEqual(['待我确认', '主持人']);
    expect(screen.getByTestId('next-due').textContent).toBe('开题报告已逾期（截止 2027-03-31）');
    fireEvent.click(screen.getByTestId('member-decline'));
    await waitFor(() => expect(api.of(ApiPaths.topicRespondMembership)).toHaveLength(1));
    expect(api.of(ApiPaths.topicRespondMembership)[0]!.body).toEqual({ applyId: 12, accept: false });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已拒绝加入课题组' }));
    fireEvent.click(screen.getByText('我参与的'));
    await waitFor(() => expect(api.of(ApiPaths.topicMine).at(-1)!.query.get('role')).toBe('member'));
  });

  test('/scientific/applyRecord: where each application stands, links by state, and the review history on request', async () => {
    await signInWith(['teacher']);
    const application = (applyId: number, change: Partial<MyTopicApplication>): MyTopicApplication => ({
      applyId,
      callTitle: '课题指南1',
      title: `课题${applyId}`,
      level: 'general',
      status: '2',
      stepCode: null,
      round: 1,
      phase: 'application',
      topicNo: null,
      submittedAt: null,
      updatedAt: '2026-11-20T02:00:00.000Z',
      ...change,
    });
    const history: TopicHistoryEntry[] = [
      {
        reviewKind: 'application',
        stageId: null,
        actorName: '张老师',
        stepCode: 'applicant',
        event: 'submit',
        comment: null,
        round: 1,
        statusAfter: '4',
        decidedAt: '2026-11-21T02:00:00.000Z',
      },
      {
        reviewKind: 'application',
        stageId: null,
        actorName: '陈静',
        stepCode: 'school',
        event: 'return',
        comment: '请补充研究方法',
        round: 1,
        statusAfter: '5',
        decidedAt: '2026-11-22T02:00:00.000Z',
      },
    ];
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicMyApplications)
        return [
          application(11, {}),
          application(12, { status: '4', stepCode: 'district', submittedAt: '2026-11-21T02:00:00.000Z' }),
          application(13, { phase: 'approved', status: '6', topicNo: '2027-002', submittedAt: '2026-11-01T02:00:00.000Z' }),
        ];
      if (request.path === ApiPaths.topicHistory) return history;
      return null;
    });
    renderAt('/scientific/applyRecord', <ApplyRecordPage />, '/scientific/applyRecord');
    expect((await screen.findByTestId('application-continue')).getAttribute('href')).toBe(
      '/scientific/topicApplyForm?prjId=&applyId=11&status=0&backUrl=%2Fscientific%2FapplyRecord',
    );
    expect(screen.getByTestId('application-view').getAttribute('href')).toBe(
      '/scientific/topicApplyForm?prjId=&applyId=12&status=1&backUrl=%2Fscientific%2FapplyRecord',
    );
    expect(screen.getByText('（区级审核）')).toBeTruthy();
    expect(screen.getByTestId('application-open').getAttribute('href')).toBe('/scientific/myTopic/hostPage/13');
    // A draft has no history yet: no button for it.
    expect(screen.getAllByTestId('application-history')).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('application-history')[0]!);
    // The shared review timeline: the review the entry belongs to, who, at which step, what, and the status after.
    const entries = await screen.findAllByTestId('review-history-entry');
    expect(entries.map((entry) => entry.firstChild!.textContent)).toEqual([
      '立项申报张老师 · 申报人 提交申报第 1 轮',
      '立项申报陈静 · 学校审核 退回修改第 1 轮',
    ]);
    expect(entries[0]!.textContent).toContain('状态变为“审核中”');
    expect(entries[1]!.textContent).toContain('状态变为“退回修改”');
    expect(entries[1]!.textContent).toContain('意见：请补充研究方法');
    expect(api.of(ApiPaths.topicHistory)[0]!.query.get('applyId')).toBe('12');
  });

  test('/scientific/applyTopicRecord: one topic from the page state; without a topic in research nothing can be added; a failed read offers a retry', async () => {
    await signInWith(['teacher']);
    let failing = true;
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicMine) return page([row(12, { myRole: 'invited', phase: 'approved' })]);
      if (request.path === ApiPaths.topicRecords) return failing ? refusal(500, 5000, '服务器开小差了') : page([]);
      return null;
    });
    renderAt('/scientific/applyTopicRecord', <TopicRecordsPage />, '/scientific/applyTopicRecord?applyId=12');
    expect((await screen.findByTestId('records-no-topic')).textContent).toContain('立项后才能添加过程记录');
    expect((screen.getByTestId('record-add') as HTMLButtonElement).disabled).toBe(true);
    expect(api.of(ApiPaths.topicRecords)[0]!.query.get('applyId')).toBe('12');
    // The read is tried once more by itself, then the page says it failed and offers a retry.
    expect(await screen.findByText('过程记录加载失败', {}, { timeout: 5_000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('还没有过程记录')).toBeTruthy();
  });

  test('staff without a teaching role get a 403 page, and nothing is asked of the server', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi(() => null);
    renderAt('/scientific/myTopic', <MyTopicsPage />, '/scientific/myTopic');
    expect((await screen.findByTestId('topic-teacher-only')).textContent).toContain('课题申报和课题管理面向教师开放');
    expect(api.calls).toEqual([]);
  });
});
