import { ApiPaths } from '@yanxiu/contract/paths';
import type { LessonQuestionList, PresenceReportPage as ReportPage } from '@yanxiu/contract/learning-presence';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { exportPresenceReport } from '../../api/manage-presence';
import LessonQuestionsDialog from '../../components/questions/LessonQuestionsDialog';
import { CATEGORIES, fakeApi, holdRoles, renderAt, setUpSignedIn } from '../../learning.fixtures';
import PresenceReportPage from './PresenceReportPage';
import RequirementPage from './RequirementPage';

// Presence checks, staff side (issue 23): the tenant's setting, the report per lesson and teacher with its export,
// and the author's questions of a lesson.

const shown = setUpSignedIn();

const report: ReportPage = {
  records: [
    {
      unitId: 501,
      unitTitle: '第一讲：如何开好第一次家长会',
      programmeId: 42,
      programmeTitle: '班主任沟通艺术微课程',
      userId: 9,
      teacherName: '李老师',
      schoolName: '演示区实验小学',
      issued: 3,
      passed: 2,
      missed: 1,
      questionsPassed: 1,
      lastIssuedAt: '2026-11-20T02:30:00.000Z',
    },
  ],
  total: 1,
  current: 1,
  size: 20,
  totals: { issued: 3, passed: 2, missed: 1 },
};

describe('the presence setting', { timeout: 20_000 }, () => {
  test('an empty window is refused before sending; turned off, null minutes are sent', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.learningManagePresenceSettings) return { everyMinutes: 10, answerSeconds: 60 };
      if (call.path === ApiPaths.learningManageSavePresenceSettings) return call.body;
      if (call.path === ApiPaths.learningManageRequirement) return { year: 2026, totalHours: 72, categoryMinimums: {} };
      return { categories: CATEGORIES, completionShare: 0.95 };
    });
    renderAt('/manage/learningRequirement', <RequirementPage />, '/manage/learningRequirement');
    const every = (await screen.findByTestId('presence-every', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(every.value).toBe('10');
    fireEvent.change(screen.getByTestId('presence-answer-seconds'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('presence-settings-save'));
    expect(await screen.findByText('请填写 20 至 300 之间的整数')).toBeTruthy();
    expect(api.of(ApiPaths.learningManageSavePresenceSettings)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('presence-answer-seconds'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('presence-enabled'));
    fireEvent.click(screen.getByTestId('presence-settings-save'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageSavePresenceSettings)).toHaveLength(1));
    expect(api.of(ApiPaths.learningManageSavePresenceSettings)[0]!.body).toEqual({ everyMinutes: null, answerSeconds: 30 });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存在场确认设置' }));
  });
});

describe('the presence report', { timeout: 20_000 }, () => {
  test('rows per lesson and teacher with totals; filters live in the address; the export takes the same filters', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.learningManagePresenceReport) return report;
      if (call.path === ApiPaths.trainingManageSchools) return [{ id: 3, name: '演示区实验小学' }];
      return null;
    });
    const { router } = renderAt(
      '/manage/presenceChecks',
      <PresenceReportPage />,
      '/manage/presenceChecks?unit=501&from=2026-11-01&to=2026-11-30',
    );
    const table = await screen.findByTestId('presence-report-table');
    await within(table).findByText('第一讲：如何开好第一次家长会');
    expect(within(table).getByText('2026-11-20 10:30')).toBeTruthy();
    expect(screen.getByTestId('presence-report-summary').textContent).toBe('共出现 3 次，通过 2 次，未通过 1 次');
    expect(Object.fromEntries(api.of(ApiPaths.learningManagePresenceReport)[0]!.query)).toMatchObject({
      unitId: '501',
      from: '2026-11-01',
      to: '2026-11-30',
      current: '1',
      size: '20',
    });
    // Narrowed to one lesson (the link from its questions): named, and one click shows every lesson again.
    expect(screen.getByTestId('presence-report-lesson').textContent).toContain('课程：第一讲：如何开好第一次家长会');
    fireEvent.click(within(screen.getByTestId('presence-report-lesson')).getByRole('button', { name: '显示全部课程' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'));

    const search = within(screen.getByTestId('presence-report-keyword')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '李' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E6%9D%8E&from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(api.of(ApiPaths.learningManagePresenceReport).at(-1)!.query.get('keyword')).toBe('李'));
  });

  test('a teacher gets the refusal and no report is asked for; the export sends the filters without paging', async () => {
    const api = fakeApi(
      () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    );
    renderAt('/manage/presenceChecks', <PresenceReportPage />, '/manage/presenceChecks');
    expect((await screen.findByTestId('hours-forbidden')).textContent).toContain('没有权限');
    expect(api.of(ApiPaths.learningManagePresenceReport)).toHaveLength(0);
    await exportPresenceReport({ schoolId: '3', keyword: '王', from: '2026-11-01', current: 4 });
    expect(Object.fromEntries(api.of(ApiPaths.learningManagePresenceReportExport)[0]!.query)).toEqual({
      schoolId: '3',
      keyword: '王',
      from: '2026-11-01',
      appId: 'yxdemo',
    });
  });
});

