import { ApiPaths } from '@yanxiu/contract/paths';
import type { ManageProjectRow } from '@yanxiu/contract/selection';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import ProjectsPage from './ProjectsPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (prjId: number, state: ManageProjectRow['state'], manageable: boolean): ManageProjectRow =>
  ({
    prjId,
    title: `评选${prjId}`,
    category: '1',
    kind: '1',
    level: '2',
    applyScope: '1',
    selfReview: '2',
    scoreAggregation: 'mean',
    state,
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2026-12-31T10:00:00.000Z',
    schoolQuota: 3,
    groups: [],
    ownerOrgName: '示范区教育局',
    version: 1,
    applicationCount: 2,
    manageable,
  }) as unknown as ManageProjectRow;

function answer() {
  fakeApi((call) =>
    call.path === ApiPaths.selectionManageProjects
      ? {
          records: [row(1, 'draft', true), row(2, 'published', true), row(3, 'closed', true), row(4, 'published', false)],
          total: 4,
          current: 1,
          size: 10,
        }
      : null,
  );
}

describe('the staff project list', { timeout: 15_000 }, () => {
  test("district staff reach a published or closed project's results from its row; not a draft's, nor another unit's", async () => {
    await signInWith(['district_admin']);
    answer();
    renderAt('/manage/selection', <ProjectsPage />, '/manage/selection');
    const table = await screen.findByTestId('projects');
    await within(table).findByText('评选1');
    expect(screen.getByTestId('project-results-2').getAttribute('href')).toBe('/manage/selectionResults?prjId=2');
    expect(screen.getByTestId('project-results-3').getAttribute('href')).toBe('/manage/selectionResults?prjId=3');
    expect(screen.queryByTestId('project-results-1')).toBeNull();
    expect(screen.queryByTestId('project-results-4')).toBeNull();
  });

  test('school staff, who do not run scoring, get no results link', async () => {
    await signInWith(['school_admin']);
    answer();
    renderAt('/manage/selection', <ProjectsPage />, '/manage/selection');
    await within(await screen.findByTestId('projects')).findByText('评选2');
    expect(screen.queryByTestId('project-results-2')).toBeNull();
  });
});
