// A teacher's copy of their data end to end in Chromium (issue 43): the teacher asks on 我的数据, the page shows the
// copy queued then ready (the server's job prepares it), the teacher downloads the ZIP, which holds their profile; the
// district admin's list shows who asked, with no download. One server, a fresh database.
import type { BrowserContext } from 'playwright-core';
import yauzl, { type Entry } from 'yauzl';
import { describe, expect, test } from 'vitest';
import { login } from './support/api';
import { openPageAs, PASSWORD, screenshot, signedInContext, useBrowserFixture, waitForToast, watchErrors } from './support/web';

/** Every file of the ZIP by its name, read with yauzl (checking the sizes it declares). */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

describe('我的数据: the teacher asks for a copy of their data, waits for it and downloads it', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test('asks, waits for ready, downloads a ZIP holding their profile; staff see who asked', { timeout: 180_000 }, async () => {
    const base = fixture.server.baseUrl;
    try {
      const session = await login(base, { username: 'teacher', password: PASSWORD });
      const context = await signedInContext(fixture.browser, base, session);
      contexts.push(context);
      const teacher = await context.newPage();
      const errors = watchErrors(teacher);
      await teacher.goto(`${base}/pc/my/data`);
      await teacher.locator('[data-testid=export-empty]').waitFor();
      expect(await teacher.title()).toContain('我的数据');
      await teacher.locator('[data-testid=export-request]').click();
      await waitForToast(teacher, '已提交申请，准备好后会通知您');
      // The page follows the copy on its own: queued or preparing, then ready with its download.
      const download = teacher.locator('[data-testid^=export-download-]').first();
      await download.waitFor({ timeout: 120_000 });
      await teacher.getByText('可下载').first().waitFor();
      expect(await teacher.locator('[data-testid=export-request]').isVisible()).toBe(true);
      await screenshot(teacher, 'privacy-export-ready');

      const [file] = await Promise.all([teacher.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^个人数据-\d{4}-\d{2}-\d{2}\.zip$/);
      const entries = await unzip((await file.path())!);
      const index = entries.get('index.html')!.toString('utf8');
      expect(index).toContain('王芳 的个人数据副本');
      const accountFile = [...entries.keys()].find((name) => /^\d\d-account\/records\.json$/.test(name))!;
      expect(JSON.parse(entries.get(accountFile)!.toString('utf8'))).toMatchObject([{ username: 'teacher', name: '王芳' }]);
      expect([...entries.keys()].some((name) => /-profile-records\/records\.json$/.test(name))).toBe(true);
      expect(errors.pageErrors).toEqual([]);

      // The district admin sees who asked and where it stands, and nothing to download.
      const admin = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/manage/privacy/exports');
      await admin.getByText('王芳').first().waitFor();
      await admin.getByText('可下载').first().waitFor();
      expect(await admin.getByRole('button', { name: '下载' }).count()).toBe(0);
      await screenshot(admin, 'privacy-export-requests');
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
