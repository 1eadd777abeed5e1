import { ApiPaths } from '@yanxiu/contract/paths';
import { configure, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { usePageSubjectValue } from '@/shared/ui/page-subject';
import { basecode, storedProject } from './manage.fixtures';
import ProjectEditPage from './ProjectEditPage';

// A loaded two-core run renders these antd forms slowly: waits allow 5 s, each test a minute.
configure({ asyncUtilTimeout: 5_000 });

let shown: Shown[];
beforeEach(async () => {
  shown = await signInWith(['district_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the project editor', () => {
  test('a published project shows its items read-only, offers only extend and close, and saves nothing', async () => {
    const api = fakeApi((call) =>
      call.path === ApiPaths.selectionManageProject
        ? storedProject({ state: 'published', publishedAt: '2026-11-30T02:00:00.000Z', applicationCount: 1 })
        : basecode(call.path),
    );
    renderAt('/manage/selection/:prjId', <ProjectEditPage />, '/manage/selection/42');
    const view = await screen.findByTestId('items-view');
    expect(view.textContent).toContain('1.2 是否获奖');
    expect(view.textContent).toContain('是和否');
    expect(screen.queryByTestId('items-editor')).toBeNull();
    expect(screen.getByTestId('project-frozen').textContent).toContain('申报项已冻结');
    expect(screen.queryByTestId('project-save')).toBeNull();
    expect(screen.queryByTestId('project-publish')).toBeNull();
    expect(screen.getByTestId('project-extend')).toBeTruthy();
    expect(screen.getByTestId('project-close')).toBeTruthy();
    expect((screen.getByTestId('project-title') as HTMLInputElement).disabled).toBe(true);
    expect(api.of(ApiPaths.selectionManageProject)[0]!.query.get('prjId')).toBe('42');
    expect(api.of(ApiPaths.selectionManageSaveProject)).toHaveLength(0);
  }, 60_000);

  test('a draft saves its items in the order shown, with the version read, then may be published', async () => {
    let version = 3;
    const api = fakeApi((call) => {
      if (call.path === ApiPaths.selectionManageProject) return storedProject({ version });
      if (call.path === ApiPaths.selectionManageSaveProject) {
        version = 4;
        return { prjId: 42, state: 'draft', version, endsAt: '2026-12-31T10:00:00.000Z' };
      }
      return basecode(call.path);
    });
    renderAt('/manage/selection/:prjId', <ProjectEditPage />, '/manage/selection/42');
    await screen.findByTestId('items-editor');
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 部分' }));
    // Changed and not saved: publishing waits for the save.
    await waitFor(() => expect((screen.getByTestId('project-publish') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(api.of(ApiPaths.selectionManageSaveProject)).toHaveLength(1));
    const body = api.of(ApiPaths.selectionManageSaveProject)[0]!.body as {
      prjId: number;
      version: number;
      sections: Array<{ title: string; indicators: Array<{ title: string; options: unknown[] }> }>;
      startsAt: string;
      schoolQuota: number;
    };
    expect(body).toMatchObject({ prjId: 42, version: 3, startsAt: '2026-12-01T08:00:00+08:00', schoolQuota: 3 });
    expect(body.sections.map((section) => section.title)).toEqual(['教学成果', '师德表现']);
    expect(body.sections[1]!.indicators[1]!.options).toEqual([
      { key: 'a', label: '是' },
      { key: 'b', label: '否' },
    ]);
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
    await waitFor(() => expect((screen.getByTestId('project-publish') as HTMLButtonElement).disabled).toBe(false));
  }, 60_000);

  test('school staff read a district project, even a draft, without changing it', async () => {
    await signInWith(['teacher', 'school_admin']);
    fakeApi((call) => (call.path === ApiPaths.selectionManageProject ? storedProject() : basecode(call.path)));
    renderAt('/manage/selection/:prjId', <ProjectEditPage />, '/manage/selection/42');
    expect((await screen.findByTestId('project-not-ours')).textContent).toContain('该评选由演示区教育局负责');
    expect(screen.getByTestId('items-view')).toBeTruthy();
    expect(screen.queryByTestId('project-save')).toBeNull();
    expect(screen.queryByTestId('project-publish')).toBeNull();
  }, 60_000);

  test("the browser tab names the project once read, as a topic call's does", async () => {
    fakeApi((call) =>
      call.path === ApiPaths.selectionManageProject ? storedProject({ title: '2026年度优秀教学成果评选' }) : basecode(call.path),
    );
    let subject: string | null = null;
    function TabProbe() {
      subject = usePageSubjectValue();
      return null;
    }
    renderAt(
      '/manage/selection/:prjId',
      <>
        <ProjectEditPage />
        <TabProbe />
      </>,
      '/manage/selection/42',
    );
    await waitFor(() => expect(subject).toBe('2026年度优秀教学成果评选'));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('2026年度优秀教学成果评选');
  }, 60_000);
});
