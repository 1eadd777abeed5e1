import { ApiPaths } from '@yanxiu/contract/paths';
import type { TopicDetail, TopicStage } from '@yanxiu/contract/topic';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import './teacher-pages';
import HostPage from './HostPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATTERN = '/scientific/myTopic/hostPage/:applyId';

const passedOpening: TopicStage = {
  stageId: 31,
  kind: 'opening',
  status: 'passed',
  report: '开题报告正文',
  results: '',
  change: null,
  files: [{ id: 'f1', name: '开题报告.pdf', contentType: 'application/pdf', size: 10, public: false }],
  reviewId: 41,
  stepCode: null,
  round: 1,
  version: 2,
  appraisal: null,
  returnComment: null,
  filedAt: '2027-01-10T02:00:00.000Z',
  decidedAt: '2027-01-12T02:00:00.000Z',
};

function approvedTopic(change: Partial<TopicDetail> = {}): TopicDetail {
  return {
    applyId: 12,
    callId: 5,
    callTitle: '2027 年度区教育科学规划课题指南',
    callYear: 2027,
    title: '小学数学大单元教学的实践研究',
    level: 'general',
    suggestionKey: null,
    host: { userId: '7', name: '张老师', orgName: '实验小学' },
    members: [
      { userId: '8', name: '李老师', orgName: '实验小学', status: 'confirmed', respondedAt: '2026-11-21T02:00:00.000Z' },
      { userId: '9', name: '王老师', orgName: '二中', status: 'confirmed', respondedAt: '2026-11-21T03:00:00.000Z' },
    ],
    plan: {
      background: '背景',
      aims: '目标',
      methods: '方法',
      stages: [{ title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '' }],
      expectedResults: '报告',
      references: [],
    },
    files: [],
    phase: 'approved',
    status: '6',
    stepCode: null,
    round: 1,
    version: 5,
    returnComment: null,
    topicNo: '2027-001',
    periodStartsOn: '2027-01-01',
    periodEndsOn: '2028-12-31',
    approvedAt: '2026-12-20T02:00:00.000Z',
    concludedAt: null,
    appraisal: null,
    results: '',
    sharedAt: null,
    shareAbstract: '',
    stages: [
      { kind: 'opening', opensOn: '2027-01-01', dueOn: '2027-03-31', overdue: false, canFile: false, stage: passedOpening },
      { kind: 'midterm', opensOn: '2027-03-31', dueOn: '2027-12-31', overdue: false, canFile: true, stage: null },
      { kind: 'conclusion', opensOn: '2027-12-31', dueOn: '2028-12-31', overdue: false, canFile: false, stage: null },
    ],
    changes: [],
    nextDue: { kind: 'midterm', dueOn: '2027-12-31', overdue: false },
    recordCount: 0,
    submittedAt: '2026-11-22T02:00:00.000Z',
    updatedAt: '2026-12-20T02:00:00.000Z',
    myRole: 'host',
    canEdit: false,
    canRequestChange: true,
    ...change,
  };
}

const emptyPage = { records: [], total: 0, current: 1, size: 10 };

