// Hostile values people can store, shown back to them (issue 35). A probe that stored 1 MB strings, script payloads
// and odd Unicode through the API saw Chromium's tab die on /pc/disk/index and /pc/manage/audit. The server now keeps
// every free-text field to its length (the security suite proves each refuses one character more); this file stores
// the longest each accepts, of the worst kinds (markup that would set window.__pwned if it ran, a right-to-left
// override, a letter carrying every combining mark the field allows, one unbroken word) and opens the pages that
// list them: they render their title, show the values as text, keep their layout, and the tab lives.
import { AUDIT_ACTION_LABELS } from '@yanxiu/contract/administration-audit';
import type { BrowserContext, Page } from 'playwright-core';
import { DiskLimits, TrainingLimits } from '@yanxiu/contract/limits';
import { describe, expect, test } from 'vitest';
import { demoApi, login, type LoginInfo } from './support/api';
import { tusUpload } from './support/tus';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture } from './support/web';

/** Markup that sets window.__pwned if a page ever runs it; no slash, so it is also a valid folder name. */
const SCRIPT = '<img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1">';
/** Flips the text after it, and everything after it on the line unless the page isolates it. */
const RTL = '\u202eevil\u202c';
/** Fits `unit` to exactly `length` UTF-16 units (the servers' limits count them), repeating it. */
const fit = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** One letter carrying `length - 1` combining marks: a browser lays such a letter out in time that grows as the square. */
const stacked = (length: number) => `Z${'\u0301'.repeat(length - 1)}`;
/** The most combining marks on one letter the web app shows (apps/web/src/shared/format/bounded-text.ts). */
const MARKS_SHOWN = 8;
const STAMP = Date.now();

/** The longest run of combining marks in a text. */
const longestMarkRun = (text: string) => Math.max(0, ...(text.match(/\p{M}+/gu) ?? []).map((run) => run.length));

/** Uploads a small file over tus with the name and title given (the title goes through the upload's metadata). */
async function upload(base: string, session: LoginInfo, fileName: string, title: string): Promise<number> {
  const patched = await tusUpload(base, session, { filename: fileName, title }, new TextEncoder().encode('hostile values'));
  return Number(patched.headers.get('yanxiu-resource-id'));
}

/** Stores a resource whose every free-text field is the longest of one kind the server accepts; answers its id. */
async function storeResource(base: string, session: LoginInfo, text: (length: number) => string): Promise<number> {
  // File names are kept to 255 characters (cleanFileName), titles to DiskLimits.title.
  const id = await upload(base, session, `${text(250)}.txt`, text(DiskLimits.title));
  const detail = await demoApi<{ version: number; resourceType: string }>(base, session, 'GET', `/disk/resources/detail?id=${id}`);
  await demoApi(base, session, 'POST', '/disk/resources/update', {
    id,
    version: detail.version,
    title: text(DiskLimits.title),
    description: text(DiskLimits.description),
    tags: [text(DiskLimits.tag)],
    sectionCode: null,
    subjectCode: null,
    resourceType: detail.resourceType,
  });
  return id;
}

/** Notes a crash of the page's tab; the test asserts there was none once the page has been looked at. */
function watchCrash(page: Page): { crashed: boolean } {
  const state = { crashed: false };
  page.on('crash', () => (state.crashed = true));
  return state;
}

async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('img[onerror], svg[onload]').count()).toBe(0);
}

