import { ApiPaths } from '@yanxiu/contract/paths';
import type { ActivityDetail } from '@yanxiu/contract/research';
import type { AttendancePage, CheckInCode } from '@yanxiu/contract/research-interaction';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, refusal } from '@/shared/testing/fake-api';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith, type Shown } from '@/shared/testing/sign-in';
import { AttendancePanel } from '../components/AttendancePanel';
import ActivityPage from './ActivityPage';

// The activity page's feedback and attendance: a participant types the check-in code of an online activity; sign-up
// and publishing say they were done (publishing asks first), as leaving and withdrawing do; the facts read sensibly without a capacity; the
// organiser's check-in switch is named and toggled by its label.

const shown: Shown[] = [];
beforeEach(async () => {
  await signInWith(['teacher'], shown);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;
const iso = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

function detail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    id: 8,
    kind: 'lecture',
    title: '线上专家讲座',
    coverFileId: null,
    organiserName: '区教研室',
    organiserGroupId: null,
    mode: 'online',
    place: null,
    startsAt: iso(-10),
    endsAt: iso(80),
    audience: 'open',
    sectionCodes: [],
    subjectCodes: [],
    capacity: null,
    seatsTaken: 0,
    creditHours: 2,
    state: 'running',
    joined: false,
    description: '',
    meetingUrl: 'https://meeting.example.cn/456',
    targetSchoolIds: [],
    hoursCategory: 'professional',
    completionRule: ['attended'],
    programmeId: null,
    stages: [],
    participantCount: 0,
    participants: [],
    canManage: false,
    signUpBlocker: null,
    myProgress: null,
    version: 1,
    ...overrides,
  };
}

const joined = { joinedAt: iso(-60), done: [], remaining: ['attended' as const], completedAt: null };
const openPage = () => renderAt('/research/ActivityCover/:id', <ActivityPage />, '/research/ActivityCover/8');
/** The confirming button of the pop-up confirmation asking `question`. */
const confirmOf = (question: HTMLElement) => question.closest<HTMLElement>('.ant-popover')!.querySelector<HTMLElement>('.ant-btn-primary')!;

