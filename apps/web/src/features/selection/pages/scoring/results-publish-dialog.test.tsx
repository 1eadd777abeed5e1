import { ApiPaths } from '@yanxiu/contract/paths';
import type { RankingPage } from '@yanxiu/contract/selection-scoring';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ResultsManagePage from './ResultsManagePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

const ROW = {
  applyId: 1,
  applicantName: '王芳',
  orgName: '示范区实验中学',
  groupId: 7,
  groupName: '小学数学',
  score: 90,
  expertsSubmitted: 2,
  expertsAssigned: 2,
  rank: 1,
  selected: null,
  certificateId: null,
};

test(
  'Enter in the publicity dialog’s date takes the typed day and publishes nothing; its OK button publishes (issue 39)',
  { timeout: 30_000 },
  async () => {
    await signInWith(['district_admin']);
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionManageProjects) return { records: [], total: 0, current: 1, size: 50 };
      if (call.path === ApiPaths.selectionExperts)
        return {
          prjId: 4,
          phase: 'scoring',
          aggregation: 'mean',
          candidates: [],
          groups: [{ groupId: 7, groupName: '小学数学', applications: 1, experts: [] }],
        };
      if (call.path === ApiPaths.selectionRanking) return { records: [ROW], total: 1, current: 1, size: 100, state: STATE };
      return null;
    });
    renderAt(
      '/manage/selectionResults',
      // No motion: antd's animations only slow the tests down.
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ResultsManagePage />
      </ConfigProvider>,
      '/manage/selectionResults?prjId=4&tab=ranking',
    );
    const table = await screen.findByTestId('ranking-table');
    await within(table).findByText('王芳');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 王芳 为拟入选' }));
    fireEvent.click(screen.getByTestId('results-publish'));
    const dialog = await screen.findByRole('dialog');

    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox'), '2030-01-10{Enter}');
    expect(api.of(ApiPaths.selectionPublishResults)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('results-publish-ok'));
    await waitFor(() => expect(api.of(ApiPaths.selectionPublishResults)).toHaveLength(1));
    expect(api.of(ApiPaths.selectionPublishResults)[0]!.body).toMatchObject({ prjId: 4, noticeEndsOn: '2030-01-10', selected: [1] });
  },
);
