// Verified learning end to end in Chromium (issue 5): a teacher cannot skip ahead on a first viewing, watches both
// ten-second lessons of a free micro-course to the end, sees each lesson complete, the hours on /studyTime and the
// programme's certificate; the PDF downloads and its code verifies on the public page, signed out; after the district
// admin revokes it there, the public page shows it revoked. Its Open Badges credential file verifies on /pc/verify,
// and after the revocation fails there as revoked (issue 43). One server, a fresh database.
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login, type LoginInfo } from './support/api';
import { expectNoRawKeys } from './support/raw-keys';
import { newContext, openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';

type Unit = { id: number; kind: string; title: string };
type Detail = { id: number; title: string; units: Unit[]; myEnrolment: { status: string } | null; enrolMode: string };
type Certificate = { id: number; code: string; programmeId: number | null; status: string; title: string };

const COURSE = '班主任沟通艺术微课程';
const LEARNER = 'backbone';

describe('verified learning: watch, hours, certificate, public verification, revocation', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, path, body);

  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);

  /** Plays the lesson's video muted from where it is to the end and waits until the page says the lesson is complete. */
  async function watchToTheEnd(page: Page): Promise<void> {
    const status = page.locator('[data-testid=lesson-watch-status]');
    await status.waitFor();
    // The page may pause a play it just started (a link renewed before it expires, a check that opened) and resume
    // it itself; play() then rejects with AbortError. Playing again is what a teacher would do.
    await page.evaluate(async () => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!;
      video.muted = true;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await video.play();
          return;
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError') || attempt === 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          if (!video.paused || video.ended) return;
        }
      }
    });
    await page.locator('[data-testid=lesson-watch-status][data-completed=true]').waitFor({ timeout: 45_000 });
  }

  test(
    'a teacher watches a micro-course to the end; hours, certificate, PDF, verification and revocation follow',
    { timeout: 240_000 },
    async () => {
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
      const lessons = detail.units.filter((unit) => unit.kind === 'video');
      expect(lessons).toHaveLength(2);

      try {
        // 1. First viewing: a seek ahead of what was watched is undone, with a message saying why.
        const page = await openAs(LEARNER, `/videoPlay?unitId=${lessons[0]!.id}&programmeId=${course!.id}`);
        const errors = watchErrors(page);
        const status = page.locator('[data-testid=lesson-watch-status]');
        await status.waitFor();
        await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')?.readyState ?? 0) >= 1);
        await page.evaluate(() => {
          document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!.currentTime = 8;
        });
        await page.getByText('首次观看不能快进').first().waitFor();
        await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid=lesson-video]')!.currentTime < 2);
        expect(await status.getAttribute('data-completed')).toBe('false');
        await screenshot(page, 'learning-seek-refused');

        // 2. Watching both lessons to the end completes them; the second completes the programme.
        await watchToTheEnd(page);
        await screenshot(page, 'learning-lesson-complete');
        await page.goto(`${base}/pc/videoPlay?unitId=${lessons[1]!.id}&programmeId=${course!.id}`);
        await watchToTheEnd(page);

        // 3. The hours are on /studyTime, under this course.
        await page.goto(`${base}/pc/studyTime`);
        const entries = page.locator('[data-testid=hours-entries]');
        await entries.getByText(lessons[0]!.title, { exact: false }).first().waitFor();
        await entries.getByText(lessons[1]!.title, { exact: false }).first().waitFor();
        await screenshot(page, 'learning-study-time');

        // 4. The certificate: listed, downloadable as a PDF that carries its code.
        const mine = await api<Certificate[] | { records: Certificate[] }>(learner, 'GET', '/learning/certificates');
        const list = Array.isArray(mine) ? mine : mine.records;
        const certificate = list.find((item) => item.programmeId === course!.id);
        expect(certificate, 'completing the programme issued its certificate').toBeDefined();
        expect(certificate!.status).toBe('valid');
        await page.goto(`${base}/pc/my/certificate`);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator(`[data-testid=download-${certificate!.id}]`).first().click(),
        ]);
        const pdf = fs.readFileSync((await download.path())!);
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdf.toString('latin1')).toContain(certificate!.code);
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        // Its Open Badges credential (issue 43): a compact JWS saved as .jwt, checked below as a file.
        const [credentialDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.locator(`[data-testid=download-credential-${certificate!.id}]`).first().click(),
        ]);
        const credentialFile = (await credentialDownload.path())!;
        expect(fs.readFileSync(credentialFile, 'utf8')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(credentialDownload.suggestedFilename()).toMatch(/\.jwt$/);
        expect(errors.pageErrors).toEqual([]);

        // 5. Anyone, signed out, verifies the code on the public page.
        const stranger = await newContext(fixture.browser);
        contexts.push(stranger);
        const publicPage = await stranger.newPage();
        await publicPage.goto(`${base}/pc/verify/${certificate!.code}`);
        await publicPage.locator('[data-testid=verify-valid]').waitFor();
        expect(new URL(publicPage.url()).pathname).toBe(`/pc/verify/${certificate!.code}`);
        await screenshot(publicPage, 'learning-verify-valid');
        // The credential file, uploaded on the page that takes a code or a file, verifies too.
        const filePage = await stranger.newPage();
        await filePage.goto(`${base}/pc/verify`);
        await filePage.locator('input[type=file]').setInputFiles(credentialFile);
        await filePage.locator('[data-testid=credential-valid]').waitFor();
        await filePage.locator('[data-testid=verify-fields]').getByText(certificate!.code).waitFor();

        // 6. The district admin revokes it with a reason; the public page then shows it revoked.
        const admin = await openAs('district_admin', '/manage/certificates');
        await admin.locator(`[data-testid=revoke-${certificate!.id}]`).click();
        await admin.locator('[data-testid=revoke-reason]').fill('培训记录有误，撤销重发');
        await admin.locator('[data-testid=revoke-submit]').click();
        await admin.locator('[data-testid=certificate-status-revoked]').first().waitFor();
        await publicPage.reload();
        await publicPage.locator('[data-testid=verify-revoked]').waitFor();
        await screenshot(publicPage, 'learning-verify-revoked');
        // The same credential file now fails: its bit is set in the published status list.
        await filePage.reload();
        await filePage.locator('input[type=file]').setInputFiles(credentialFile);
        await filePage.locator('[data-testid=credential-revoked]').waitFor();
      } finally {
        await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
      }
    },
  );

  test('every learning page speaks Chinese: no raw text keys for teachers, staff or the public', { timeout: 120_000 }, async () => {
    const teacher = await login(fixture.server.baseUrl, { username: 'teacher', password: PASSWORD });
    const pages: Array<[string, string]> = [
      ['teacher', '/studyTime'],
      ['teacher', '/my/certificate'],
      ['teacher', '/manage/certificates'],
      ['school_admin', `/studyTime?userId=${teacher.userId}`],
      ['school_admin', '/manage/learningHours'],
      ['school_admin', '/manage/declarations'],
      ['district_admin', '/manage/learningRequirement'],
      ['district_admin', '/manage/certificates'],
      ['teacher', '/verify/NOSUCHCODE00'],
    ];
    // A label missing from a catalogue shows as its key, e.g. `learningHours.report.unmet`.
    const rawKey = /\b(learningHours|certificates|training|routes|nav|common)\.[A-Za-z]+(\.[A-Za-z]+)*\b/;
    await expectNoRawKeys(fixture.browser, fixture.server.baseUrl, pages, rawKey);
  });
});
