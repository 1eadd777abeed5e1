// Presence checks end to end in Chromium (issue 23). The district admin turns checks on (every minute, 20 s to answer)
// and attaches a question to the third second of each ten-second lesson of the free micro-course, the first through
// the programme editor. A teacher plays the first lesson muted: at the question the player pauses, playing on is
// undone, the right answer resumes it and the lesson completes. On the second lesson the check is left unanswered:
// the player stays paused and the lesson stays incomplete. The staff report then counts them. An author's question is
// the check used because its moment is known; the random checks never come in a session's first minute (the server's
// rule), which a ten-second lesson never reaches. One server, a fresh database.
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoApi, login } from './support/api';
import { openPageAs, screenshot, useBrowserFixture, waitForToast, watchErrors } from './support/web';

type Unit = { id: number; kind: string; title: string; position: number; completed: boolean };
type Detail = { id: number; units: Unit[]; myEnrolment: { status: string } | null };

const COURSE = '班主任沟通艺术微课程';
const LEARNER = 'backbone';
const QUESTION = { prompt: '开家长会前最先要做的是什么？', choices: ['明确会议目的', '布置教室', '准备茶水'], correctChoice: 0 };

/** A label missing from a catalogue shows as its key, e.g. `learningHours.presence.report.issued`. */
const RAW_KEY = /\b(learningHours|learning|trainingManage|routes|nav)\.[A-Za-z]+(\.[A-Za-z]+)*\b/;

const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
    return { paused: video.paused, time: video.currentTime };
  });

/** Starts the lesson's video muted, as a left-alone tab (or an auto-play script) would. */
async function playMuted(page: Page): Promise<void> {
  await page.locator('[data-testid=lesson-watch-status]').waitFor();
  await page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
    video.muted = true;
    await video.play();
  });
}

/** Tries to play on, as a script would; resolves to whether the video was still paused after a moment. */
async function tryToPlayOn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
    await video.play().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.paused;
  });
}