describe('hostile stored values: the pages that list them render, escape them and keep their layout', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test('the disk as its owner, in the list and the grid, and the issue as its recipient', { timeout: 180_000 }, async () => {
    const base = fixture.server.baseUrl;
    const teacher = await login(base, { username: 'teacher', password: PASSWORD });
    const ids = {
      script: await storeResource(base, teacher, (length) => fit(SCRIPT, length)),
      rtl: await storeResource(base, teacher, (length) => fit(RTL, length)),
      stacked: await storeResource(base, teacher, stacked),
      unbroken: await storeResource(base, teacher, (length) => 'W'.repeat(length)),
    };
    for (const name of [
      fit(SCRIPT, DiskLimits.folderName),
      fit(RTL, DiskLimits.folderName),
      stacked(DiskLimits.folderName),
      `${'W'.repeat(DiskLimits.folderName - 14)}${STAMP}`,
    ]) {
      await demoApi(base, teacher, 'POST', '/disk/folders/create', { name, parentId: null });
    }
    // The district issues a folder to every school with the longest message, stacked marks and markup.
    const admin = await login(base, { username: 'district_admin', password: PASSWORD });
    const issued = await demoApi<{ id: number }>(base, admin, 'POST', '/disk/folders/create', {
      name: stacked(DiskLimits.folderName),
      parentId: null,
    });
    const issuedResource = await upload(base, admin, `${fit(SCRIPT, 250)}.txt`, stacked(DiskLimits.title));
    await demoApi(base, admin, 'POST', '/disk/resources/move', { resourceIds: [issuedResource], folderIds: [], targetFolderId: issued.id });
    await demoApi(base, admin, 'POST', '/disk/issues/create', {
      resourceIds: [],
      folderIds: [issued.id],
      target: { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [], groupIds: [] },
      message: `${SCRIPT}${stacked(DiskLimits.issueMessage - SCRIPT.length)}`,
      ackDeadline: null,
    });

    try {
      const page = await openPageAs(fixture.browser, base, contexts, 'teacher', '/disk/index');
      const tab = watchCrash(page);
      await page.getByRole('heading', { name: '我的资源' }).waitFor();
      const link = (id: number) => page.locator(`[data-testid=disk-resource-link-${id}]`);
      await link(ids.unbroken).waitFor();
      await screenshot(page, 'hostile-disk-list');

      // Markup is text: shown as typed, never run.
      expect(await link(ids.script).textContent()).toContain('<img src=x onerror=');
      await expectNoScriptRan(page);
      // A right-to-left override turns only its own title round: each title sits in <bdi>.
      expect(await link(ids.rtl).locator('bdi').count()).toBe(1);
      // The stacked letter keeps a few marks, not a hundred.
      expect(longestMarkRun((await link(ids.stacked).textContent()) ?? '')).toBeLessThanOrEqual(MARKS_SHOWN);
      // The unbroken title is cut in its cell: the table needs no more width than the page gives it.
      const table = page.locator('[data-testid=disk-resources] .ant-table-content');
      const width = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(width.scroll, 'the list of resources scrolls sideways').toBeLessThanOrEqual(width.client + 1);
      // Folders likewise.
      const folders = page.locator('[data-testid=disk-folders]');
      expect(longestMarkRun((await folders.textContent()) ?? '')).toBeLessThanOrEqual(MARKS_SHOWN);
      expect(await folders.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

      // The grid shows the same titles in tiles of two lines.
      await page.locator('[data-testid=disk-view]').getByText('网格').click();
      const tile = page.locator(`[data-testid=disk-tile-${ids.unbroken}]`);
      await tile.waitFor();
      expect(await tile.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      expect(longestMarkRun((await page.locator('[data-testid=disk-grid]').textContent()) ?? '')).toBeLessThanOrEqual(MARKS_SHOWN);
      await screenshot(page, 'hostile-disk-grid');
      await expectNoScriptRan(page);
      expect(tab.crashed, 'the disk tab crashed').toBe(false);

      // The issue arrives with its message under its title.
      const received = await openPageAs(fixture.browser, base, contexts, 'teacher', '/disk/received');
      const receivedTab = watchCrash(received);
      await received.getByRole('heading', { name: '上级下发的资源' }).waitFor();
      const list = received.locator('[data-testid=disk-received]');
      await list.getByText('<img src=x onerror=').first().waitFor();
      expect(longestMarkRun((await list.textContent()) ?? '')).toBeLessThanOrEqual(MARKS_SHOWN);
      await expectNoScriptRan(received);
      expect(receivedTab.crashed, 'the received tab crashed').toBe(false);
    } finally {
      for (const context of contexts.splice(0)) await context.close();
    }
  });

  test('the audit trail of a programme whose description is the longest stacked letter allowed', { timeout: 180_000 }, async () => {
    const base = fixture.server.baseUrl;
    const admin = await login(base, { username: 'district_admin', password: PASSWORD });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    const created = await demoApi<{ id: number }>(base, admin, 'POST', '/training/manage/programmes/create', {
      kind: 'common',
      title: fit(SCRIPT, TrainingLimits.title),
      summary: fit(RTL, TrainingLimits.shortText),
      // 20,000 marks on one letter: seconds of layout per copy in Chromium, unless the page cuts them.
      description: stacked(TrainingLimits.description),
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
        {
          kind: 'offline',
          title: 'W'.repeat(TrainingLimits.title),
          location: stacked(TrainingLimits.location),
          sessionStartsAt: day(22).toISOString(),
          creditHours: 4,
        },
      ],
    });

    try {
      const page = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/manage/audit');
      const tab = watchCrash(page);
      await page.getByRole('heading', { name: '操作日志' }).waitFor();
      const row = page
        .locator('[data-testid=audit-table] tr')
        .filter({ hasText: AUDIT_ACTION_LABELS['training.programme_created']['zh-CN'] })
        .filter({ hasText: String(created.id) });
      await row.first().waitFor();
      await row.first().getByRole('button', { name: '修改前后' }).click();
      const after = page.locator('.ant-modal pre').last();
      await after.waitFor();
      const shown = (await after.textContent()) ?? '';
      // A part of the entry, with the way to see it whole; the markup in the title is text.
      expect(shown.length, 'the whole entry is laid out at once').toBeLessThan(TrainingLimits.description);
      expect(longestMarkRun(shown)).toBeLessThanOrEqual(MARKS_SHOWN);
      await screenshot(page, 'hostile-audit-details');
      await page.locator('[data-testid=audit-after-whole]').click();
      await expect.poll(async () => ((await after.textContent()) ?? '').includes('"units"')).toBe(true);
      expect(longestMarkRun((await after.textContent()) ?? '')).toBeLessThanOrEqual(MARKS_SHOWN);
      await expectNoScriptRan(page);
      expect(tab.crashed, 'the audit tab crashed').toBe(false);
    } finally {
      for (const context of contexts.splice(0)) await context.close();
    }
  });
});
