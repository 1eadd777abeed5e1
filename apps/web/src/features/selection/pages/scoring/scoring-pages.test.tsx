import { ApiPaths } from '@yanxiu/contract/paths';
import type { RankingPage, ScoringDetail } from '@yanxiu/contract/selection-scoring';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ResultsManagePage from './ResultsManagePage';
import ScoringListPage from './ScoringListPage';
import ScoringPage from './ScoringPage';

// A loaded machine can take more than a second to show what a form or a table answers.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, pattern: string, path: string) {
  return renderAt(pattern, <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>, path);
}

function detail(change: Partial<ScoringDetail> = {}): ScoringDetail {
  return {
    applyId: 31,
    prjId: 4,
    projectTitle: '2026 年区级骨干教师评选',
    groupName: '小学数学',
    applicantName: '王芳',
    orgName: '示范区第一实验小学',
    introduction: '从教十年。',
    appliedAt: '2026-11-20T02:00:00.000Z',
    maxTotal: 30,
    sections: [
      {
        title: '教学业绩',
        indicators: [
          {
            itemId: 101,
            title: '公开课',
            kind: 'file',
            maxScore: 10,
            guide: '区级以上公开课每节 5 分',
            value: {
              text: null,
              number: null,
              options: [],
              files: [
                {
                  id: '8e4b92ba-ee2c-41ac-8836-dd1ca78ff6ea',
                  name: '公开课证明.pdf',
                  contentType: 'application/pdf',
                  size: 1412,
                  missing: false,
                },
              ],
              records: [],
            },
            selfScore: 8,
          },
          {
            itemId: 102,
            title: '教学反思',
            kind: 'text',
            maxScore: 20,
            guide: '',
            value: { text: '反思三篇', number: null, options: [], files: [], records: [] },
            selfScore: null,
          },
          {
            itemId: 103,
            title: '任教学段',
            kind: 'choice',
            maxScore: 0,
            guide: '',
            value: { text: null, number: null, options: ['小学'], files: [], records: [] },
            selfScore: null,
          },
        ],
      },
    ],
    mySheet: null,
    otherTotals: null,
    maySubmit: true,
    ...change,
  };
}

const scoreInput = (itemId: number) =>
  screen.getByTestId(`score-input-${itemId}`).querySelector('input') ?? (screen.getByTestId(`score-input-${itemId}`) as HTMLInputElement);

