import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { managedAssignment, page, queued, round, tutorSubmission } from '../../testing/assignment-fixtures';
import AssignmentEditPage from './AssignmentEditPage';
import GradingPage from './GradingPage';
import SubmissionsPage from './SubmissionsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restoreWidth();
});

const ROUTES = [
  { path: '/manage/assessment/assignments/new', element: <AssignmentEditPage /> },
  { path: '/manage/assessment/assignments/:assignmentId', element: <AssignmentEditPage /> },
  { path: '/manage/assessment/assignments/:assignmentId/submissions', element: <SubmissionsPage /> },
  { path: '/manage/assessment/assignments/submission/:submissionId', element: <GradingPage /> },
];

describe('the assignment editor', () => {
  test("a programme's assignment unit without an assignment opens an empty editor placed on the unit; saving names what is missing, then creates it", async () => {
    const shown = await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageAssignmentOfUnit) return refusal(404, 404, '作业不存在');
      if (call.path === ApiPaths.assessmentManageSaveAssignment) return managedAssignment({ id: 9 });
      if (call.path === ApiPaths.assessmentManageAssignment) return managedAssignment({ id: 9 });
      return undefined;
    });
    const view = renderRoutes(ROUTES, '/manage/assessment/assignments/new?unitId=12&programmeId=3');
    const title = (await screen.findByTestId('assignment-title')) as HTMLInputElement;
    expect(api.of(ApiPaths.assessmentManageAssignmentOfUnit)[0]!.query.get('unitId')).toBe('12');
    fireEvent.click(screen.getByTestId('assignment-save'));
    await waitFor(() => expect(shown.map((message) => message.text)).toContain('请填写作业名称'));
    fireEvent.change(title, { target: { value: '教学设计作业' } });
    fireEvent.click(screen.getByTestId('assignment-save'));
    await waitFor(() => expect(shown.map((message) => message.text)).toContain('请选择截止时间'));
    expect(api.of(ApiPaths.assessmentManageSaveAssignment)).toEqual([]);
    expect(view.router.state.location.pathname).toBe('/manage/assessment/assignments/new');
  }, 60_000);

  test('the rubric makes the full marks its sum; a saved assignment is saved at its version with the rubric, then published', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageAssignment) return managedAssignment();
      if (call.path === ApiPaths.assessmentManageSaveAssignment) return managedAssignment({ version: 4 });
      if (call.path === ApiPaths.assessmentManagePublishAssignment) return managedAssignment({ version: 5, status: 'published' });
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/5');
    await screen.findByTestId('assignment-editor');
    const max = screen.getByTestId('assignment-max-score') as HTMLInputElement;
    expect(max.value).toBe('100');
    expect(max.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('criterion-add'));
    fireEvent.change(screen.getByTestId('criterion-title-2'), { target: { value: '教学反思' } });
    fireEvent.change(screen.getByTestId('criterion-points-2'), { target: { value: '20' } });
    await waitFor(() => expect((screen.getByTestId('assignment-max-score') as HTMLInputElement).value).toBe('120'));
    expect(screen.getByTestId('rubric-total').textContent).toBe('满分为评分标准各项分值之和：120');
    // A changed form is saved before it is published.
    expect((screen.getByTestId('assignment-publish') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('assignment-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentManageSaveAssignment)).toHaveLength(1));
    const body = api.of(ApiPaths.assessmentManageSaveAssignment)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      assignmentId: 5,
      version: 3,
      placement: { kind: 'unit', unitId: 12 },
      maxScore: 120,
      passScore: 60,
      attachmentFileIds: ['00000000-0000-4000-8000-000000000001'],
      peerReview: { reviewers: 2, dueAt: null },
      latePenaltyPercent: 0,
    });
    expect((body.rubric as unknown[]).at(-1)).toEqual({ title: '教学反思', description: '', maxPoints: 20 });
    await waitFor(() => expect((screen.getByTestId('assignment-publish') as HTMLButtonElement).disabled).toBe(false));
  }, 60_000);

  test('a save someone else overtook says so and offers the newer version', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageAssignment) return managedAssignment();
      if (call.path === ApiPaths.assessmentManageSaveAssignment) return refusal(409, 409, '作业已被他人修改');
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/5');
    fireEvent.click(await screen.findByTestId('assignment-save'));
    expect(await screen.findByTestId('assignment-conflict')).toBeTruthy();
  }, 60_000);

  test('teachers are refused the staff pages without a call', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => undefined);
    renderRoutes(ROUTES, '/manage/assessment/assignments/5');
    expect(await screen.findByTestId('assignments-forbidden')).toBeTruthy();
    expect(api.calls).toEqual([]);
  }, 60_000);
});