describe("a lesson's questions", { timeout: 20_000 }, () => {
  test('listed with the right choice and results; a new one is checked before it is sent', async () => {
    holdRoles(['district_admin']);
    const list: LessonQuestionList = {
      unitId: 501,
      lessonSeconds: 600,
      questions: [
        {
          id: 7,
          unitId: 501,
          atSecond: 90,
          prompt: '开家长会前最先要做的是什么？',
          choices: ['明确会议目的', '布置教室'],
          correctChoice: 0,
          results: { issued: 4, passed: 3, missed: 1 },
          updatedAt: '2026-11-20T02:30:00.000Z',
        },
      ],
    };
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningManageLessonQuestions
        ? list
        : call.path === ApiPaths.learningManageSaveLessonQuestion
          ? { ...list.questions[0], id: 8 }
          : null,
    );
    renderAt('/', <LessonQuestionsDialog unitId={501} lessonTitle="第一讲" open onClose={() => undefined} />, '/');
    const saved = await screen.findByTestId('question-7');
    expect(saved.textContent).toContain('第 1:30');
    expect(saved.textContent).toContain('已提问 4 次，通过 3 次，未通过 1 次');
    expect(within(saved).getByText('正确答案')).toBeTruthy();
    expect(api.of(ApiPaths.learningManageLessonQuestions)[0]!.query.get('unitId')).toBe('501');
    expect(screen.getByTestId('question-report-link').getAttribute('href')).toBe('/manage/presenceChecks?unit=501');

    fireEvent.click(screen.getByTestId('question-add'));
    fireEvent.change(screen.getByTestId('question-at'), { target: { value: '700' } });
    fireEvent.change(screen.getByTestId('question-prompt'), { target: { value: '本课的主题是什么？' } });
    fireEvent.change(screen.getByTestId('question-choice-0'), { target: { value: '家校沟通' } });
    fireEvent.change(screen.getByTestId('question-choice-1'), { target: { value: '家校沟通' } });
    fireEvent.click(screen.getByTestId('question-save'));
    expect((await screen.findByTestId('question-problem')).textContent).toBe('请填写 1 秒至课程时长之内的整数秒');
    fireEvent.change(screen.getByTestId('question-at'), { target: { value: '120' } });
    fireEvent.click(screen.getByTestId('question-save'));
    await waitFor(() => expect(screen.getByTestId('question-problem').textContent).toBe('至少两个选项，每个选项都要填写且互不相同'));
    fireEvent.change(screen.getByTestId('question-choice-1'), { target: { value: '作业设计' } });
    fireEvent.click(screen.getByTestId('question-save'));
    await waitFor(() => expect(screen.getByTestId('question-problem').textContent).toBe('请选中正确答案'));
    expect(api.of(ApiPaths.learningManageSaveLessonQuestion)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('question-correct-0'));
    fireEvent.click(screen.getByTestId('question-save'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageSaveLessonQuestion)).toHaveLength(1));
    expect(api.of(ApiPaths.learningManageSaveLessonQuestion)[0]!.body).toEqual({
      unitId: 501,
      atSecond: 120,
      prompt: '本课的主题是什么？',
      choices: ['家校沟通', '作业设计'],
      correctChoice: 0,
    });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存题目' }));
  });
});