describe('the expert scoring page', { timeout: 15_000 }, () => {
  test('a score above the indicator maximum, below 0 or with two decimals, or no overall comment, is refused before anything is sent; a valid sheet is confirmed, then sent', async () => {
    await signInWith(['teacher', 'expert']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionScoringDetail) return detail();
      if (call.path === ApiPaths.selectionScoringSubmit) return { applyId: 31, total: 25.5, submittedAt: '2026-11-21T02:00:00.000Z' };
      return null;
    });
    show(<ScoringPage />, '/selection/scoring/:applyId', '/selection/scoring/31');
    await screen.findByTestId('scoring-form');
    // The guide is in sight beside the score; an indicator worth nothing takes no score.
    expect(screen.getByTestId('scoring-guide-101').textContent).toContain('区级以上公开课每节 5 分');
    expect(screen.queryByTestId('score-input-103')).toBeNull();

    fireEvent.change(scoreInput(101), { target: { value: '12' } });
    fireEvent.change(scoreInput(102), { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('scoring-submit'));
    await screen.findByText('得分不能超过满分 10');
    await screen.findByText('得分不能小于 0');
    fireEvent.change(scoreInput(102), { target: { value: '7.25' } });
    fireEvent.click(screen.getByTestId('scoring-submit'));
    await screen.findByText('得分最多保留一位小数');
    // The overall comment is required; a comment per indicator is not.
    expect(screen.getAllByText('请填写总体评语').length).toBe(1);
    expect(api.of(ApiPaths.selectionScoringSubmit)).toHaveLength(0);

    fireEvent.change(scoreInput(101), { target: { value: '7.5' } });
    fireEvent.change(scoreInput(102), { target: { value: '18' } });
    fireEvent.change(screen.getByTestId('score-comment-101').querySelector('textarea') ?? screen.getByTestId('score-comment-101'), {
      target: { value: '两节区级公开课' },
    });
    fireEvent.change(screen.getByTestId('score-overall-comment').querySelector('textarea') ?? screen.getByTestId('score-overall-comment'), {
      target: { value: '成果扎实' },
    });
    await waitFor(() => expect(screen.getByTestId('scoring-total').getAttribute('data-total')).toBe('25.5'));
    fireEvent.click(screen.getByTestId('scoring-submit'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('总分 25.5 分');
    expect(api.of(ApiPaths.selectionScoringSubmit)).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('scoring-confirm-ok'));
    await waitFor(() => expect(api.of(ApiPaths.selectionScoringSubmit)).toHaveLength(1));
    expect(api.of(ApiPaths.selectionScoringSubmit)[0]!.body).toEqual({
      applyId: 31,
      scores: [
        { itemId: 101, score: 7.5, comment: '两节区级公开课' },
        { itemId: 102, score: 18 },
      ],
      comment: '成果扎实',
    });
  });

  test('a submitted sheet shows read-only with the other experts’ totals; an own-school applicant is refused with the server’s reason', async () => {
    await signInWith(['teacher', 'expert']);
    fakeApi((call) => {
      if (call.path !== ApiPaths.selectionScoringDetail) return null;
      if (call.query.get('applyId') === '32') return refusal(403, 4751, '该申报人与您同校，按回避规定您不参与其评审');
      return detail({
        maySubmit: false,
        otherTotals: [22, 27.5],
        mySheet: {
          total: 25.5,
          comment: null,
          submittedAt: '2026-11-21T02:00:00.000Z',
          scores: [
            { itemId: 101, score: 7.5, comment: '两节区级公开课' },
            { itemId: 102, score: 18, comment: '反思深入' },
          ],
        },
      });
    });
    const view = show(<ScoringPage />, '/selection/scoring/:applyId', '/selection/scoring/31');
    await screen.findByTestId('scoring-submitted');
    expect(screen.getByTestId('scoring-other-totals').textContent).toContain('27.5');
    expect(screen.queryByTestId('scoring-submit')).toBeNull();
    expect(screen.queryByTestId('score-input-101')).toBeNull();
    expect(screen.getByTestId('scoring-given-101').textContent).toContain('7.5 / 10');
    expect(screen.getByTestId('scoring-total').textContent).toContain('25.5 / 30');
    view.unmount();

    show(<ScoringPage />, '/selection/scoring/:applyId', '/selection/scoring/32');
    const refused = await screen.findByTestId('scoring-forbidden');
    expect(refused.textContent).toContain('按回避规定');
  });

  test('someone without the expert role gets the refusal, not the sheet', async () => {
    await signInWith(['teacher']);
    const api = fakeApi(() => detail());
    show(<ScoringPage />, '/selection/scoring/:applyId', '/selection/scoring/31');
    await screen.findByTestId('scoring-expert-only');
    expect(api.calls).toHaveLength(0);
  });
});

const STATE: RankingPage['state'] = {
  prjId: 4,
  phase: 'scoring',
  aggregation: 'mean',
  noticeEndsOn: null,
  publishedAt: null,
  finalisedAt: null,
  selectedCount: 0,
  sheetsMissing: 0,
  version: 3,
};

function rankingRow(applyId: number, name: string, score: number | null, rank: number | null) {
  return {
    applyId,
    applicantName: name,
    orgName: '示范区实验中学',
    groupId: 7,
    groupName: '小学数学',
    score,
    expertsSubmitted: 2,
    expertsAssigned: 2,
    rank,
    selected: null,
    certificateId: null,
  };
}