describe('/scientific/myTopic/hostPage/:applyId', { timeout: 20_000 }, () => {
  test('the host sees what is due next, the stage timeline, and files the stage that is open (only that one)', async () => {
    const shown = await signInWith(['teacher']);
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicDetail) return approvedTopic();
      if (request.path === ApiPaths.topicRecords) return emptyPage;
      if (request.path === ApiPaths.topicFileStage) return { stageId: 32, kind: 'midterm', status: 'reviewing', version: 1 };
      return null;
    });
    renderAt(PATTERN, <HostPage />, '/scientific/myTopic/hostPage/12');
    expect((await screen.findByTestId('next-due')).textContent).toBe('中期检查：2027-12-31 前提交');
    expect(screen.getByTestId('topic-no').textContent).toBe('2027-001');
    expect(screen.getByTestId('stage-opening').getAttribute('data-status')).toBe('passed');
    expect(within(screen.getByTestId('stage-opening')).getByTestId('stage-opening-files').textContent).toContain('开题报告.pdf');
    // Only the open stage has a file button: no conclusion before the mid-term.
    expect(screen.queryByTestId('file-opening')).toBeNull();
    expect(screen.queryByTestId('file-conclusion')).toBeNull();
    fireEvent.click(screen.getByTestId('file-midterm'));
    fireEvent.click(await screen.findByTestId('stage-send'));
    expect(await screen.findByText('请填写报告内容')).toBeTruthy();
    expect(api.of(ApiPaths.topicFileStage)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('stage-report'), { target: { value: '中期研究进展' } });
    fireEvent.click(screen.getByTestId('stage-send'));
    await waitFor(() => expect(api.of(ApiPaths.topicFileStage)).toHaveLength(1));
    expect(api.of(ApiPaths.topicFileStage)[0]!.body).toEqual({ kind: 'midterm', report: '中期研究进展', applyId: 12, fileIds: [] });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '中期检查已提交，请等待审核' }));
  });

  test('a stage whose window has not opened says from which day it can be filed, and has no file button', async () => {
    // Only the clock is fixed (a day of the mid-term's window), so the waits keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-01T04:00:00.000Z'));
    try {
      await signInWith(['teacher']);
      fakeApi((request) => {
        if (request.path === ApiPaths.topicDetail) return approvedTopic();
        if (request.path === ApiPaths.topicRecords) return emptyPage;
        return null;
      });
      renderAt(PATTERN, <HostPage />, '/scientific/myTopic/hostPage/12');
      expect((await screen.findByTestId('stage-conclusion-opens')).textContent).toBe('2027-12-31 起可提交');
      expect(screen.queryByTestId('file-conclusion')).toBeNull();
      // The open mid-term has its button and no such line.
      expect(screen.getByTestId('file-midterm')).toBeTruthy();
      expect(screen.queryByTestId('stage-midterm-opens')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('the host asks for a change: a reason is required, members to remove and a later end are sent', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicDetail) return approvedTopic();
      if (request.path === ApiPaths.topicFileStage) return { stageId: 33, kind: 'change', status: 'reviewing', version: 1 };
      return emptyPage;
    });
    renderAt(PATTERN, <HostPage />, '/scientific/myTopic/hostPage/12');
    fireEvent.click(await screen.findByTestId('request-change'));
    fireEvent.click(await screen.findByTestId('change-send'));
    expect(await screen.findByText('请填写变更理由')).toBeTruthy();
    fireEvent.change(screen.getByTestId('change-reason'), { target: { value: '王老师调离本区' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '减少成员' }));
    fireEvent.click(await screen.findByTitle('王老师（二中）'));
    fireEvent.click(screen.getByTestId('change-send'));
    await waitFor(() => expect(api.of(ApiPaths.topicFileStage)).toHaveLength(1));
    expect(api.of(ApiPaths.topicFileStage)[0]!.body).toEqual({
      kind: 'change',
      applyId: 12,
      change: { reason: '王老师调离本区', addMemberUserIds: [], removeMemberUserIds: [9], newPeriodEndsOn: null },
      fileIds: [],
    });
  });

  test('an invited member reads the topic and answers the invitation; a member has no file buttons', async () => {
    await signInWith(['teacher']);
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicDetail)
        return approvedTopic({ phase: 'application', status: '2', stages: [], nextDue: null, topicNo: null, myRole: 'invited' });
      if (request.path === ApiPaths.topicRespondMembership) return null;
      return emptyPage;
    });
    renderAt(PATTERN, <HostPage />, '/scientific/myTopic/hostPage/12');
    expect((await screen.findByTestId('invitation')).textContent).toContain('张老师 邀请你加入这个课题组，请确认');
    expect(screen.queryByTestId('stage-timeline')).toBeNull();
    fireEvent.click(screen.getByTestId('member-confirm'));
    await waitFor(() => expect(api.of(ApiPaths.topicRespondMembership)).toHaveLength(1));
    expect(api.of(ApiPaths.topicRespondMembership)[0]!.body).toEqual({ applyId: 12, accept: true });
  });

  test('an address that names no topic is a not-found page', async () => {
    await signInWith(['teacher']);
    fakeApi(() => null);
    renderAt(PATTERN, <HostPage />, '/scientific/myTopic/hostPage/abc');
    expect((await screen.findByTestId('host-failure')).textContent).toContain('没有找到这个课题');
  });
});
