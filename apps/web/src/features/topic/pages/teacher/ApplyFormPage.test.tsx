import { ApiPaths } from '@yanxiu/contract/paths';
import type { SaveTopicApplicationBody, TopicCallForTeacher, TopicDetail } from '@yanxiu/contract/topic';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import './teacher-pages';
import ApplyFormPage from './ApplyFormPage';

configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATTERN = '/scientific/topicApplyForm';

function call(change: Partial<TopicCallForTeacher> = {}): TopicCallForTeacher {
  return {
    callId: 5,
    title: '2027 年度区教育科学规划课题指南',
    year: 2027,
    description: '',
    levels: ['key', 'general'],
    suggestions: [{ key: 's1', title: '大单元教学', level: null, description: '' }],
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    memberCap: 5,
    requiredDocuments: ['课题申报书', '单位推荐意见'],
    expertCount: 2,
    passScore: 60,
    periodStartsOn: '2027-01-01',
    periodEndsOn: '2028-12-31',
    state: 'published',
    ownerOrgName: '示范区教育局',
    publishedAt: '2026-11-01T00:00:00.000Z',
    open: true,
    eligible: true,
    reasons: [],
    myApplyId: null,
    ...change,
  };
}

function topic(change: Partial<TopicDetail> = {}): TopicDetail {
  return {
    applyId: 12,
    callId: 5,
    callTitle: '2027 年度区教育科学规划课题指南',
    callYear: 2027,
    title: '小学数学大单元教学的实践研究',
    level: 'general',
    suggestionKey: null,
    host: { userId: '7', name: '张老师', orgName: '实验小学' },
    members: [{ userId: '8', name: '李老师', orgName: '实验小学', status: 'invited', respondedAt: null }],
    plan: {
      background: '背景',
      aims: '目标',
      methods: '方法',
      stages: [{ title: '准备阶段', startsOn: '2027-01-01', endsOn: '2027-03-31', tasks: '' }],
      expectedResults: '报告',
      references: [],
    },
    files: [],
    phase: 'application',
    status: '2',
    stepCode: null,
    round: 1,
    version: 3,
    returnComment: null,
    topicNo: null,
    periodStartsOn: null,
    periodEndsOn: null,
    approvedAt: null,
    concludedAt: null,
    appraisal: null,
    results: '',
    sharedAt: null,
    shareAbstract: '',
    stages: [],
    changes: [],
    nextDue: null,
    recordCount: 0,
    submittedAt: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    myRole: 'host',
    canEdit: true,
    canRequestChange: false,
    ...change,
  };
}

const titleInput = () => screen.getByTestId('apply-title') as HTMLInputElement;