describe('the ranking on the results page', { timeout: 15_000 }, () => {
  test('applications of equal score read as tied at their shared rank, and the next rank skips', async () => {
    await signInWith(['district_admin']);
    fakeApi((call) => {
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 50 };
      if (call.path === ApiPaths.selectionExperts)
        return {
          prjId: 4,
          phase: 'scoring',
          aggregation: 'mean',
          candidates: [],
          groups: [{ groupId: 7, groupName: '小学数学', applications: 4, experts: [] }],
        };
      if (call.path === ApiPaths.selectionRanking)
        return {
          records: [
            rankingRow(1, '甲', 90, 1),
            rankingRow(2, '乙', 85.5, 2),
            rankingRow(3, '丙', 85.5, 2),
            rankingRow(4, '丁', 80, 4),
            rankingRow(5, '戊', null, null),
          ],
          total: 5,
          current: 1,
          size: 100,
          state: STATE,
        };
      return null;
    });
    show(<ResultsManagePage />, '/manage/selectionResults', '/manage/selectionResults?prjId=4&tab=ranking');
    const table = await screen.findByTestId('ranking-table');
    await within(table).findByText('甲');
    const ranks = within(table)
      .getAllByTestId('rank')
      .map((cell) => [cell.getAttribute('data-rank'), cell.getAttribute('data-tied'), cell.textContent]);
    expect(ranks).toEqual([
      ['1', 'false', '第 1 名'],
      ['2', 'true', '第 2 名并列'],
      ['2', 'true', '第 2 名并列'],
      ['4', 'false', '第 4 名'],
    ]);
    expect(within(table).getByText('未排名')).toBeTruthy();
    // No winner ticked yet: nothing to publish.
    expect(screen.getByTestId('results-publish').hasAttribute('disabled')).toBe(true);
  });

  test('during the notice, ticking in one group keeps the winners published in the others', async () => {
    await signInWith(['district_admin']);
    const winner = (applyId: number, name: string, groupId: number, rank: number, selected: boolean) => ({
      ...rankingRow(applyId, name, 90 - rank, rank),
      groupId,
      selected,
    });
    const publicity = {
      ...STATE,
      phase: 'publicity' as const,
      noticeEndsOn: '2030-01-10',
      publishedAt: '2026-11-21T02:00:00.000Z',
      selectedCount: 2,
    };
    fakeApi((call) => {
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 50 };
      if (call.path === ApiPaths.selectionExperts)
        return {
          prjId: 4,
          phase: 'publicity',
          aggregation: 'mean',
          candidates: [],
          groups: [
            { groupId: 7, groupName: '小学数学', applications: 2, experts: [] },
            { groupId: 8, groupName: '初中物理', applications: 1, experts: [] },
          ],
        };
      if (call.path === ApiPaths.selectionRanking) {
        const records =
          call.query.get('groupId') === '7'
            ? [winner(1, '甲', 7, 1, true), winner(2, '乙', 7, 2, false)]
            : [winner(1, '甲', 7, 1, true), winner(2, '乙', 7, 2, false), winner(9, '壬', 8, 1, true)];
        return { records, total: records.length, current: 1, size: 100, state: publicity };
      }
      return null;
    });
    show(<ResultsManagePage />, '/manage/selectionResults', '/manage/selectionResults?prjId=4&tab=ranking');
    const table = await screen.findByTestId('ranking-table');
    await within(table).findByText('乙');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 乙 为拟入选' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 甲 为拟入选' }));
    fireEvent.click(screen.getByTestId('results-publish'));
    const dialog = await screen.findByRole('dialog');
    // 乙 in, 甲 out, and 壬 of the other group still on the list.
    expect(dialog.textContent).toContain('拟入选 2 人');
  });

  test('republishing one group keeps a winner published beyond the first 100 rows of the whole ranking', async () => {
    await signInWith(['district_admin']);
    const row = (applyId: number, groupId: number, rank: number, selected: boolean) => ({
      ...rankingRow(applyId, `申报人${applyId}`, 90 - rank / 10, rank),
      groupId,
      selected,
    });
    const publicity = {
      ...STATE,
      phase: 'publicity' as const,
      noticeEndsOn: '2030-01-10',
      publishedAt: '2026-11-21T02:00:00.000Z',
      selectedCount: 2,
    };
    // 250 applications in every group: the one winner of group 8 is on the third page.
    const everyGroup = Array.from({ length: 250 }, (_, index) =>
      index < 2 ? row(index + 1, 7, index + 1, index === 0) : row(index + 1, 8, index - 1, index === 249),
    );
    const pagesRead: string[] = [];
    fakeApi((call) => {
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 50 };
      if (call.path === ApiPaths.selectionExperts)
        return {
          prjId: 4,
          phase: 'publicity',
          aggregation: 'mean',
          candidates: [],
          groups: [
            { groupId: 7, groupName: '小学数学', applications: 2, experts: [] },
            { groupId: 8, groupName: '初中物理', applications: 248, experts: [] },
          ],
        };
      if (call.path === ApiPaths.selectionRanking) {
        const current = Number(call.query.get('current'));
        const size = Number(call.query.get('size'));
        const rows = call.query.get('groupId') === '7' ? everyGroup.slice(0, 2) : everyGroup;
        if (!call.query.get('groupId')) pagesRead.push(String(current));
        return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size, state: publicity };
      }
      return null;
    });
    show(<ResultsManagePage />, '/manage/selectionResults', '/manage/selectionResults?prjId=4&tab=ranking');
    const table = await screen.findByTestId('ranking-table');
    fireEvent.click(await within(table).findByRole('checkbox', { name: '选择 申报人2 为拟入选' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 申报人1 为拟入选' }));
    fireEvent.click(screen.getByTestId('results-publish'));
    const dialog = await screen.findByRole('dialog');
    // 申报人2 in, 申报人1 out, and 申报人250 (row 250 of the whole ranking) still on the list.
    expect(dialog.textContent).toContain('拟入选 2 人');
    expect(pagesRead).toContain('3');
  });
});