describe('the submissions of an assignment', () => {
  test('a table at 1366 px and cards at 375 px; the filter goes into the address and the read', async () => {
    await signInWith(['district_admin']);
    widthOf(1366);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageAssignment) return managedAssignment();
      if (call.path === ApiPaths.assessmentSubmissionQueue)
        return page([queued(), queued({ submissionId: 22, teacherName: '赵老师', status: 'graded', excellent: true, late: true })]);
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/5/submissions');
    const table = await screen.findByTestId('assignment-submissions');
    await within(table).findByText('赵老师');
    expect(table.querySelector('table')).not.toBeNull();
    expect(api.of(ApiPaths.assessmentSubmissionQueue)[0]!.query.get('filter')).toBe('waiting');
    expect(screen.getByTestId('submission-open-21').getAttribute('href')).toBe('/manage/assessment/assignments/submission/21');
    expect(within(table).getByText('优秀作业')).toBeTruthy();
    expect(within(table).getByText('迟交')).toBeTruthy();
    cleanup();

    widthOf(375);
    renderRoutes(ROUTES, '/manage/assessment/assignments/5/submissions?filter=all');
    const cards = await screen.findByTestId('assignment-submissions');
    await within(cards).findByText('赵老师');
    expect(cards.querySelector('table')).toBeNull();
    expect(api.of(ApiPaths.assessmentSubmissionQueue).at(-1)!.query.get('filter')).toBe('all');
  }, 60_000);
});

describe('the submissions filters', () => {
  test('a state and a school of the programme go into the address and the read', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageAssignment) return managedAssignment();
      if (call.path === ApiPaths.assessmentGradebookSchools)
        return {
          records: [
            { id: 31, name: '第一实验小学', teachers: 12 },
            { id: 32, name: '实验中学', teachers: 8 },
          ],
        };
      if (call.path === ApiPaths.assessmentSubmissionQueue) return page([queued()]);
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/5/submissions?filter=returned&school=32');
    await within(await screen.findByTestId('assignment-submissions')).findByText(queued().teacherName);
    const read = api.of(ApiPaths.assessmentSubmissionQueue).at(-1)!.query;
    expect([read.get('filter'), read.get('schoolId')]).toEqual(['returned', '32']);
    await waitFor(() => expect(api.of(ApiPaths.assessmentGradebookSchools).length).toBeGreaterThan(0));
    expect(api.of(ApiPaths.assessmentGradebookSchools)[0]!.query.get('programmeId')).toBe(String(managedAssignment().programmeId));
    await waitFor(() => expect(within(screen.getByTestId('submissions-school')).getByText('实验中学')).toBeTruthy());
    expect(within(screen.getByTestId('submissions-filter')).getByText('已退回')).toBeTruthy();
  }, 60_000);
});