describe('/scientific/topicApplyForm', { timeout: 20_000 }, () => {
  test('what is typed is kept in the tab at once, restored after a reload, and saved as the server draft when typing pauses', async () => {
    await signInWith(['teacher']);
    const saved: SaveTopicApplicationBody[] = [];
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicCall) return call();
      if (request.path === ApiPaths.topicSaveApplication) {
        saved.push(request.body as SaveTopicApplicationBody);
        return { applyId: 12, version: 1, status: '2', phase: 'application', savedAt: '2026-11-20T02:00:00.000Z' };
      }
      return null;
    });
    const first = renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=5&applyId=&status=0`);
    await screen.findByTestId('apply-form');
    expect(screen.getByTestId('required-documents').textContent).toBe('需提交材料：课题申报书和单位推荐意见');
    // Only the background is typed: no title yet, so no server draft, but the tab has it.
    fireEvent.change(screen.getByTestId('plan-background'), { target: { value: '新课标要求整体把握教学内容' } });
    expect(JSON.parse(sessionStorage.getItem('yanxiu.page.researchPlan')!)).toMatchObject({
      callId: 5,
      applyId: null,
      values: { background: '新课标要求整体把握教学内容' },
    });
    await waitFor(() => expect(screen.getByTestId('draft-state').getAttribute('data-status')).toBe('incomplete'));
    expect(api.of(ApiPaths.topicSaveApplication)).toHaveLength(0);

    // A reload: the page comes back with what was typed, and says so.
    first.unmount();
    renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=5&applyId=&status=0`);
    await screen.findByTestId('plan-restored');
    expect((screen.getByTestId('plan-background') as HTMLTextAreaElement).value).toBe('新课标要求整体把握教学内容');

    // With a title (the only level is not chosen for the teacher here: two levels), the draft is saved once typing pauses.
    fireEvent.change(titleInput(), { target: { value: '小学数学大单元教学的实践研究' } });
    await waitFor(() => expect(screen.getByTestId('draft-state').getAttribute('data-status')).toBe('incomplete'));
    expect(api.of(ApiPaths.topicSaveApplication)).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '课题级别' }));
    fireEvent.click(await screen.findByTitle('一般课题'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      callId: 5,
      title: '小学数学大单元教学的实践研究',
      level: 'general',
      suggestionKey: null,
      memberUserIds: [],
      plan: { background: '新课标要求整体把握教学内容', stages: [] },
    });
    expect(saved[0]).not.toHaveProperty('applyId');
    await waitFor(() => expect(screen.getByTestId('draft-state').getAttribute('data-status')).toBe('saved'));
    // The next save names the application and the version the first returned.
    fireEvent.change(screen.getByTestId('plan-aims'), { target: { value: '形成单元教学设计案例' } });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ applyId: 12, version: 1, plan: { aims: '形成单元教学设计案例' } });
  });

  test('submit waits for members who have not confirmed, and for the parts still missing', async () => {
    await signInWith(['teacher']);
    fakeApi((request) => {
      if (request.path === ApiPaths.topicCall) return call({ myApplyId: 12 });
      if (request.path === ApiPaths.topicDetail) return topic();
      return null;
    });
    renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=5&applyId=&status=0`);
    await screen.findByTestId('apply-form');
    expect(titleInput().value).toBe('小学数学大单元教学的实践研究');
    expect(screen.getByTestId('member-status').getAttribute('data-status')).toBe('invited');
    expect(screen.getByTestId('apply-unconfirmed').textContent).toBe('还有 1 位成员未确认（李老师），成员全部确认或移除后才能提交');
    expect((screen.getByTestId('apply-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('plan-methods'), { target: { value: ' ' } });
    expect(screen.getByTestId('apply-missing').textContent).toBe('提交前还需填写：研究方法');
  });

  test('a draft saved before any stage was complete (the first autosave) keeps the form’s first stage to fill', async () => {
    await signInWith(['teacher']);
    fakeApi((request) => {
      if (request.path === ApiPaths.topicCall) return call({ myApplyId: 12 });
      if (request.path === ApiPaths.topicDetail) return topic({ plan: { ...topic().plan, stages: [] } });
      return null;
    });
    renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=5&applyId=12&status=0`);
    await screen.findByTestId('apply-form');
    expect(screen.getAllByTestId('plan-stage')).toHaveLength(1);
    expect(screen.getByTestId('plan-stage').textContent).toContain('第 1 阶段');
    expect((screen.getByTestId('plan-stage-title') as HTMLInputElement).value).toBe('');
  });

  test('page state: an applyId remembered from another call is not used; status 1 opens my application read-only', async () => {
    await signInWith(['teacher']);
    // The tab remembers application 99 (of another call); the call's own word (no application yet) wins.
    sessionStorage.setItem('yanxiu.page.applyId', '99');
    const api = fakeApi((request) => {
      if (request.path === ApiPaths.topicCall) return call();
      if (request.path === ApiPaths.topicDetail)
        return topic({
          applyId: Number(request.query.get('applyId')),
          status: '4',
          canEdit: false,
          submittedAt: '2026-11-21T02:00:00.000Z',
        });
      return null;
    });
    const first = renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=5`);
    await screen.findByTestId('apply-form');
    expect(api.of(ApiPaths.topicDetail)).toHaveLength(0);
    first.unmount();

    renderAt(PATTERN, <ApplyFormPage />, `${PATTERN}?prjId=&applyId=12&status=1`);
    await screen.findByTestId('application-view');
    expect(api.of(ApiPaths.topicDetail).at(-1)!.query.get('applyId')).toBe('12');
    expect(screen.queryByTestId('apply-form')).toBeNull();
    expect(screen.getByTestId('apply-withdraw')).toBeTruthy();
  });

  test('without a call or an application the page leads to the calls', async () => {
    await signInWith(['teacher']);
    fakeApi(() => null);
    renderAt(PATTERN, <ApplyFormPage />, PATTERN);
    expect((await screen.findByTestId('apply-no-call')).textContent).toContain('请先在课题指南中选择要申报的指南');
  });
});
