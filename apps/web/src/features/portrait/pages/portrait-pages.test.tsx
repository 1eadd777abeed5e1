import { ApiPaths } from '@yanxiu/contract/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, holdRoles, refusal, renderAt, setUpSignedIn, staffPortrait, teacherPortrait } from '../portrait.fixtures';
import StaffPortraitPage from './StaffPortraitPage';
import TeacherPortraitPage from './TeacherPortraitPage';

setUpSignedIn();

describe('/teacherPortrait', { timeout: 20_000 }, () => {
  test('shows the hours against the requirement and medians as tables beside the charts, and the phase history', async () => {
    const api = fakeApi(() => teacherPortrait());
    renderAt('/teacherPortrait', <TeacherPortraitPage />, '/teacherPortrait');
    expect((await screen.findByTestId('portrait-name')).textContent).toBe('王芳');
    expect(screen.getByTestId('portrait-phase').textContent).toBe('骨干教师');
    const hours = within(screen.getByTestId('portrait-hours-table'));
    expect(hours.getByText('2026')).toBeTruthy();
    expect(hours.getAllByText('36.5').length).toBe(5);
    expect(within(screen.getByTestId('portrait-radar-table')).getByText('已审核档案')).toBeTruthy();
    expect(screen.getByTestId('portrait-phase-history').textContent).toContain('由胜任型教师晋升至骨干教师');
    expect(screen.getByTestId('portrait-records').textContent).toContain('3');
    expect(api.of(ApiPaths.portraitTeacher)[0]!.query.get('userId')).toBeNull();
  });

  test('says when there is no phase change or record yet', async () => {
    fakeApi(() => teacherPortrait({ phases: { ladder: [], history: [] }, records: [] }));
    renderAt('/teacherPortrait', <TeacherPortraitPage />, '/teacherPortrait?userId=9&year=2025');
    expect((await screen.findByTestId('portrait-phase-history')).textContent).toContain('暂无阶段变化记录');
    expect(screen.getByTestId('portrait-records').textContent).toContain('还没有成长档案记录');
  });

  test('offers a retry when the portrait cannot be read', async () => {
    fakeApi(() => refusal(404, 4201, '未找到教师信息'));
    renderAt('/teacherPortrait', <TeacherPortraitPage />, '/teacherPortrait');
    expect(await screen.findByText('教师画像加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试|重试/ })).toBeTruthy();
  });
});

describe('/manage/portrait', { timeout: 20_000 }, () => {
  test('refuses a teacher without calling the server', async () => {
    const api = fakeApi(() => undefined);
    renderAt('/manage/portrait', <StaffPortraitPage />, '/manage/portrait');
    await screen.findByTestId('staff-portrait-forbidden');
    expect(api.of(ApiPaths.portraitManage)).toHaveLength(0);
  });

  test('shows a district admin the summary, the phase distribution as a table and the teachers, filters in the address', async () => {
    holdRoles(['district_admin']);
    const api = fakeApi((call) => (call.path === ApiPaths.portraitManage ? staffPortrait() : []));
    renderAt('/manage/portrait', <StaffPortraitPage />, '/manage/portrait?onlyBehind=true&sectionCode=2');
    const table = await screen.findByTestId('staff-portrait-table');
    expect((await within(table).findAllByText('王芳')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('staff-portrait-summary').textContent).toContain('40.5');
    expect(within(screen.getByTestId('staff-portrait-phases-table')).getByText('未定阶段')).toBeTruthy();
    const query = api.of(ApiPaths.portraitManage)[0]!.query;
    expect(query.get('onlyBehind')).toBe('true');
    expect(query.get('sectionCode')).toBe('2');
    expect(screen.getByTestId('staff-portrait-school')).toBeTruthy();
    expect(screen.getByTestId('staff-portrait-open-7').getAttribute('href')).toBe('/teacherPortrait?userId=7');
    expect(screen.getByRole('link', { name: '查看王芳的画像' })).toBeTruthy();
  });

  test('says so when nobody is behind', async () => {
    holdRoles(['school_admin']);
    fakeApi((call) => (call.path === ApiPaths.portraitManage ? staffPortrait({ records: [], total: 0 }) : []));
    renderAt('/manage/portrait', <StaffPortraitPage />, '/manage/portrait?onlyBehind=true');
    expect(await screen.findByText('没有学时落后的教师')).toBeTruthy();
    expect(screen.queryByTestId('staff-portrait-school')).toBeNull();
  });
});
