import { ApiPaths } from '@yanxiu/contract/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { breakdown, CATEGORIES, fakeApi, holdRoles, refusal, renderAt, setUpSignedIn } from '../../learning.fixtures';
import StudyTimePage from './StudyTimePage';

const shown = setUpSignedIn();
const emptyPage = { records: [], total: 0, current: 1, size: 10 };

function answer(path: string) {
  if (path === ApiPaths.learningHours) return breakdown();
  if (path === ApiPaths.learningDeclarations) return emptyPage;
  if (path === ApiPaths.learningHourCategories) return { categories: CATEGORIES, completionShare: 0.95 };
  return undefined;
}

describe('/studyTime', { timeout: 20_000 }, () => {
  // The page's lazily loaded parts, imported once up front: their first import (antd's Table, the chart library,
  // the declaration form) took most of the first test's time on a busy machine; the tests still render them lazily.
  beforeAll(
    () =>
      Promise.all([import('../../components/HoursBelow'), import('../../components/MonthChart'), import('../../components/DeclareDialog')]),
    60_000,
  );

  test("a teacher sees where they stand in words, the ledger with reversals struck through, and may declare; nobody's entries can be reversed", async () => {
    const api = fakeApi((call) => answer(call.path));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime');
    expect((await screen.findByTestId('hours-state')).textContent).toBe('尚未达到 2026 年度学时要求，还差 42 学时。');
    expect(screen.getByTestId('progress-public').textContent).toContain('24 / 24 学时 · 已达标');
    expect(screen.getByTestId('progress-ethics').textContent).toContain('0 / 6 学时 · 还差 6 学时');
    // The ledger renders a moment after the numbers above it (deferred): the wait lasts as long as the test may.
    const entries = await screen.findByTestId('hours-entries');
    expect(within(entries).getByTestId('entry-reversed-note').textContent).toBe('已冲销：未实际出勤');
    expect(within(entries).getByTestId('entry-reversal-note').textContent).toBe('冲销原因：未实际出勤');
    expect(within(entries).getAllByText('线下研讨')[0]!.closest('del')).not.toBeNull();
    expect(within(entries).getByText('线上课程')).toBeTruthy();
    expect(within(entries).queryByTestId('entry-reverse-11')).toBeNull();
    expect(screen.getByTestId('hours-declare')).toBeTruthy();
    expect(screen.queryByTestId('hours-viewing')).toBeNull();
    await screen.findByTestId('my-declarations');
    expect(api.of(ApiPaths.learningHours)[0]!.query.has('userId')).toBe(false);
    await waitFor(() => expect(api.of(ApiPaths.learningDeclarations)).toHaveLength(1));
  });

  test('while the hours load, the year, export and declare controls already hold their places, the first two disabled', async () => {
    // Nothing answers: the page stays in its loading state. What is on screen now must be what stays, or it moves.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderAt('/studyTime', <StudyTimePage />, '/studyTime');
    const year = await screen.findByTestId('hours-year');
    expect(year.closest('.ant-select')!.classList.contains('ant-select-disabled')).toBe(true);
    expect((screen.getByTestId('hours-export') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hours-declare') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('study-time')).toBeNull();
  });

  test("the chart card holds the chart's height before the chart arrives", async () => {
    fakeApi((call) => answer(call.path));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime');
    await screen.findByTestId('study-time');
    const chart = await screen.findByTestId('hours-chart');
    // The slot around the lazily loaded chart is as tall as the chart itself, placeholder or chart.
    expect(chart.parentElement!.style.minHeight).toBe(chart.style.height);
    expect(chart.style.height).toBe('240px');
  });

  test('the year in the address is the year asked for', async () => {
    const api = fakeApi((call) => answer(call.path));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime?year=2025');
    await screen.findByTestId('study-time');
    expect(api.of(ApiPaths.learningHours)[0]!.query.get('year')).toBe('2025');
  });

  test('staff viewing a teacher see whose hours they are and reverse an entry with a reason', async () => {
    holdRoles(['teacher', 'school_admin']);
    const api = fakeApi((call) => answer(call.path));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime?userId=9');
    expect((await screen.findByTestId('hours-viewing')).textContent).toBe('正在查看 王老师 的学时');
    expect(api.of(ApiPaths.learningHours)[0]!.query.get('userId')).toBe('9');
    expect(screen.queryByTestId('my-declarations')).toBeNull();
    expect(api.of(ApiPaths.learningDeclarations)).toHaveLength(0);
    const reverse = await screen.findByTestId('entry-reverse-11');
    // Reversed entries and reversals offer no reversal.
    expect(screen.queryByTestId('entry-reverse-12')).toBeNull();
    expect(screen.queryByTestId('entry-reverse-13')).toBeNull();

    fireEvent.click(reverse);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('reverse-submit'));
    expect(await within(dialog).findByText('请填写冲销原因')).toBeTruthy();
    expect(api.of(ApiPaths.learningManageReverseEntry)).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('reverse-reason'), { target: { value: ' 重复计入 ' } });
    fireEvent.click(within(dialog).getByTestId('reverse-submit'));
    await waitFor(() => expect(api.of(ApiPaths.learningManageReverseEntry)).toHaveLength(1));
    expect(api.of(ApiPaths.learningManageReverseEntry)[0]!.body).toEqual({ entryId: 11, reason: '重复计入' });
    await waitFor(() => expect(shown).toContainEqual({ kind: 'success', text: '已冲销' }));
    // The breakdown is read again to show the reversal.
    await waitFor(() => expect(api.of(ApiPaths.learningHours).length).toBeGreaterThanOrEqual(2));
  });

  test("staff viewing a teacher may declare hours on the teacher's behalf; the dialog says for whom", async () => {
    holdRoles(['school_admin']);
    fakeApi((call) => answer(call.path));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime?userId=9');
    // Staff declare once the teacher's hours (and name) are in.
    const button = (await screen.findByTestId('hours-declare')) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    // The form's code loads when the button is first used.
    expect(await screen.findByText('为王老师申报校外学时')).toBeTruthy();
  });

  test('an entry someone else reversed meanwhile: the dialog closes, says so once, and the list refreshes', async () => {
    holdRoles(['school_admin']);
    const api = fakeApi((call) =>
      call.path === ApiPaths.learningManageReverseEntry ? refusal(409, 4503, '该学时记录已被冲销') : answer(call.path),
    );
    renderAt('/studyTime', <StudyTimePage />, '/studyTime?userId=9');
    fireEvent.click(await screen.findByTestId('entry-reverse-14'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reverse-reason'), { target: { value: '未实际出勤' } });
    fireEvent.click(within(dialog).getByTestId('reverse-submit'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'warning', text: '该记录已被冲销，已为您刷新。' }]));
    await waitFor(() => expect(api.of(ApiPaths.learningHours).length).toBeGreaterThanOrEqual(2));
  });

  test('a failed read offers a retry', async () => {
    let fail = true;
    fakeApi((call) => (call.path === ApiPaths.learningHours && fail ? refusal(500, 9999, 'boom') : answer(call.path)));
    renderAt('/studyTime', <StudyTimePage />, '/studyTime');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('study-time')).toBeTruthy();
  });
});