describe("the tutor's grading page", () => {
  test('the rounds, the peer reviews with their writers, rubric points with their sum; a grade opens the next waiting submission', async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentTutorSubmission)
        return call.query.get('submissionId') === '21' ? tutorSubmission() : tutorSubmission({ submissionId: 23, teacherName: '孙老师' });
      if (call.path === ApiPaths.assessmentDecideSubmission) return tutorSubmission({ status: 'graded' });
      if (call.path === ApiPaths.assessmentSubmissionQueue) return page([queued({ submissionId: 23, teacherName: '孙老师' })]);
      return undefined;
    });
    const view = renderRoutes(ROUTES, '/manage/assessment/assignments/submission/21');
    await screen.findByTestId('tutor-submission');
    expect(screen.getByTestId('tutor-teacher').textContent).toBe('李老师');
    expect(within(screen.getByTestId('tutor-peer-reviews')).getByText(/互评人：王老师/)).toBeTruthy();
    expect(screen.getByTestId('round-text-1').textContent).toBe('我的教学设计');
    // Every criterion must be scored.
    fireEvent.click(screen.getByTestId('decision-grade'));
    expect(api.of(ApiPaths.assessmentDecideSubmission)).toEqual([]);
    fireEvent.change(screen.getByTestId('decision-points-0'), { target: { value: '35' } });
    fireEvent.change(screen.getByTestId('decision-points-1'), { target: { value: '50' } });
    await waitFor(() => expect(screen.getByTestId('decision-points-sum').textContent).toBe('合计：85 / 100'));
    fireEvent.change(screen.getByTestId('decision-feedback'), { target: { value: '目标清楚。' } });
    fireEvent.click(screen.getByTestId('decision-grade'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/assessment/assignments/submission/23'));
    expect(api.of(ApiPaths.assessmentDecideSubmission)[0]!.body).toEqual({
      decision: 'grade',
      submissionId: 21,
      round: 1,
      rubricPoints: [35, 50],
      feedback: '目标清楚。',
    });
    expect(api.of(ApiPaths.assessmentSubmissionQueue)[0]!.query.get('filter')).toBe('waiting');
    expect(await screen.findByText('孙老师')).toBeTruthy();
  }, 60_000);

  test('returning needs feedback; a decision another tutor made first is named and the submission read again', async () => {
    const shown = await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentTutorSubmission) return tutorSubmission();
      if (call.path === ApiPaths.assessmentDecideSubmission) return refusal(409, 4972, '这份作业已被其他辅导教师批阅');
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/submission/21');
    fireEvent.click(await screen.findByTestId('decision-return'));
    await waitFor(() => expect(shown.map((message) => message.text)).toContain('退回时请填写评语，说明需要修改的地方'));
    expect(api.of(ApiPaths.assessmentDecideSubmission)).toEqual([]);
    fireEvent.change(screen.getByTestId('decision-feedback'), { target: { value: '请补充评价环节。' } });
    fireEvent.click(screen.getByTestId('decision-return'));
    await waitFor(() => expect(shown.map((message) => message.text)).toContain('这份作业已被其他辅导教师批阅'));
    expect(api.of(ApiPaths.assessmentDecideSubmission)[0]!.body).toEqual({
      decision: 'return',
      submissionId: 21,
      round: 1,
      feedback: '请补充评价环节。',
    });
    await waitFor(() => expect(api.of(ApiPaths.assessmentTutorSubmission).length).toBeGreaterThanOrEqual(2));
  }, 60_000);

  test('a graded submission has no decision form and is marked excellent after a confirmation', async () => {
    await signInWith(['district_admin']);
    const graded = round({
      status: 'graded',
      decision: { score: 85, rawScore: 85, rubricPoints: [35, 50], feedback: '很好。', decidedAt: '2026-11-23T02:00:00.000Z' },
    });
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentTutorSubmission)
        return tutorSubmission({ status: 'graded', rounds: [graded], counted: { score: 85, passed: true, round: 1 } });
      if (call.path === ApiPaths.assessmentMarkExcellent) return tutorSubmission({ status: 'graded', excellent: true });
      return undefined;
    });
    renderRoutes(ROUTES, '/manage/assessment/assignments/submission/21');
    await screen.findByTestId('tutor-submission');
    expect(screen.queryByTestId('decision-form')).toBeNull();
    expect(screen.getByTestId('round-score-1').textContent).toBe('85 / 100 分');
    fireEvent.click(screen.getByTestId('mark-excellent'));
    expect(api.of(ApiPaths.assessmentMarkExcellent)).toEqual([]);
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(api.of(ApiPaths.assessmentMarkExcellent)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentMarkExcellent)[0]!.body).toEqual({ submissionId: 21, excellent: true });
  }, 60_000);
});
