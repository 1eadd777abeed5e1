// The resource disk end to end in Chromium (issue 21). A teacher drops three files on the upload page at once (a PDF, a
// Word document and a text file of two tus chunks); the connection drops once in the middle of the large one, and the
// upload continues from the bytes the server already had, ending byte for byte equal to the file. The teacher previews
// the PDF, puts the three into a new folder, and previews the Word document (converted to PDF by LibreOffice, or the
// message saying how to enable previews on a server without it). The district admin issues a folder to two schools
// asking for acknowledgement; a teacher of one finds it under received, unread, opens it and acknowledges it, and the
// district admin's page counts the acknowledgement. One server, a fresh database.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login } from './support/api';
import { minimalDocx } from './support/minimal-docx';
import { minimalPdf } from './support/minimal-pdf';
import { tusUpload } from './support/tus';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, waitForToast, watchErrors } from './support/web';
import { chooseOption } from './support/select';

/** tus-js-client's chunk on the upload page (features/disk/upload/tus-upload.ts): the large file takes two. */
const CHUNK = 8 * 1024 * 1024;
const STAMP = Date.now();
const PDF = { name: `春-教学设计-${STAMP}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf('Spring lesson plan') };
const DOCX = {
  name: `春-课后练习-${STAMP}.docx`,
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: minimalDocx('第一单元 课后练习'),
};
const BIG = {
  name: `春-朗读材料-${STAMP}.txt`,
  mimeType: 'text/plain',
  buffer: Buffer.alloc(CHUNK + 1024 * 1024, 'Spring comes, the wind is soft. '),
};
const FOLDER = `第一单元 ${STAMP}`;
const ISSUED_FOLDER = `期末复习资料 ${STAMP}`;

type Resource = { id: number; title: string; fileName: string; folderId: number | null };
type Detail = { links: { downloadUrl: string }; preview: { status: string } };

/** Whether the server's machine has LibreOffice (the server previews Office files only then). */
function hasLibreOffice(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Where an <iframe> landed: its document's address, or Chromium's error page when the response refused framing. */
async function frameAddress(frame: Locator): Promise<string> {
  const content = await (await frame.elementHandle())?.contentFrame();
  return content?.url() ?? '';
}

const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

describe('disk: upload three at once with a dropped connection, preview, move into a folder; issue a folder down and see it acknowledged', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test(
    'a teacher uploads, previews and files resources; the district issues a folder that a teacher acknowledges',
    { timeout: 120_000 },
    async () => {
      const base = fixture.server.baseUrl;
      try {
        const teacher = await login(base, { username: 'teacher', password: PASSWORD });
        const page = await openPageAs(fixture.browser, base, contexts, 'teacher', '/disk/upload');
        const errors = watchErrors(page);

        // The connection drops once, on the large file's second chunk: the request never reaches the server.
        const patchOffsets: number[] = [];
        let dropped = false;
        await page.route(
          (url) => url.pathname.startsWith('/api/disk/uploads/'),
          async (route) => {
            const request = route.request();
            if (request.method() !== 'PATCH') return route.continue();
            const offset = Number(await request.headerValue('upload-offset'));
            patchOffsets.push(offset);
            if (offset > 0 && !dropped) {
              dropped = true;
              return route.abort('connectionreset');
            }
            return route.continue();
          },
        );

        // Three files at once, the Word document first so its conversion starts early.
        await page.locator('[data-testid=disk-quota-user]').waitFor();
        await page.locator('input[type=file]').setInputFiles([DOCX, PDF, BIG]);
        const items = page.locator('[data-testid=disk-upload-item]');
        await expect.poll(() => items.count()).toBe(3);
        await page.locator('[data-testid=disk-upload-done]').waitFor({ timeout: 30_000 });
        expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')))).toEqual(['done', 'done', 'done']);
        expect(await page.locator('[data-testid=disk-upload-total]').getAttribute('data-percent')).toBe('100');
        // The large file's second chunk was sent twice: dropped, then again from the server's offset, never from 0.
        expect(dropped).toBe(true);
        expect(patchOffsets.filter((offset) => offset === CHUNK)).toHaveLength(2);
        expect(patchOffsets.filter((offset) => offset === 0)).toHaveLength(3);

        // The server keeps exactly the bytes chosen.
        const mine = await demoApi<{ records: Resource[] }>(base, teacher, 'GET', `/disk/resources?size=50&keyword=${STAMP}`);
        const byName = new Map(mine.records.map((resource) => [resource.fileName, resource]));
        expect([...byName.keys()].sort()).toEqual([BIG.name, DOCX.name, PDF.name].sort());
        const big = await demoApi<Detail>(base, teacher, 'GET', `/disk/resources/detail?id=${byName.get(BIG.name)!.id}`);
        const stored = await fetch(new URL(big.links.downloadUrl, base));
        expect(stored.status).toBe(200);
        expect(sha256(await stored.arrayBuffer())).toBe(sha256(BIG.buffer));

        // The PDF shows in the page, from its signed address.
        const pdf = byName.get(PDF.name)!;
        await page.goto(`${base}/pc/disk/detail/${pdf.id}`);
        const frame = page.locator('[data-testid=disk-preview-pdf]');
        await frame.waitFor();
        const shown = await fetch(new URL((await frame.getAttribute('src'))!, base));
        expect(shown.headers.get('content-type')).toContain('application/pdf');
        await expect
          .poll(() => frameAddress(frame), { message: 'the page may frame the PDF (not refused by X-Frame-Options)' })
          .toContain('/api/disk/files/');
        await screenshot(page, 'disk-pdf-preview');

        // The three go into a new folder.
        await page.goto(`${base}/pc/disk/index`);
        await page.locator('[data-testid=disk-new-folder]').click();
        await page.locator('[data-testid=disk-folder-name]').fill(FOLDER);
        await page.locator('[data-testid=disk-folder-submit]').click();
        await waitForToast(page, '文件夹已创建');
        for (const file of [PDF, DOCX, BIG]) await page.getByLabel(`选择 ${byName.get(file.name)!.title}`).check();
        await page.locator('[data-testid=disk-batch-move]').click();
        await chooseOption(page, '[data-testid=disk-move-target]', FOLDER);
        await page.locator('[data-testid=disk-move-submit]').click();
        await waitForToast(page, '已移动 3 项');
        await page.getByRole('button', { name: `打开 ${FOLDER}` }).click();
        for (const file of [PDF, DOCX, BIG]) await page.locator(`[data-testid=disk-resource-link-${byName.get(file.name)!.id}]`).waitFor();

        // The district admin issues a folder of theirs to the teacher's school and another, asking for acknowledgement.
        const admin = await login(base, { username: 'district_admin', password: PASSWORD });
        const folder = await demoApi<{ id: number }>(base, admin, 'POST', '/disk/folders/create', { name: ISSUED_FOLDER, parentId: null });
        await tusUpload(
          base,
          admin,
          { filename: `复习提纲-${STAMP}.pdf`, folderId: String(folder.id) },
          new Uint8Array(minimalPdf('Revision outline')),
        );
        // The district admin's browser is in New York: what they type is still China time (issue 39).
        const district = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/disk/index', {
          timezoneId: 'America/New_York',
        });
        await district.locator(`[data-testid=disk-folder-issue-${folder.id}]`).click();
        await chooseOption(district, '[data-testid=disk-issue-schools]', [/第一实验小学$/, /实验中学$/]);
        await district.locator('[data-testid=disk-issue-message]').fill('请各校于期末前组织教师学习。');
        const deadline = district.locator('[data-testid=disk-issue-deadline]');
        await deadline.click();
        await deadline.fill('2030-12-31 18:00');
        await deadline.press('Enter');
        await expect.poll(() => deadline.inputValue()).toBe('2030-12-31 18:00');
        await district.locator('[data-testid=disk-issue-submit]').click();
        await waitForToast(district, '已下发给', 15_000);

        // The teacher finds it under received, unread; opens it and acknowledges.
        await page.goto(`${base}/pc/disk/received`);
        // An issue of one folder is named by the folder and its file count, not its first file (issue 39).
        const received = page.locator('[data-testid=disk-received] .ant-list-item', { hasText: `${ISSUED_FOLDER}（1 个文件）` }).first();
        await received.waitFor();
        expect(await received.getAttribute('data-read')).toBe('false');
        await received.locator('[data-testid^=disk-received-open-]').click();
        await page.locator('[data-testid=disk-received-items]').getByText(`复习提纲-${STAMP}`, { exact: true }).waitFor();
        await page.locator('[data-testid=disk-received-detail]').getByText('2030-12-31 18:00', { exact: false }).waitFor();
        await page.locator('[data-testid=disk-received-acknowledge]').click();
        await page.locator('[data-testid=disk-received-acknowledged]').waitFor();

        // The district admin's page counts the acknowledgement.
        await district.goto(`${base}/pc/disk/distributed`);
        const counted = district.locator('[data-testid^=disk-issue-acknowledged-]').first();
        await expect.poll(() => counted.textContent(), { timeout: 15_000 }).toBe('1');

        // The Word document, by now converted (or, without LibreOffice, the message saying how to enable previews).
        const docx = byName.get(DOCX.name)!;
        await page.goto(`${base}/pc/disk/detail/${docx.id}`);
        if (hasLibreOffice()) {
          await page.locator('[data-testid=disk-detail][data-preview-status=ready]').waitFor({ timeout: 60_000 });
          const converted = await fetch(
            new URL((await page.locator('[data-testid=disk-preview-pdf][data-kind=office]').getAttribute('src'))!, base),
          );
          expect(converted.headers.get('content-type')).toContain('application/pdf');
          expect(
            Buffer.from(await converted.arrayBuffer())
              .subarray(0, 5)
              .toString('latin1'),
          ).toBe('%PDF-');
          await expect.poll(() => frameAddress(page.locator('[data-testid=disk-preview-pdf]'))).toContain('/api/disk/files/');
        } else {
          await page.locator('[data-testid=disk-preview-not-enabled]').waitFor();
        }
        await screenshot(page, 'disk-docx-preview');
        expect(errors.pageErrors).toEqual([]);
      } finally {
        for (const context of contexts.splice(0)) await context.close();
      }
    },
  );
});