describe('presence checks: the player pauses for a check, answering resumes it, an unanswered one leaves the lesson incomplete', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test(
    'a lesson question pauses the muted player; the right answer completes the lesson, no answer leaves it incomplete',
    { timeout: 150_000 },
    async () => {
      const base = fixture.server.baseUrl;
      const learner = await login(base, { username: LEARNER, password: 'Yanxiu@2026' });
      const admin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
      const found = await demoApi<{ records: Array<{ id: number; title: string }> }>(
        base,
        learner,
        'GET',
        `/training/programmes?kind=supermarket&keyword=${encodeURIComponent(COURSE)}`,
      );
      const course = found.records.find((record) => record.title === COURSE)!;
      expect(course, 'the demo data has the free micro-course').toBeDefined();
      let detail = await demoApi<Detail>(base, learner, 'GET', `/training/programmes/${course.id}`);
      if (detail.myEnrolment?.status !== 'enrolled') {
        await demoApi(base, learner, 'POST', '/training/orders/create', {
          programmeId: course.id,
          provider: 'free',
          idempotencyKey: crypto.randomUUID(),
        });
        detail = await demoApi<Detail>(base, learner, 'GET', `/training/programmes/${course.id}`);
      }
      const [first, second] = detail.units.filter((unit) => unit.kind === 'video').sort((a, b) => a.position - b.position);
      expect(second, 'two video lessons').toBeDefined();

      try {
        // 1. The district admin turns checks on where the other crediting settings are set.
        const settings = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/manage/learningRequirement');
        await settings.locator('[data-testid=presence-settings] [data-testid=presence-every]').waitFor();
        expect((await settings.locator('main, .ant-layout-content').first().innerText()).match(RAW_KEY)?.[0]).toBeUndefined();
        expect(await seriousViolations(settings, '[data-testid=presence-settings]')).toEqual([]);
        await settings.locator('[data-testid=presence-every]').fill('1');
        await settings.locator('[data-testid=presence-answer-seconds]').fill('20');
        await settings.locator('[data-testid=presence-settings-save]').click();
        await waitForToast(settings, '已保存在场确认设置');

        // 2. …and attaches a question to second 3 of the first lesson in the programme editor (the second by the API).
        await settings.goto(`${base}/pc/manage/training/${course.id}`);
        await settings.getByRole('tab', { name: /课程单元/ }).click();
        const index = detail.units.sort((a, b) => a.position - b.position).findIndex((unit) => unit.id === first!.id);
        await settings.locator(`[data-testid=unit-questions-${index}]`).click();
        await settings.locator('[data-testid=question-add]').click();
        await settings.locator('[data-testid=question-at]').fill('3');
        await settings.locator('[data-testid=question-prompt]').fill(QUESTION.prompt);
        await settings.locator('[data-testid=question-add-choice]').click();
        for (const [at, choice] of QUESTION.choices.entries()) await settings.locator(`[data-testid=question-choice-${at}]`).fill(choice);
        await settings.locator(`[data-testid=question-correct-${QUESTION.correctChoice}]`).check();
        await settings.locator('[data-testid=question-save]').click();
        await waitForToast(settings, '已保存题目');
        expect((await settings.locator('[data-testid=lesson-questions]').innerText()).match(RAW_KEY)?.[0]).toBeUndefined();
        expect(await seriousViolations(settings, '.ant-modal')).toEqual([]);
        await settings.locator('[data-testid=lesson-questions]').getByText(QUESTION.prompt).waitFor();
        await demoApi(base, admin, 'POST', '/learning/manage/questions/save', { unitId: second!.id, atSecond: 3, ...QUESTION });

        // 3. The teacher plays the first lesson muted: at the question the player pauses and the check shows.
        const page = await openPageAs(fixture.browser, base, contexts, LEARNER, `/videoPlay?unitId=${first!.id}&programmeId=${course.id}`);
        const errors = watchErrors(page);
        await playMuted(page);
        const dialog = page.getByRole('dialog', { name: '在场确认' });
        await dialog.waitFor({ timeout: 20_000 });
        await expect.poll(() => videoState(page).then((state) => state.paused)).toBe(true);
        expect(await page.locator('[data-testid=presence-prompt]').textContent()).toBe(QUESTION.prompt);
        // Focus is on the first choice, so the keyboard answers at once.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('presence-choice-0');
        expect(await tryToPlayOn(page), 'playing on while the check waits is undone').toBe(true);
        expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
        await screenshot(page, 'presence-check-shown');

        // 4. By keyboard: a wrong answer gives a second try; the right one resumes playback and the lesson completes.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.locator('[data-testid=presence-outcome][data-outcome=wrong]').waitFor();
        // Focus stayed on the choice answered: Shift+Tab reaches the right one.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('presence-choice-1');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => videoState(page).then((state) => state.paused)).toBe(false);
        await page.locator('[data-testid=lesson-watch-status][data-completed=true]').waitFor({ timeout: 30_000 });
        expect(errors.pageErrors).toEqual([]);

        // 5. The second lesson: the check is left unanswered; the player stays paused and the lesson incomplete.
        await page.goto(`${base}/pc/videoPlay?unitId=${second!.id}&programmeId=${course.id}`);
        await playMuted(page);
        await page.getByRole('dialog', { name: '在场确认' }).waitFor({ timeout: 20_000 });
        const stopped = await videoState(page);
        expect(await tryToPlayOn(page)).toBe(true);
        await page.waitForTimeout(3_000);
        const later = await videoState(page);
        expect(later.paused).toBe(true);
        expect(later.time).toBeLessThan(stopped.time + 0.5);
        expect(await page.locator('[data-testid=lesson-watch-status]').getAttribute('data-completed')).toBe('false');
        await screenshot(page, 'presence-check-unanswered');
        const after = await demoApi<Detail>(base, learner, 'GET', `/training/programmes/${course.id}`);
        expect(after.units.find((unit) => unit.id === first!.id)?.completed).toBe(true);
        expect(after.units.find((unit) => unit.id === second!.id)?.completed).toBe(false);

        // 6. Staff see the checks per lesson and teacher.
        await settings.goto(`${base}/pc/manage/presenceChecks`);
        const table = settings.locator('[data-testid=presence-report-table]');
        await table.getByText(first!.title).first().waitFor();
        await table.getByText(second!.title).first().waitFor();
        expect((await settings.locator('main, .ant-layout-content').first().innerText()).match(RAW_KEY)?.[0]).toBeUndefined();
        expect(await seriousViolations(settings, 'main, .ant-layout-content')).toEqual([]);
        await screenshot(settings, 'presence-report');
        // …and export them: an Excel workbook (a zip) under the server's name.
        const [download] = await Promise.all([
          settings.waitForEvent('download'),
          settings.locator('[data-testid=presence-report-export]').click(),
        ]);
        expect(
          fs
            .readFileSync((await download.path())!)
            .subarray(0, 2)
            .toString('latin1'),
        ).toBe('PK');
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      } finally {
        await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
      }
    },
  );
});
