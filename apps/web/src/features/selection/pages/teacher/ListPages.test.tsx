import { ApiPaths } from '@yanxiu/contract/paths';
import type { MyApplication, ProjectForTeacher } from '@yanxiu/contract/selection';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import MyApplicationsPage from './MyApplicationsPage';
import ProjectsPage from './ProjectsPage';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AT = '2026-11-20T02:00:00.000Z';
function project(prjId: number, change: Partial<ProjectForTeacher> = {}): ProjectForTeacher {
  return {
    prjId,
    title: `评选项目${prjId}`,
    category: '1',
    kind: '1',
    level: '2',
    applyScope: '1',
    selfReview: '2',
    scoreAggregation: 'mean',
    state: 'published',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
    schoolQuota: null,
    ownerOrgId: '1',
    ownerOrgName: '示范区教育局',
    open: true,
    eligible: true,
    reasons: [],
    applyId: null,
    applyStatus: '0',
    ...change,
  };
}

describe("the teacher's selection lists", { timeout: 20_000 }, () => {
  test('/selection: each project with its labels, window and my status; why not where I do not qualify; the action that fits', async () => {
    await signInWith(['teacher']);
    const all = [
      project(1),
      project(2, {
        eligible: false,
        reasons: [
          { code: 'section', required: null, actual: null },
          { code: 'learningHours', required: 40, actual: 12 },
        ],
      }),
      project(3, { applyId: 7, applyStatus: '5' }),
      project(4, { applyId: 8, applyStatus: '4', category: '2', kind: '3' }),
    ];
    // The server filters and pages: here "eligible" drops the second, and the total says how many there are in all.
    const api = fakeApi((call) => {
      if (call.path !== ApiPaths.selectionProjects) return null;
      const records = call.query.get('show') === 'eligible' ? all.filter((row) => row.eligible) : all;
      return { records, total: records.length + 20, current: Number(call.query.get('current')), size: Number(call.query.get('size')) };
    });
    renderAt('/selection', <ProjectsPage />, '/selection');
    const cards = await screen.findAllByTestId('project-card');
    expect(cards).toHaveLength(4);
    const [first, second, third, fourth] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('教育教学');
    expect(first.textContent).toContain('区县级');
    expect(first.textContent).toContain('申报时间：2026-11-01 08:00 至 2026-12-31 08:00');
    expect(within(first).getByTestId('apply-status').textContent).toBe('未申报');
    expect(within(first).getByTestId('project-apply').getAttribute('href')).toBe('/mySelection/apply/1');
    expect(within(second).getByTestId('ineligible-reasons').textContent).toBe('暂不符合申报条件：学段不符合和学时不足（要求 40，当前 12）');
    expect(within(second).getByTestId('project-view')).toBeTruthy();
    expect(within(third).getByTestId('project-continue')).toBeTruthy();
    expect(within(fourth).getByTestId('apply-status').textContent).toBe('审核中');
    expect(fourth.textContent).toContain('工作室主持人');
    expect(screen.getByText('共 24 个项目')).toBeTruthy();
    expect(Object.fromEntries(api.of(ApiPaths.selectionProjects)[0]!.query)).toMatchObject({ current: '1', size: '10' });
    // Only those I may apply to: asked of the server, back on page one.
    fireEvent.click(screen.getByText('可申报'));
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(3));
    expect(api.of(ApiPaths.selectionProjects).at(-1)!.query.get('show')).toBe('eligible');
    // The next page is the server's next page.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.of(ApiPaths.selectionProjects).at(-1)!.query.get('current')).toBe('2'));
    expect(api.of(ApiPaths.selectionProjects).at(-1)!.query.get('show')).toBe('eligible');
  });

  test('/selection: empty and failed reads say so', async () => {
    await signInWith(['teacher']);
    fakeApi(() => ({ records: [], total: 0, current: 1, size: 10 }));
    renderAt('/selection', <ProjectsPage />, '/selection');
    expect((await screen.findByTestId('projects-empty')).textContent).toContain('目前没有面向你开放的评选项目');
    cleanup();
    fakeApi(() => refusal(500, 500, '服务器错误'));
    renderAt('/selection', <ProjectsPage />, '/selection');
    expect(await screen.findByText('评选项目加载失败')).toBeTruthy();
  });

  test('/my/selection: my applications with status, result and the next step', async () => {
    await signInWith(['teacher']);
    const application = (applyId: number, change: Partial<MyApplication>): MyApplication => ({
      applyId,
      prjId: applyId + 10,
      projectTitle: `项目${applyId}`,
      groupName: null,
      status: '4',
      stepCode: 'school',
      round: 1,
      nextStep: 'wait',
      result: null,
      resultStage: null,
      endsAt: AT,
      updatedAt: AT,
      submittedAt: AT,
      ...change,
    });
    fakeApi((call) =>
      call.path === ApiPaths.selectionMine
        ? [
            application(1, { status: '5', nextStep: 'revise' }),
            application(2, { status: '6', nextStep: 'none', result: 'selected', resultStage: 'provisional' }),
          ]
        : null,
    );
    renderAt('/my/selection', <MyApplicationsPage />, '/my/selection');
    const table = await screen.findByTestId('my-applications');
    await within(table).findByText('项目1');
    expect(
      within(table)
        .getAllByTestId('next-step')
        .map((cell) => cell.textContent),
    ).toEqual(['按意见修改后重新提交', '无需操作']);
    expect(within(table).getByTestId('result-tag').textContent).toBe('入选（公示中）');
    expect(within(table).getByTestId('application-continue').getAttribute('href')).toBe('/mySelection/apply/11');
    expect(within(table).getByTestId('application-view').getAttribute('href')).toBe('/mySelection/apply/12');
  });
});
