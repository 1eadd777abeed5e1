// Training end to end in Chromium (issue 4): a teacher finds a marketplace course and buys it with a bank transfer,
// the district admin confirms the payment, and the teacher opens the course's video and PDF; a school admin
// publishes a school-based training that only their own school's teachers see. One server, a fresh database.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bearer, DEMO_APP_ID, demoApi, login, requestJson, type LoginInfo } from './support/api';
import { expectNoRawKeys } from './support/raw-keys';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';

type Envelope<T> = { code: number; msg: string; data: T };
type Summary = { id: number; title: string; priceCents: number; kind: string };
type Unit = { id: number; kind: string; title: string };
type Detail = Summary & { enrolBlocker: string | null; units: Unit[]; myEnrolment: { status: string } | null };

describe('training: buy, confirm, study; school-based training for one school', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, path, body);

  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);

  test(
    'a teacher buys a marketplace course by bank transfer, staff confirm, the teacher opens its video and PDF',
    { timeout: 180_000 },
    async () => {
      const base = fixture.server.baseUrl;
      // The priced marketplace course, and a demo teacher who may still buy it.
      const probe = await login(base, { username: 'teacher', password: PASSWORD });
      const market = await api<{ records: Summary[] }>(probe, 'GET', '/training/programmes?kind=supermarket&price=paid');
      const course = market.records[0];
      expect(course, 'the demo data has a priced marketplace course').toBeDefined();
      let buyer = '';
      for (const username of ['teacher', 'backbone', 'expert', 'school_admin']) {
        const session = await login(base, { username, password: PASSWORD });
        const detail = await api<Detail>(session, 'GET', `/training/programmes/${course!.id}`);
        if (detail.enrolBlocker === null) {
          buyer = username;
          break;
        }
      }
      expect(buyer, 'some demo teacher can still buy the course').not.toBe('');

      try {
        // 1. The teacher finds the course in the marketplace and opens it.
        const teacher = await openAs(buyer, '/training/supermarket');
        const errors = watchErrors(teacher);
        await teacher.locator(`[data-testid=programme-card-${course!.id}]`).click();
        await teacher.waitForURL((url) => url.pathname === `/pc/training/supermarket/${course!.id}`);

        // 2. Buys it by bank transfer; a double click makes one order.
        await teacher.locator('[data-testid=buy-button]').click();
        const confirm = teacher.locator('[data-testid=buy-confirm]');
        await confirm.dblclick();
        await teacher.waitForURL((url) => url.pathname === '/pc/my/orders');
        const buyerSession = await login(base, { username: buyer, password: PASSWORD });
        const orders = await api<{
          records: Array<{ id: number; orderNo: string; status: string; items: Array<{ programmeId: number }> }>;
        }>(buyerSession, 'GET', '/training/orders?status=pending');
        const mine = orders.records.filter((order) => order.items.some((item) => item.programmeId === course!.id));
        expect(mine).toHaveLength(1);
        const order = mine[0]!;
        await teacher.locator(`[data-testid="order-${order.orderNo}"]`).waitFor();
        await screenshot(teacher, 'training-order-pending');

        // 3. The district admin confirms the transfer.
        const staff = await openAs('district_admin', '/manage/orders');
        await staff.locator(`[data-testid=order-confirm-${order.id}]`).click();
        // The reference is typed again if the dialog's form mounted after the first fill (a busy machine), and the
        // confirm call's own answer is checked before the order's status.
        const reference = staff.locator('[data-testid=order-reference]');
        const REFERENCE = 'BANK-20261121-0001';
        await expect
          .poll(async () => {
            if ((await reference.inputValue()) !== REFERENCE) await reference.fill(REFERENCE);
            return reference.inputValue();
          })
          .toBe(REFERENCE);
        const [confirmed] = await Promise.all([
          staff.waitForResponse(
            (response) => response.url().includes('/training/manage/orders/confirm') && response.request().method() === 'POST',
            { timeout: 30_000 },
          ),
          staff
            .locator('.ant-modal')
            .getByRole('button', { name: /确\s*定|确认/ })
            .click(),
        ]);
        expect(confirmed.status()).toBe(200);
        await expect
          .poll(
            async () =>
              (await api<{ records: Array<{ id: number; status: string }> }>(buyerSession, 'GET', '/training/orders')).records.find(
                (o) => o.id === order.id,
              )?.status,
            {
              timeout: 20_000,
            },
          )
          .toBe('paid');

        // 4. The teacher, now enrolled, opens the video lesson: it plays from the signed address.
        await teacher.goto(`${base}/pc/training/supermarket/${course!.id}`);
        const detail = await api<Detail>(buyerSession, 'GET', `/training/programmes/${course!.id}`);
        expect(detail.myEnrolment?.status).toBe('enrolled');
        const video = detail.units.find((unit) => unit.kind === 'video')!;
        const document = detail.units.find((unit) => unit.kind === 'document')!;
        await teacher.locator(`[data-testid=open-unit-${video.id}]`).click();
        await teacher.waitForURL((url) => url.pathname === '/pc/videoPlay');
        const player = teacher.locator('[data-testid=video-player] video, video[data-testid=video-player]').first();
        await player.waitFor();
        await expect
          .poll(() => player.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: 15_000 })
          .toBeGreaterThanOrEqual(1);
        expect(await player.evaluate((element) => Math.round((element as HTMLVideoElement).duration))).toBe(10);
        await screenshot(teacher, 'training-video');

        // 5. ... and the PDF handout, previewed in the page from its signed address.
        await teacher.goto(`${base}/pc/training/supermarket/${course!.id}`);
        await teacher.locator(`[data-testid=open-unit-${document.id}]`).click();
        await teacher.waitForURL((url) => url.pathname === '/pc/quickLook');
        const frame = teacher.locator('[data-testid=document-frame]');
        await frame.waitFor();
        const source = (await frame.getAttribute('src')) ?? (await frame.getAttribute('data')) ?? '';
        expect(source).toContain('/api/training/media/');
        const fetched = await teacher.evaluate(async (url) => {
          const response = await fetch(url, { headers: { range: 'bytes=0-4' } });
          return { status: response.status, type: response.headers.get('content-type'), head: await response.text() };
        }, source);
        expect(fetched).toMatchObject({ status: 206, type: 'application/pdf', head: '%PDF-' });
        expect(errors.pageErrors).toEqual([]);
      } finally {
        await Promise.all(contexts.splice(0).map((context) => context.close()));
      }
    },
  );

  test('every training page speaks Chinese: no raw text keys on teacher or staff pages', { timeout: 120_000 }, async () => {
    const base = fixture.server.baseUrl;
    const staff = await login(base, { username: 'district_admin', password: PASSWORD });
    const managed = await api<{ records: Summary[] }>(staff, 'GET', '/training/manage/programmes?kind=supermarket');
    const course = managed.records[0]!;
    const pages: Array<[string, string]> = [
      ['teacher', '/training/common'],
      ['teacher', '/training/supermarket'],
      ['teacher', `/training/supermarket/${course.id}`],
      ['teacher', '/training/studio'],
      ['teacher', '/personal/training'],
      ['teacher', '/my/orders'],
      ['teacher', '/my/schoolTraining'],
      ['teacher', '/publicClassList'],
      ['teacher', '/home'],
      ['district_admin', '/manage/training'],
      ['district_admin', '/manage/training/new'],
      ['district_admin', `/manage/training/${course.id}`],
      ['district_admin', '/manage/enrolments'],
      ['district_admin', '/manage/orders'],
      ['district_admin', '/manage/studios'],
      ['district_admin', '/manage/openClasses'],
      ['district_admin', '/manage/development'],
    ];
    // An i18n key shown as text (a label missing from a catalogue) reads like `trainingManage.form.enrolStart`.
    const rawKey = /\b(training|trainingManage|development|routes|nav|common)\.[A-Za-z]+(\.[A-Za-z]+)*\b/;
    await expectNoRawKeys(fixture.browser, base, pages, rawKey, 'main, .ant-layout-content');
  });

  test('a school admin publishes school-based training that only their school sees', { timeout: 120_000 }, async () => {
    const base = fixture.server.baseUrl;
    const admin = await login(base, { username: 'school_admin', password: PASSWORD });
    const title = `校本研修：课堂观察与反思 ${Date.now()}`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const created = await api<{ id: number; version: number; status: string }>(admin, 'POST', '/training/manage/programmes/create', {
      kind: 'school',
      title,
      summary: '本校教师的课堂观察校本研修。',
      description: '## 安排\n每两周一次课堂观察。',
      level: '1',
      sectionCodes: [],
      subjectCodes: [],
      targetSchoolIds: [],
      enrolMode: 'open',
      enrolStart: day(-1).toISOString(),
      enrolEnd: day(20).toISOString(),
      startsOn: day(21).toISOString().slice(0, 10),
      endsOn: day(60).toISOString().slice(0, 10),
      capacity: 40,
      creditHours: 4,
      priceCents: 0,
      coverFileId: null,
      studioId: null,
      linkedActivities: [],
      units: [
        { kind: 'offline', title: '第一次课堂观察', location: '本校 302 教室', sessionStartsAt: day(22).toISOString(), creditHours: 4 },
      ],
    });
    expect(created.status).toBe('draft');

    try {
      // The school admin publishes it from the management page.
      const page = await openAs('school_admin', `/manage/training/${created.id}`);
      await page.locator('[data-testid=programme-publish]').click();
      await page
        .locator('.ant-popover')
        .getByRole('button', { name: /确\s*定|确认|是|OK/ })
        .last()
        .click();
      await expect.poll(() => page.locator('[data-testid=programme-status]').textContent(), { timeout: 10_000 }).toContain('已发布');

      // A teacher of the same school sees it among their school-based training...
      const colleague = await openAs('teacher', '/my/schoolTraining');
      await colleague.getByText(title).first().waitFor();
      await screenshot(colleague, 'training-school-based');
      // ... a teacher of another school does not, in the list or by its address.
      const other = await login(base, { username: 'backbone', password: PASSWORD });
      const list = await api<{ records: Summary[] }>(other, 'GET', '/training/programmes?kind=school');
      expect(list.records.map((programme) => programme.title)).not.toContain(title);
      const direct = await requestJson<Envelope<unknown>>(`${base}/api/training/programmes/${created.id}?appId=${DEMO_APP_ID}`, {
        headers: bearer(other),
      });
      expect(direct.status).toBe(404);
      const outsider = await openAs('backbone', '/my/schoolTraining');
      await outsider.locator('[data-testid=programme-grid], [data-testid=catalogue-empty]').first().waitFor();
      expect(await outsider.getByText(title).count()).toBe(0);
    } finally {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    }
  });
});
