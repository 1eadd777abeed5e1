// Continue learning end to end in Chromium (issue 42): a teacher watches a lesson of the free micro-course to a few
// seconds in and leaves; signed in again in a new browser (another device), /home offers to continue that lesson,
// and its button opens it playing from that second (the video element's currentTime); the programme page links
// there too. One server, a fresh database.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login, type LoginInfo } from './support/api';
import { newContext, openPageAs, screenshot, signIn, useBrowserFixture, watchErrors } from './support/web';

type Unit = { id: number; kind: string; title: string };
type Detail = { id: number; title: string; kind: string; units: Unit[]; myEnrolment: { status: string } | null };
type ContinuePoint = { programme: { id: number }; unitId: number; positionSeconds: number; lastWatchedAt: string | null };

const COURSE = '班主任沟通艺术微课程';
const LEARNER = 'backbone';
const PASSWORD = 'Yanxiu@2026';

const currentTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')?.currentTime ?? -1);

describe('continue learning: the place follows the teacher to another device', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, path, body);

  test('a lesson left at a second on one browser is continued at that second from /home on another', { timeout: 180_000 }, async () => {
    const base = fixture.server.baseUrl;
    const learner = await login(base, { username: LEARNER, password: PASSWORD });
    const found = await api<{ records: Array<{ id: number; title: string }> }>(
      learner,
      'GET',
      `/training/programmes?kind=supermarket&keyword=${encodeURIComponent(COURSE)}`,
    );
    const course = found.records.find((record) => record.title === COURSE);
    expect(course, 'the demo data has the free micro-course').toBeDefined();
    let detail = await api<Detail>(learner, 'GET', `/training/programmes/${course!.id}`);
    if (detail.myEnrolment?.status !== 'enrolled') {
      await api(learner, 'POST', '/training/orders/create', {
        programmeId: course!.id,
        provider: 'free',
        idempotencyKey: crypto.randomUUID(),
      });
      detail = await api<Detail>(learner, 'GET', `/training/programmes/${course!.id}`);
    }
    expect(detail.myEnrolment?.status).toBe('enrolled');
    const lesson = detail.units.find((unit) => unit.kind === 'video')!;

    try {
      // 1. The first browser: play the lesson muted to four seconds in, then pause (the pause's heartbeat stores it).
      const first = await openPageAs(fixture.browser, base, contexts, LEARNER, `/videoPlay?unitId=${lesson.id}&programmeId=${course!.id}`);
      await first.locator('[data-testid=lesson-watch-status]').waitFor();
      await first.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')?.readyState ?? 0) >= 1);
      // The page may pause a play it just started (a renewed link, a check) and resume it itself; play again then.
      await first.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
        video.muted = true;
        void video.play().catch(() => undefined);
      });
      await first.waitForFunction(
        () => {
          const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
          if (video.paused && video.currentTime < 4) void video.play().catch(() => undefined);
          return video.currentTime >= 4;
        },
        undefined,
        { timeout: 60_000, polling: 250 },
      );
      await first.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!.pause());
      const left = await currentTime(first);
      // The server has the place once the pause's heartbeat is stored.
      let point: ContinuePoint | undefined;
      await expect
        .poll(async () => {
          const answer = await api<{ points: ContinuePoint[] }>(learner, 'GET', '/learning/continue');
          point = answer.points.find((entry) => entry.programme.id === course!.id);
          return point?.unitId === lesson.id ? point.positionSeconds : -1;
        })
        .toBeGreaterThanOrEqual(3);
      const second = point!.positionSeconds;
      expect(second).toBeLessThanOrEqual(Math.ceil(left));
      await first.context().close();

      // 2. Another browser, signed in through the login page: /home offers the lesson, at that second.
      const context = await newContext(fixture.browser);
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      expect(await signIn(page, base, LEARNER, { redirect: '/home' })).toBe('/pc/home');
      const card = page.locator(`[data-testid=continue-point][data-unit-id="${lesson.id}"]`);
      await card.waitFor({ timeout: 30_000 });
      await card.getByText(lesson.title).waitFor();
      const minutes = `${Math.floor(second / 60)}:${String(second % 60).padStart(2, '0')}`;
      expect(await card.locator('[data-testid=continue-position]').textContent()).toContain(`上次看到 ${minutes}`);
      await page.locator('[data-testid=home-due]').getByText(COURSE).first().waitFor();
      await screenshot(page, 'continue-learning-home');
      // On a phone the two cards fit the screen: nothing wider than it.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await screenshot(page, 'continue-learning-home-phone');
      await page.setViewportSize({ width: 1366, height: 900 });

      // 3. The button opens the lesson, and the video stands at that second once it has loaded.
      await card.locator('[data-testid=continue-resume]').click();
      await page.waitForURL((url) => url.pathname === '/pc/videoPlay' && url.searchParams.get('t') === String(second));
      await page.waitForFunction(
        (at) => {
          const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]');
          return video !== null && video.readyState >= 1 && Math.abs(video.currentTime - at) < 1;
        },
        second,
        { timeout: 30_000 },
      );
      expect(Math.abs((await currentTime(page)) - second)).toBeLessThan(1);
      await screenshot(page, 'continue-learning-resumed');

      // 4. The programme page links straight there too.
      await page.goto(`${base}/pc/training/${detail.kind}/${course!.id}`);
      const fromLast = page.locator('[data-testid=continue-from-last-link]');
      await fromLast.waitFor();
      expect(await fromLast.getAttribute('href')).toBe(`/pc/videoPlay?unitId=${lesson.id}&programmeId=${course!.id}&t=${second}`);
      expect(errors.pageErrors).toEqual([]);
    } finally {
      await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
    }
  });
});
