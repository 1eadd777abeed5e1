import { ErrorCodes } from '@yanxiu/contract/errors';
import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, managedProgramme, refusal, renderAt, signInAs } from '../../training.fixtures';
import ProgrammeEditPage from './ProgrammeEditPage';

let shown: Array<{ kind: string; text: string }>;
beforeEach(async () => {
  shown = await signInAs(['district_admin']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyPage = { records: [], total: 0, current: 1, size: 10 };

describe('editing a programme', () => {
  test('saves with the version read, the price in fen and the units in order with their ids', async () => {
    let version = 3;
    const api = fakeApi((call) => {
      if (call.path === '/training/manage/programmes/42') return managedProgramme({ version });
      if (call.path === ApiPaths.trainingManageUpdateProgramme) {
        version = 4;
        return managedProgramme({ version });
      }
      if (call.path === ApiPaths.trainingManageEnrolments || call.path === ApiPaths.trainingStudios) return emptyPage;
      return undefined;
    });
    renderAt('/manage/training/:id', <ProgrammeEditPage />, '/manage/training/42');
    expect((await screen.findByTestId('programme-title')).getAttribute('value')).toBe('小学数学大单元教学设计');
    expect(screen.getByTestId('programme-status').textContent).toBe('草稿');
    expect((screen.getByTestId('programme-price') as HTMLInputElement).value).toBe('99');

    fireEvent.click(screen.getByTestId('unit-down-0'));
    fireEvent.click(screen.getByTestId('programme-save'));
    await waitFor(() => expect(api.of(ApiPaths.trainingManageUpdateProgramme)).toHaveLength(1));
    const body = api.of(ApiPaths.trainingManageUpdateProgramme)[0]!.body as Record<string, unknown> & { units: Array<{ id?: number }> };
    expect(body).toMatchObject({
      id: 42,
      version: 3,
      kind: 'supermarket',
      priceCents: 9900,
      enrolMode: 'purchase',
      startsOn: '2027-02-01',
      endsOn: '2027-03-31',
    });
    expect(body.units.map((unit) => unit.id)).toEqual([502, 501]);
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已保存' }));
  }, 20_000);

  test('a 409 tells the user someone else changed it and reloads on request', async () => {
    let reads = 0;
    const api = fakeApi((call) => {
      if (call.path === '/training/manage/programmes/42') {
        reads += 1;
        return managedProgramme({ version: reads === 1 ? 3 : 5, title: reads === 1 ? '旧标题' : '他人修改后的标题' });
      }
      if (call.path === ApiPaths.trainingManageUpdateProgramme) return refusal(409, 4090, '数据已被修改');
      if (call.path === ApiPaths.trainingManageEnrolments || call.path === ApiPaths.trainingStudios) return emptyPage;
      return undefined;
    });
    renderAt('/manage/training/:id', <ProgrammeEditPage />, '/manage/training/42');
    await screen.findByTestId('programme-title');
    fireEvent.click(screen.getByTestId('programme-save'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('内容已被他人修改');
    expect(shown.filter((entry) => entry.kind === 'error')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect((screen.getByTestId('programme-title') as HTMLInputElement).value).toBe('他人修改后的标题'));
    expect(api.of(ApiPaths.trainingManageUpdateProgramme)).toHaveLength(1);
  }, 20_000);

  test('a unit removal the server refuses (an exam teachers sat) names the unit on the units tab, not as a stale edit', async () => {
    const sat = '单元“结业考试”的考试已有教师作答，删除它会丢失他们的作答和成绩，因此不能删除';
    const api = fakeApi((call) => {
      if (call.path === '/training/manage/programmes/42') return managedProgramme({ version: 3 });
      if (call.path === ApiPaths.trainingManageUpdateProgramme) {
        return refusal(409, ErrorCodes.ASSESSMENT_EXAM_UNIT_SAT.code, sat);
      }
      if (call.path === ApiPaths.trainingManageEnrolments || call.path === ApiPaths.trainingStudios) return emptyPage;
      return undefined;
    });
    renderAt('/manage/training/:id', <ProgrammeEditPage />, '/manage/training/42');
    await screen.findByTestId('programme-title');
    fireEvent.click(screen.getByTestId('programme-save'));
    await waitFor(() => expect(shown).toContainEqual({ kind: 'error', text: sat }));
    expect(api.of(ApiPaths.trainingManageUpdateProgramme)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('课程单元');
  }, 20_000);

  test('a school admin creating a programme can choose school-based training only', async () => {
    await signInAs(['teacher', 'school_admin']);
    fakeApi((call) => (call.path === ApiPaths.trainingStudios ? emptyPage : undefined));
    renderAt('/manage/training/new', <ProgrammeEditPage />, '/manage/training/new');
    const kind = await screen.findByTestId('programme-kind');
    expect(kind.textContent).toContain('校本培训');
    expect(kind.className).toContain('disabled');
    expect(screen.getByText('校本培训面向本校教师')).toBeTruthy();
  }, 20_000);
});
