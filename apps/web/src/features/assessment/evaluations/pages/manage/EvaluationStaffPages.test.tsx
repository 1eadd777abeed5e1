import { ApiPaths } from '@yanxiu/contract/paths';
import type { DistrictEvaluationRow } from '@yanxiu/contract/assessment-evaluations';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoutes } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { restoreWidth, widthOf } from '@/shared/testing/window-width';
import { evaluationResults, managedEvaluation } from '../../testing/evaluation-fixtures';
import DistrictEvaluationsPage from './DistrictEvaluationsPage';
import EvaluationEditPage from './EvaluationEditPage';
import EvaluationResultsPage from './EvaluationResultsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restoreWidth();
});

const BUILDER_ROUTES = [
  { path: '/manage/assessment/evaluations/new', element: <EvaluationEditPage /> },
  { path: '/manage/assessment/evaluations/:evaluationId', element: <EvaluationEditPage /> },
];
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });

describe('the questionnaire builder', () => {
  test('a new unit’s questionnaire: questions of each kind, reordered, saved on the unit; a problem is said first, naming the question', async () => {
    const shown = await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageEvaluations) return page([]);
      if (call.path === ApiPaths.assessmentManageSaveEvaluation) return managedEvaluation({ id: 21 });
      if (call.path === ApiPaths.assessmentManageEvaluation) return managedEvaluation({ id: 21 });
      return undefined;
    });
    const view = renderRoutes(BUILDER_ROUTES, '/manage/assessment/evaluations/new?unitId=12&programmeId=3');
    const title = await screen.findByTestId('evaluation-title');
    expect(api.of(ApiPaths.assessmentManageEvaluations)[0]!.query.get('programmeId')).toBe('3');
    fireEvent.change(title, { target: { value: '结业评估问卷' } });
    fireEvent.change(screen.getByTestId('question-prompt-0'), { target: { value: '总体满意度' } });
    fireEvent.change(screen.getByTestId('question-low-0'), { target: { value: '很不满意' } });
    fireEvent.change(screen.getByTestId('question-high-0'), { target: { value: '非常满意' } });
    fireEvent.click(screen.getByTestId('question-add-single'));
    fireEvent.change(screen.getByTestId('question-prompt-1'), { target: { value: '是否推荐同事参加' } });
    fireEvent.click(screen.getByTestId('evaluation-save'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'warning', text: '第 2 题：至少需要两个选项，且选项不能为空' }]));
    expect(api.of(ApiPaths.assessmentManageSaveEvaluation)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('question-option-1-0'), { target: { value: '推荐' } });
    fireEvent.change(screen.getByTestId('question-option-1-1'), { target: { value: '不推荐' } });
    fireEvent.click(screen.getByTestId('question-add-text'));
    fireEvent.change(screen.getByTestId('question-prompt-2'), { target: { value: '意见和建议' } });
    fireEvent.click(screen.getByTestId('question-required-2'));
    // The open question moves to the top; its buttons are named by the question's position.
    fireEvent.click(screen.getByRole('button', { name: '上移第 3 题' }));
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 题' }));
    fireEvent.click(screen.getByTestId('evaluation-save'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentManageSaveEvaluation)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentManageSaveEvaluation)[0]!.body).toEqual({
      title: '结业评估问卷',
      intro: '',
      placement: { kind: 'unit', unitId: 12 },
      anonymous: true,
      opensAt: null,
      closesAt: null,
      questions: [
        { kind: 'text', prompt: '意见和建议', required: false, maxLength: 500 },
        { kind: 'rating', prompt: '总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
        { kind: 'single', prompt: '是否推荐同事参加', required: true, options: ['推荐', '不推荐'] },
      ],
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/assessment/evaluations/21'));
  }, 120_000);

  test('a unit that has its questionnaire opens it; once answered, anonymity and questions are fixed and the reason shown; publish at the version read', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.assessmentManageEvaluations)
        return page([{ ...managedEvaluation({ locked: true, responseCount: 3 }), questionCount: 3 }]);
      if (call.path === ApiPaths.assessmentManageEvaluation) return managedEvaluation({ locked: true, responseCount: 3 });
      if (call.path === ApiPaths.assessmentManagePublishEvaluation)
        return managedEvaluation({ locked: true, status: 'published', version: 3 });
      return undefined;
    });
    const view = renderRoutes(BUILDER_ROUTES, '/manage/assessment/evaluations/new?unitId=12&programmeId=3');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/manage/assessment/evaluations/9'));
    const anonymous = await screen.findByTestId('evaluation-anonymous');
    expect(anonymous.hasAttribute('disabled')).toBe(true);
    expect(anonymous.getAttribute('aria-describedby')).toBe('evaluation-locked-reason');
    expect(screen.getByTestId('evaluation-locked').textContent).toBe('已有教师作答：匿名设置和题目不能再修改，问卷也不能删除。');
    expect(screen.getByTestId('question-prompt-0').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('evaluation-responses').textContent).toBe('已收到 3 份答卷');
    fireEvent.click(screen.getByTestId('evaluation-publish'));
    fireEvent.click(await screen.findByTestId('evaluation-publish-ok'));
    await waitFor(() => expect(api.of(ApiPaths.assessmentManagePublishEvaluation)).toHaveLength(1));
    expect(api.of(ApiPaths.assessmentManagePublishEvaluation)[0]!.body).toEqual({ evaluationId: 9, version: 2 });
  }, 60_000);

  test('teachers are refused the builder', async () => {
    await signInWith(['teacher']);
    fakeApi(() => undefined);
    renderRoutes(BUILDER_ROUTES, '/manage/assessment/evaluations/9');
    expect((await screen.findByTestId('evaluations-forbidden')).textContent).toContain('只有学校、区县管理员可以管理问卷');
  }, 60_000);
});