describe('the activity page', () => {
  test('without a capacity the facts give the count of who joined, not a limit', async () => {
    fakeApi((call) => (call.path === '/research/activities/8' ? detail() : undefined));
    openPage();
    const facts = await screen.findByTestId('activity-facts', {}, { timeout: 10_000 });
    expect(within(facts).getByText('报名人数')).toBeTruthy();
    expect(within(facts).getByText('已报名 0 人（不限名额）')).toBeTruthy();
    expect(within(facts).queryByText('名额上限')).toBeNull();
  });

  test('a participant of an online activity types the code shown in the meeting and is checked in', async () => {
    let attended = false;
    const api = fakeApi((call) => {
      if (call.path === '/research/activities/8')
        return detail({ joined: true, myProgress: attended ? { ...joined, done: ['attended'], remaining: [] } : joined });
      if (call.path !== ApiPaths.researchCheckIn) return undefined;
      if ((call.body as { code: string }).code !== '123456') return refusal(422, 4851, '签到码无效，请使用组织者正在展示的签到码');
      attended = true;
      return { activityId: 8, attendedAt: iso(0) };
    });
    openPage();
    const entry = await screen.findByTestId('check-in-entry', {}, { timeout: 10_000 });
    const input = within(entry).getByRole('textbox', { name: '签到码' });
    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.click(within(entry).getByTestId('check-in-entry-submit'));
    expect(await screen.findByText('签到码无效，请使用组织者正在展示的签到码')).toBeTruthy();
    expect(shown).toEqual([]);

    fireEvent.change(input, { target: { value: '123 456' } });
    fireEvent.click(within(entry).getByTestId('check-in-entry-submit'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '签到成功' }]));
    expect(api.of(ApiPaths.researchCheckIn).map((call) => call.body)).toEqual([
      { activityId: 8, code: '654321' },
      { activityId: 8, code: '123456' },
    ]);
    // Attended: the progress shows it and the box goes.
    await waitFor(() => expect(screen.getByTestId('fact-attended').getAttribute('data-done')).toBe('true'));
    expect(screen.queryByTestId('check-in-entry')).toBeNull();
  });

  test('no check-in box before the check-in opens, nor for someone who has not joined', async () => {
    fakeApi((call) =>
      call.path === '/research/activities/8' ? detail({ state: 'published', startsAt: iso(180), endsAt: iso(270) }) : undefined,
    );
    openPage();
    await screen.findByTestId('activity-facts', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('check-in-entry')).toBeNull();
  });

  test('signing up says so', async () => {
    const api = fakeApi((call) =>
      call.path === '/research/activities/8' ? detail({ state: 'published', startsAt: iso(600), endsAt: iso(700) }) : undefined,
    );
    openPage();
    fireEvent.click(await screen.findByTestId('sign-up', {}, { timeout: 10_000 }));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '报名成功' }]));
    expect(api.of(ApiPaths.researchSignUp).map((call) => call.body)).toEqual([{ activityId: 8 }]);
  });

  test('the organiser confirms before a draft is published, and is told it is', async () => {
    const api = fakeApi((call) => {
      if (call.path === '/research/activities/8')
        return detail({ state: 'draft', canManage: true, signUpBlocker: 'not_published', version: 3 });
      if (call.path === ApiPaths.researchPublishActivity) return { id: 8, version: 4 };
      return undefined;
    });
    openPage();
    fireEvent.click(await screen.findByTestId('publish-activity', {}, { timeout: 10_000 }));
    expect(await screen.findByText('发布后，参与范围内的教师即可看到并报名。确定发布吗？')).toBeTruthy();
    expect(api.of(ApiPaths.researchPublishActivity)).toEqual([]);
    fireEvent.click(await screen.findByTestId('publish-activity-confirm'));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '活动已发布' }]));
    expect(api.of(ApiPaths.researchPublishActivity).map((call) => call.body)).toEqual([{ id: 8, version: 3 }]);
  });

  test('leaving, once confirmed, says so', async () => {
    const api = fakeApi((call) =>
      call.path === '/research/activities/8'
        ? detail({ state: 'published', startsAt: iso(600), endsAt: iso(700), joined: true, signUpBlocker: 'joined', myProgress: joined })
        : undefined,
    );
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: '取消报名' }, { timeout: 10_000 }));
    const question = await screen.findByText('确定取消报名吗？');
    expect(api.of(ApiPaths.researchCancelSignUp)).toEqual([]);
    fireEvent.click(confirmOf(question));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '已取消报名' }]));
    expect(api.of(ApiPaths.researchCancelSignUp).map((call) => call.body)).toEqual([{ activityId: 8 }]);
  });

  test('the organiser withdraws a published activity nobody joined, once confirmed, and is told it is a draft again', async () => {
    const api = fakeApi((call) => {
      if (call.path === '/research/activities/8')
        return detail({ state: 'published', startsAt: iso(600), endsAt: iso(700), canManage: true, version: 4 });
      if (call.path === ApiPaths.researchWithdrawActivity) return { id: 8, version: 5 };
      return undefined;
    });
    openPage();
    fireEvent.click(await screen.findByTestId('withdraw-activity', {}, { timeout: 10_000 }));
    const question = await screen.findByText('撤回后参与者将看不到此活动，确定撤回吗？');
    expect(api.of(ApiPaths.researchWithdrawActivity)).toEqual([]);
    fireEvent.click(confirmOf(question));
    await waitFor(() => expect(shown).toEqual([{ kind: 'success', text: '活动已撤回为草稿' }]));
    expect(api.of(ApiPaths.researchWithdrawActivity).map((call) => call.body)).toEqual([{ id: 8, version: 4 }]);
  });
});

describe("the organiser's attendance panel", () => {
  test('the check-in switch is named by its label, which toggles it; an online activity shows the digits to type', async () => {
    const list: AttendancePage = { records: [], total: 0, current: 1, size: 20, attendedCount: 0 };
    const code: CheckInCode = {
      activityId: 8,
      code: 'k0-0123456789abcdef01234567',
      typedCode: '123456',
      expiresAt: iso(1),
      windowSeconds: 30,
    };
    fakeApi((call) => (call.path === ApiPaths.researchAttendance ? list : call.path === ApiPaths.researchCheckInCode ? code : undefined));
    renderAt('/research/ActivityCover/:id', <AttendancePanel activityId={8} mode="online" />, '/research/ActivityCover/8');
    const toggle = await screen.findByRole('switch', { name: '显示签到码' }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('在线上会议中共享屏幕展示：参与者在活动页面输入 6 位签到码完成签到。')).toBeTruthy();
    fireEvent.click(screen.getByText('显示签到码'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((await screen.findByTestId('check-in-code')).textContent).toBe('123456');
    // Online: no QR code to scan, the digits are what the meeting shows.
    expect(screen.getByTestId('check-in-qr').querySelector('.ant-qrcode')).toBeNull();
    fireEvent.click(screen.getByText('显示签到码'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
