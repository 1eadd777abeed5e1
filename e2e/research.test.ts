// Teaching research end to end in Chromium (issue 16): a group leader creates an offline lesson-observation activity
// with a lesson video, a discussion and an observation form, and publishes it; two members join; one watches the
// video, posts, fills the form and checks in by scanning the rotating code read off the organiser's screen; the
// other joins, posts and fills the form by the API. The organiser sees both forms in the aggregate and the
// attendance; the member who did everything finds the activity's hours on /studyTime. Then an online activity: the
// organiser shows the check-in code in the meeting and a member types it on the activity page, is marked attended,
// completes it and finds its hours on /studyTime. One server, a fresh database.
import path from 'node:path';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { ActivityDetail, GroupPage, MyResearch, SavedRef, SaveActivityInput } from '@yanxiu/contract/research';
import type { AttendancePage, FormTemplate } from '@yanxiu/contract/research-interaction';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login, type LoginInfo } from './support/api';
import { repoRoot } from './support/server';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';
import { chooseOption } from './support/select';
import { chinaWall } from '@yanxiu/contract/china-time';

// A teacher leads the group and uploads the lesson recording (teachers may upload research material); the backbone
// teacher and the expert (a teacher too) are its members.
const LEADER = 'teacher';
const WATCHER = 'backbone';
const OTHER = 'expert';
const TITLE = `同课异构观课 ${Date.now() % 100_000}`;
const VIDEO = path.join(repoRoot, 'apps/server/src/seed/media/sample-lesson.mp4');