describe('the expert list', { timeout: 15_000 }, () => {
  test('filters by project and applicant name, both kept in the address and across the tabs', async () => {
    await signInWith(['teacher', 'expert']);
    const item = {
      applyId: 31,
      prjId: 4,
      projectTitle: '2026 年区级骨干教师评选',
      groupId: 7,
      groupName: '小学数学',
      applicantName: '王芳',
      orgName: '示范区第一实验小学',
      appliedAt: '2026-11-20T02:00:00.000Z',
      myTotal: null,
      scoredAt: null,
    };
    const api = fakeApi((call) =>
      call.path === ApiPaths.selectionScoringList
        ? { records: [item], total: 1, current: 1, size: 10, counts: { pending: 1, submitted: 0 } }
        : null,
    );
    const { router } = renderAt('/selection/scoring', <ScoringListPage />, '/selection/scoring?prjId=4&keyword=%E7%8E%8B');
    await within(await screen.findByTestId('scoring-table')).findByText('王芳');
    const first = api.calls.find((call) => call.path === ApiPaths.selectionScoringList)!;
    expect(Object.fromEntries(first.query)).toMatchObject({ state: 'pending', prjId: '4', keyword: '王' });
    // The project filter names the project by its title, and the search box is named.
    expect(screen.getByTestId('scoring-project').textContent).toContain('2026 年区级骨干教师评选');
    const search = screen.getByRole('searchbox', { name: '申报人姓名' });
    fireEvent.change(search, { target: { value: '李' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?prjId=4&keyword=%E6%9D%8E'));
    fireEvent.click(screen.getByRole('tab', { name: /已评分/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=submitted&prjId=4&keyword=%E6%9D%8E'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.query.get('state') === 'submitted' && call.query.get('keyword') === '李' && call.query.get('prjId') === '4',
        ),
      ).toBe(true),
    );
  });
});