describe('results', () => {
  const RESULTS = [{ path: '/manage/assessment/evaluations/:evaluationId/results', element: <EvaluationResultsPage /> }];

  test('the rate, each rating’s mean and distribution as a chart with its table, choices counted, open texts without names', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => (call.path === ApiPaths.assessmentEvaluationResults ? evaluationResults() : undefined));
    renderRoutes(RESULTS, '/manage/assessment/evaluations/9/results');
    expect(screen.getByTestId('results-loading')).toBeTruthy();
    expect((await screen.findByTestId('results-responded')).textContent).toBe('已作答 3 人，应作答 40 人');
    expect(screen.getByTestId('result-mean-0').textContent).toBe('平均分 4（满分 5）');
    // The chart's text alternative: a table with the same numbers, named by the question.
    const ratings = screen.getByRole('table', { name: '第 1 题的答题分布' });
    expect(
      within(ratings)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['分值人数占比', '1 分00%', '2 分00%', '3 分133%', '4 分133%', '5 分133%']);
    expect(await screen.findByRole('img', { name: '第 1 题的答题分布图，数据见下表' })).toBeTruthy();
    const choices = screen.getByRole('table', { name: '第 2 题的答题分布' });
    expect(within(choices).getAllByRole('row')[2]!.textContent).toBe('分组研讨3100%');
    const texts = screen.getByTestId('result-texts-2');
    expect(texts.textContent).toBe('希望多一些案例。');
    expect(screen.getByTestId('results-export')).toBeTruthy();
  }, 60_000);

  test('no answers yet says so instead of empty charts', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) =>
      call.path === ApiPaths.assessmentEvaluationResults ? evaluationResults({ responseCount: 0, responseRate: 0 }) : undefined,
    );
    renderRoutes(RESULTS, '/manage/assessment/evaluations/9/results');
    expect((await screen.findByTestId('results-empty')).textContent).toContain('还没有教师提交问卷');
    expect(screen.queryByTestId('result-0')).toBeNull();
  }, 60_000);
});

describe('the view across programmes', () => {
  const row: DistrictEvaluationRow = {
    evaluationId: 9,
    title: '培训满意度调查',
    anonymous: true,
    programmeId: 3,
    programmeTitle: '新教师师德培训',
    organiserName: '演示区教育局',
    opensAt: '2026-12-01T00:00:00.000Z',
    closesAt: '2026-12-20T16:00:00.000Z',
    enrolledCount: 40,
    responseCount: 30,
    responseRate: 0.75,
    ratings: [{ position: 0, prompt: '总体满意度', scale: 5, mean: 4.25 }],
  };

  test('each programme’s rate and mean ratings; a search asks again from the first page; on a phone, cards', async () => {
    await signInWith(['district_admin']);
    widthOf(375);
    const api = fakeApi((call) => (call.path === ApiPaths.assessmentEvaluationDistrict ? page([row]) : undefined));
    renderRoutes([{ path: '/manage/assessment/evaluations', element: <DistrictEvaluationsPage /> }], '/manage/assessment/evaluations');
    const list = await screen.findByTestId('district-evaluations');
    await waitFor(() => expect(list.textContent).toContain('75%（30/40）'));
    expect(list.textContent).toContain('总体满意度：4.25 / 5');
    expect(list.textContent).toContain('演示区教育局');
    expect(screen.getByTestId('district-results-9').getAttribute('href')).toBe('/manage/assessment/evaluations/9/results');
    fireEvent.change(screen.getByRole('searchbox', { name: '按项目或问卷名称搜索' }), { target: { value: '师德' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '按项目或问卷名称搜索' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.of(ApiPaths.assessmentEvaluationDistrict).at(-1)!.query.get('keyword')).toBe('师德'));
    expect(api.of(ApiPaths.assessmentEvaluationDistrict).at(-1)!.query.get('current')).toBe('1');
  }, 60_000);

  test('is district staff’s: a school admin reads why not and nothing is asked', async () => {
    await signInWith(['school_admin']);
    const api = fakeApi(() => undefined);
    renderRoutes([{ path: '/manage/assessment/evaluations', element: <DistrictEvaluationsPage /> }], '/manage/assessment/evaluations');
    expect((await screen.findByTestId('evaluations-forbidden')).textContent).toContain('只有区县管理员可以对比各培训项目的评估结果');
    expect(api.of(ApiPaths.assessmentEvaluationDistrict)).toHaveLength(0);
  }, 60_000);
});