describe('research: observation activity, joining, discussion, form, rotating check-in, hours', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', apiPath: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, apiPath, body);
  const openAs = (username: string, pagePath: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, pagePath);

  test('a leader runs an observation activity that completes a member and credits the hours', { timeout: 180_000 }, async () => {
    const base = fixture.server.baseUrl;
    const signIn = (username: string) => login(base, { username, password: PASSWORD });
    const [admin, leader, watcher, other] = await Promise.all([signIn('district_admin'), signIn(LEADER), signIn(WATCHER), signIn(OTHER)]);

    // The district sets up a cross-school group led by the leader, with the two members.
    const group = await api<SavedRef>(admin, 'POST', ApiPaths.researchSaveGroup, {
      name: `${TITLE} 教研组`,
      description: '',
      schoolId: null,
      sectionCode: null,
      subjectCode: null,
      leaderUserId: Number(leader.userId),
      open: false,
    });
    await api(leader, 'POST', ApiPaths.researchAddMembers, { groupId: group.id, userIds: [Number(watcher.userId), Number(other.userId)] });
    // The district's library gets a short form of its own (the demo's forms have five indicators to fill).
    const template = await api<FormTemplate>(admin, 'POST', ApiPaths.researchSaveFormTemplate, {
      title: `${TITLE} 量表`,
      indicators: [
        { key: 'goal', title: '教学目标', hint: '', maxScore: 10 },
        { key: 'talk', title: '师生互动', hint: '', maxScore: 20 },
      ],
    });

    try {
      // 1. The leader writes the activity: offline, running now, three stages, completed by attending, posting and the form.
      const organiser = await openAs(LEADER, '/research/createActivity');
      const organiserErrors = watchErrors(organiser);
      const form = organiser.locator('[data-testid=activity-form]');
      await form.waitFor();
      await organiser.locator('[data-testid=activity-title] input, input[data-testid=activity-title]').first().fill(TITLE);
      await chooseOption(organiser, '[data-testid=activity-organiser]', `${TITLE} 教研组`);
      const window = form.locator('.ant-picker-range').first();
      const [startInput, endInput] = [window.locator('input').nth(0), window.locator('input').nth(1)];
      // Enter confirms each typed time and never submits the half-filled form (it saved a draft and left the page).
      await startInput.click();
      await startInput.fill(chinaWall(new Date(Date.now() - 10 * 60_000)));
      await startInput.press('Enter');
      await endInput.click();
      await endInput.fill(chinaWall(new Date(Date.now() + 3 * 3_600_000)));
      await endInput.press('Enter');
      await organiser.keyboard.press('Escape');
      await expect.poll(() => endInput.inputValue()).not.toBe('');
      expect(new URL(organiser.url()).pathname).toBe('/pc/research/createActivity');
      await form.locator('label.ant-radio-wrapper', { hasText: /^线下$/ }).click();
      await organiser.locator('[data-testid=activity-place] input, input[data-testid=activity-place]').first().fill('区教师发展中心 302');
      await chooseOption(organiser, '[data-testid=add-stage]', '课例视频');
      await chooseOption(organiser, '[data-testid=add-stage]', '观课量表');
      const drafts = organiser.locator('[data-testid=stage-draft]');
      await expect.poll(() => drafts.count()).toBe(3);
      await drafts.nth(1).locator('input[type=file]').setInputFiles(VIDEO);
      await drafts.nth(1).locator('[data-testid=stage-video-upload-name]').waitFor({ timeout: 30_000 });
      await chooseOption(organiser, '[data-testid=stage-form-template]', template.title);
      await form.locator('label.ant-checkbox-wrapper', { hasText: '参与研讨' }).click();
      await form.locator('label.ant-checkbox-wrapper', { hasText: '提交观课量表' }).click();
      await organiser.locator('[data-testid=save-activity]').click();
      await organiser.waitForURL(/\/research\/ActivityCover\/\d+$/, { timeout: 15_000 });
      const activityId = Number(organiser.url().split('/').pop());
      // The one draft of this title is the one the save button made: the Enter key presses saved none.
      const sameTitle = (await api<MyResearch>(leader, 'GET', ApiPaths.researchMy)).organised.filter(
        (activity) => activity.title === TITLE,
      );
      expect(sameTitle.map((activity) => activity.id)).toEqual([activityId]);
      // Publishing asks first, then says it is done.
      await organiser.locator('[data-testid=publish-activity]').click();
      await organiser.locator('[data-testid=publish-activity-confirm]').click();
      await organiser.locator('.ant-message', { hasText: '活动已发布' }).waitFor();
      await organiser.locator('[data-testid=activity-state]', { hasText: '进行中' }).waitFor();
      await screenshot(organiser, 'research-organiser-published');

      // 2. The other member joins and takes part by the API; the watcher joins on the activity's page.
      await api(other, 'POST', ApiPaths.researchSignUp, { activityId });
      const detail = await api<ActivityDetail>(leader, 'GET', fillPath(ApiPaths.researchActivity, { id: activityId }));
      const stageOf = (kind: string) => detail.stages.find((stage) => stage.kind === kind)!;
      await api(other, 'POST', ApiPaths.researchCreatePost, { stageId: stageOf('discussion').id, text: '导入环节的情境设计值得借鉴。' });
      const indicators = (
        await api<{ indicators: Array<{ key: string; maxScore: number }> }>(
          other,
          'GET',
          `${ApiPaths.researchObservationForm}?stageId=${stageOf('observation').id}`,
        )
      ).indicators;
      await api(other, 'POST', ApiPaths.researchSubmitObservation, {
        stageId: stageOf('observation').id,
        scores: indicators.map((item) => ({ key: item.key, score: item.maxScore - 2 })),
        comment: '',
      });

      const member = await openAs(WATCHER, `/research/ActivityCover/${activityId}`);
      const memberErrors = watchErrors(member);
      await member.locator('[data-testid=sign-up]').click();
      await member.locator('[data-testid=my-progress]').waitFor();

      // 3. The watcher posts and hands in the form.
      await member.locator('[data-testid=new-post-text]').fill('板书设计清晰，建议提问再留一些等待时间。');
      await member.locator('[data-testid=new-post-submit]').click();
      await member.locator('[data-testid=post]', { hasText: '板书设计清晰' }).waitFor();
      await member.locator('[data-testid=fact-posted][data-done=true]').waitFor();
      for (const item of indicators)
        await member
          .locator(`[data-testid=score-${item.key}] input, input[data-testid=score-${item.key}]`)
          .first()
          .fill(String(item.maxScore - 1));
      await member.locator('[data-testid=observation-submit]').click();
      await member.locator('[data-testid=fact-form][data-done=true]').waitFor();

      // 4. Offline attendance: the organiser shows the rotating code; the watcher's phone opens the address it carries.
      await organiser.getByRole('tab', { name: '签到考勤' }).click();
      // The switch is named by its label, and the label turns it on.
      await organiser.getByRole('switch', { name: '显示签到码' }).waitFor();
      await organiser.getByText('显示签到码', { exact: true }).click();
      const code = organiser.locator('[data-testid=check-in-code]');
      await code.waitFor();
      await screenshot(organiser, 'research-check-in-code');
      const scanned = new URL((await code.getAttribute('data-url'))!);
      expect(scanned.pathname).toBe(`/pc/research/checkIn/${activityId}`);
      // A made-up code is refused and records nothing.
      await member.goto(`${base}/pc/research/checkIn/${activityId}?code=AAAAAAAAAAAAAAAAAAAAAA`);
      await member.locator('[data-testid=check-in-refused]').waitFor();
      await member.goto(`${base}${scanned.pathname}${scanned.search}`);
      await member.locator('[data-testid=check-in-done]').waitFor();
      await organiser.locator('[data-testid=attendance-table]').getByText('扫码签到').waitFor({ timeout: 15_000 });

      // 5. All three facts done: the activity is complete and its hours are on /studyTime.
      await member.goto(`${base}/pc/research/ActivityCover/${activityId}`);
      await member.locator('[data-testid=completed]').waitFor();
      await member.goto(`${base}/pc/studyTime`);
      await member.locator('[data-testid=hours-entries]').getByText(TITLE, { exact: false }).first().waitFor();
      await screenshot(member, 'research-study-time');

      // 6. The organiser's aggregate counts both forms.
      await organiser.reload();
      await organiser
        .locator('[data-testid=observation-results]')
        .getByText(/2 人提交/)
        .waitFor();
      const page: GroupPage = await api<GroupPage>(leader, 'GET', fillPath(ApiPaths.researchGroup, { id: group.id }));
      expect(page.running.map((activity) => activity.id)).toContain(activityId);

      // 7. The watcher plays the lesson video on the activity's page.
      await member.goto(`${base}/pc/research/ActivityCover/${activityId}`);
      await member.locator('[data-testid=stage-video-player], [data-testid=stage-video-failed]').first().waitFor();
      expect(
        await member.locator('[data-testid=stage-video-failed]').count(),
        'the video stage loads its recording for a participant',
      ).toBe(0);
      await member.waitForFunction(
        () => (document.querySelector<HTMLVideoElement>('[data-testid=stage-video-player]')?.readyState ?? 0) >= 1,
      );
      await member.evaluate(async () => {
        const element = document.querySelector<HTMLVideoElement>('[data-testid=stage-video-player]')!;
        element.muted = true;
        await element.play();
      });
      await member.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid=stage-video-player]')!.currentTime > 0.5);

      // 8. An online activity: the organiser shows the check-in code in the meeting; the other member types its digits
      // on the activity page and is marked attended, which completes the activity.
      const online: SaveActivityInput = {
        kind: 'lecture',
        title: `${TITLE} 线上讲座`,
        organiserGroupId: group.id,
        mode: 'online',
        meetingUrl: 'https://meeting.example.cn/e2e',
        startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        audience: 'group',
        creditHours: 1,
        completionRule: ['attended'],
        stages: [{ kind: 'discussion', title: '互动答疑' }],
      };
      const onlineId = (await api<SavedRef>(leader, 'POST', ApiPaths.researchSaveActivity, online)).id;
      await api(leader, 'POST', ApiPaths.researchPublishActivity, { id: onlineId, version: 1 });
      await api(other, 'POST', ApiPaths.researchSignUp, { activityId: onlineId });
      await organiser.goto(`${base}/pc/research/ActivityCover/${onlineId}`);
      await organiser.getByRole('tab', { name: '签到考勤' }).click();
      await organiser.getByText('显示签到码', { exact: true }).click();
      const shownCode = organiser.locator('[data-testid=check-in-code]');
      await shownCode.waitFor();
      await screenshot(organiser, 'research-online-check-in-code');
      const attendee = await openAs(OTHER, `/research/ActivityCover/${onlineId}`);
      const attendeeErrors = watchErrors(attendee);
      const entry = attendee.locator('[data-testid=check-in-entry]');
      await entry.waitFor();
      // Read at the last moment: the code changes every 30 seconds and the one before stays good.
      await entry.getByRole('textbox', { name: '签到码' }).fill((await shownCode.getAttribute('data-typed'))!);
      await entry.locator('[data-testid=check-in-entry-submit]').click();
      await attendee.locator('.ant-message', { hasText: '签到成功' }).waitFor();
      await attendee.locator('[data-testid=fact-attended][data-done=true]').waitFor();
      await attendee.locator('[data-testid=completed]').waitFor();
      await screenshot(attendee, 'research-online-checked-in');
      // Their hours are credited without the organiser doing anything.
      await attendee.goto(`${base}/pc/studyTime`);
      await attendee.locator('[data-testid=hours-entries]').getByText(online.title).first().waitFor();
      await organiser.reload();
      await organiser.getByRole('tab', { name: '签到考勤' }).click();
      await organiser.locator('[data-testid=attendance-table]').getByText('输入签到码').waitFor();
      const onlineAttendance = await api<AttendancePage>(leader, 'GET', `${ApiPaths.researchAttendance}?activityId=${onlineId}`);
      expect(onlineAttendance.attendedCount).toBe(1);
      expect(onlineAttendance.records[0]).toMatchObject({ person: { userId: Number(other.userId) }, method: 'typed' });

      expect(organiserErrors.pageErrors).toEqual([]);
      expect(memberErrors.pageErrors).toEqual([]);
      expect(attendeeErrors.pageErrors).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
