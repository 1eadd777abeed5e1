import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { storedFiles } from '@server/db/schema/files';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { ELF_BYTES, EXE_BYTES, HTML_BYTES, minimalDocx, minimalPdf, minimalPng } from '@server/platform/storage/storage.fixtures';

const MAX_BYTES = 64 * 1024;
const VIDEO_MAX_BYTES = 256 * 1024;
let t: TestApp;
let dataDir: string;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-files-'));
  // A JSON body limit far below the file limit: uploads must not be held to it.
  t = await createTestApp({
    DATA_DIR: dataDir,
    FILES_MAX_BYTES: String(MAX_BYTES),
    FILES_VIDEO_MAX_BYTES: String(VIDEO_MAX_BYTES),
    BODY_LIMIT_BYTES: '2048',
  });
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Files in the store (temporary ones included), to prove a refused upload left nothing. */
function blobsOnDisk(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipartBody(fileName: string, bytes: Buffer, declaredType: string) {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    'utf8',
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type UploadOptions = { token?: string | undefined; tenant?: TestTenant; declaredType?: string; purpose?: string };

function upload(fileName: string, bytes: Buffer, options: UploadOptions = {}) {
  const { body, contentType } = multipartBody(fileName, bytes, options.declaredType ?? 'application/pdf');
  return t.call('POST', '/files', {
    ...(options.token ? { token: options.token } : {}),
    ...(options.tenant ? { tenant: options.tenant } : {}),
    query: { purpose: options.purpose ?? 'evidence' },
    headers: { 'content-type': contentType },
    body,
  });
}

function download(id: string, viewer: LoginInfo | undefined, headers: Record<string, string> = {}, tenant?: TestTenant) {
  return t.call('GET', `/files/${id}`, { ...(viewer ? { token: viewer.access_token } : {}), headers, ...(tenant ? { tenant } : {}) });
}

async function uploaded(fileName: string, bytes: Buffer, owner = who.teacher!): Promise<string> {
  const response = await upload(fileName, bytes, { token: owner.access_token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

describe('POST /files', () => {
  it('stores a PDF and a PNG and serves back the same bytes with the sniffed type, whatever the client claimed', async () => {
    const pdf = minimalPdf();
    const response = await upload('研修证书.pdf', pdf, { token: who.teacher!.access_token, declaredType: 'text/html' });
    expect(response.statusCode).toBe(200);
    const info = response.json().data;
    expect(info).toEqual({ id: expect.any(String), name: '研修证书.pdf', contentType: 'application/pdf', size: pdf.length });

    const got = await download(info.id, who.teacher);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(pdf.length));
    expect(got.headers['content-disposition']).toBe(`inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('研修证书.pdf')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const [row] = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.id, info.id));
    expect(got.headers.etag).toBe(`"${row!.sha256}"`);

    // Named and declared as a PDF, but it is a picture: it is stored and served as one.
    const png = minimalPng();
    const pngInfo = (await upload('scan.pdf', png, { token: who.teacher!.access_token })).json().data;
    expect(pngInfo.contentType).toBe('image/png');
    const gotPng = await download(pngInfo.id, who.teacher);
    expect(gotPng.headers['content-type']).toBe('image/png');
    expect(gotPng.rawPayload.equals(png)).toBe(true);
  });

  it('accepts an upload larger than the JSON body limit, and serves Office files as attachments', async () => {
    const wide = minimalPng(20_000);
    expect(wide.length).toBeGreaterThan(2048);
    expect((await upload('wide.png', wide, { token: who.teacher!.access_token })).statusCode).toBe(200);
    const docxId = await uploaded('教学反思.docx', minimalDocx());
    const got = await download(docxId, who.teacher);
    expect(got.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(got.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses executables and markup named .pdf with 415, keeping nothing', async () => {
    const rowsBefore = await countRows(t.deps.db, storedFiles);
    const blobsBefore = blobsOnDisk().length;
    for (const bytes of [EXE_BYTES, ELF_BYTES, HTML_BYTES]) {
      const response = await upload('certificate.pdf', bytes, { token: who.teacher!.access_token });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 4015, status: 4015 });
      expect(response.json().msg).toMatch(/PDF、PNG/);
    }
    const english = await upload('certificate.pdf', ELF_BYTES, { token: who.teacher!.access_token, declaredType: 'application/pdf' });
    expect(english.json().data.issues[0].message).toMatch(/application\/x-elf/);
    expect(await countRows(t.deps.db, storedFiles)).toBe(rowsBefore);
    expect(blobsOnDisk()).toHaveLength(blobsBefore);
  });

  it('refuses a file over FILES_MAX_BYTES with 413, keeping nothing', async () => {
    const rowsBefore = await countRows(t.deps.db, storedFiles);
    const blobsBefore = blobsOnDisk().length;
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(MAX_BYTES, 0x20)]);
    const response = await upload('big.pdf', big, { token: who.teacher!.access_token });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 4013, msg: '文件不能超过 64 KB' });
    expect(await countRows(t.deps.db, storedFiles)).toBe(rowsBefore);
    expect(blobsOnDisk()).toHaveLength(blobsBefore);
  });

  it('rejects bad input: no multipart body, an unknown purpose, an empty file', async () => {
    const json = await t.call('POST', '/files', { token: who.teacher!.access_token, query: { purpose: 'evidence' }, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload('a.pdf', minimalPdf(), { token: who.teacher!.access_token, purpose: 'selfie' })).statusCode).toBe(400);
    expect((await upload('empty.txt', Buffer.alloc(0), { token: who.teacher!.access_token })).statusCode).toBe(422);
  });

  it('requires a session on the right tenant', async () => {
    const anonymous = await upload('a.pdf', minimalPdf());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(1001);
    expect((await upload('a.pdf', minimalPdf(), { token: who.teacher!.access_token, tenant: DONGCHENG })).statusCode).toBe(401);
  });
});

/** An MP4 of `size` bytes: an `ftyp` box, which is what sniffing reads, then padding. */
function mp4OfSize(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomavc1', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 0)]);
}

describe('POST /files for training material', () => {
  it('refuses covers from teachers with 403, keeping nothing', async () => {
    const rowsBefore = await countRows(t.deps.db, storedFiles);
    const blobsBefore = blobsOnDisk().length;
    for (const username of ['teacher', 'backbone', 'expert']) {
      const response = await upload('cover.png', minimalPng(), { token: who[username]!.access_token, purpose: 'cover' });
      expect(response.statusCode, `cover by ${username}`).toBe(403);
      expect(response.json().code).toBe(4003);
    }
    expect(await countRows(t.deps.db, storedFiles)).toBe(rowsBefore);
    expect(blobsOnDisk()).toHaveLength(blobsBefore);
  });

  it("lets teachers upload videos and documents (a research group leader's stage material), owned by them", async () => {
    for (const [purpose, name, bytes] of [
      ['video', 'lesson.mp4', mp4OfSize(1024)],
      ['document', 'handout.pdf', minimalPdf()],
    ] as const) {
      const response = await upload(name, bytes, { token: who.teacher!.access_token, purpose });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.id, response.json().data.id));
      expect([row!.purpose, row!.ownerUserId]).toEqual([purpose, Number(who.teacher!.userId)]);
    }
  });

  it('lets school and district staff upload them, each purpose with its own types', async () => {
    const cover = await upload('cover.png', minimalPng(), { token: who.school_admin!.access_token, purpose: 'cover' });
    expect(cover.statusCode).toBe(200);
    expect(cover.json().data.contentType).toBe('image/png');
    const document = await upload('讲义.pdf', minimalPdf(), { token: who.district_admin!.access_token, purpose: 'document' });
    expect(document.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.id, document.json().data.id));
    expect(row!.purpose).toBe('document');
    // A PDF is no cover, and a picture is no video.
    expect((await upload('cover.pdf', minimalPdf(), { token: who.school_admin!.access_token, purpose: 'cover' })).statusCode).toBe(415);
    expect((await upload('lesson.mp4', minimalPng(), { token: who.school_admin!.access_token, purpose: 'video' })).statusCode).toBe(415);
  });

  it('holds videos to FILES_VIDEO_MAX_BYTES and everything else to FILES_MAX_BYTES', async () => {
    // Over the general limit, within the video one.
    const video = await upload('课堂实录.mp4', mp4OfSize(MAX_BYTES * 2), { token: who.district_admin!.access_token, purpose: 'video' });
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json().data).toMatchObject({ contentType: 'video/mp4', size: MAX_BYTES * 2 });

    const rowsBefore = await countRows(t.deps.db, storedFiles);
    const blobsBefore = blobsOnDisk().length;
    const tooLong = await upload('too-long.mp4', mp4OfSize(VIDEO_MAX_BYTES + 1), {
      token: who.district_admin!.access_token,
      purpose: 'video',
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().msg).toBe('文件不能超过 256 KB');
    const bigDocument = Buffer.concat([minimalPdf(), Buffer.alloc(MAX_BYTES * 2, 0x20)]);
    const document = await upload('big.pdf', bigDocument, { token: who.district_admin!.access_token, purpose: 'document' });
    expect(document.statusCode).toBe(413);
    expect(document.json().msg).toBe('文件不能超过 64 KB');
    expect(await countRows(t.deps.db, storedFiles)).toBe(rowsBefore);
    expect(blobsOnDisk()).toHaveLength(blobsBefore);
  });
});

describe('GET /files/:id', () => {
  let id: string;
  const bytes = minimalPdf('range test');
  beforeAll(async () => {
    id = await uploaded('range.pdf', bytes);
  });

  it('serves byte ranges: a head, a suffix, and 416 outside the file', async () => {
    const head = await download(id, who.teacher, { range: 'bytes=0-9' });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    expect(head.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(head.headers['content-length']).toBe('10');

    const tail = await download(id, who.teacher, { range: 'bytes=-6' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.toString()).toBe('%%EOF\n');

    const outside = await download(id, who.teacher, { range: `bytes=${bytes.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(outside.json().code).toBe(4016);

    // A range of another version of the file (If-Range) gets the whole of this one; a cached copy gets 304.
    const stale = await download(id, who.teacher, { range: 'bytes=0-9', 'if-range': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
    const cached = await download(id, who.teacher, { 'if-none-match': String(stale.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('lets the owner, staff over the owner and experts read; refuses colleagues and other schools', async () => {
    expect((await download(id, undefined)).statusCode).toBe(401);
    expect((await download(id, who.backbone)).statusCode).toBe(403);
    expect((await download(id, who.school_admin)).statusCode).toBe(200);
    expect((await download(id, who.district_admin)).statusCode).toBe(200);
    expect((await download(id, who.expert)).statusCode).toBe(200);
    // backbone's school is not school_admin's.
    const backboneFile = await uploaded('other-school.pdf', minimalPdf(), who.backbone);
    expect((await download(backboneFile, who.school_admin)).statusCode).toBe(403);
    expect((await download(backboneFile, who.teacher)).statusCode).toBe(403);
  });

  it('gives nothing across tenants, and 404 for an unknown id', async () => {
    expect((await download(id, who.dongchengTeacher, {}, DONGCHENG)).statusCode).toBe(404);
    expect((await download(id, who.teacher, {}, DONGCHENG)).statusCode).toBe(401);
    expect((await download(randomUUID(), who.teacher)).statusCode).toBe(404);
    expect((await download('not-a-uuid', who.teacher)).statusCode).toBe(400);
  });
});

describe('DELETE /files/:id', () => {
  it('lets only the owner delete, then the file is gone with its bytes', async () => {
    const id = await uploaded('to-delete.pdf', minimalPdf());
    const blobsBefore = blobsOnDisk().length;
    const remove = (viewer: LoginInfo | undefined, tenant?: TestTenant) =>
      t.call('DELETE', `/files/${id}`, { ...(viewer ? { token: viewer.access_token } : {}), ...(tenant ? { tenant } : {}) });
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(who.school_admin)).statusCode).toBe(403);
    expect((await remove(who.backbone)).statusCode).toBe(403);
    expect((await remove(who.dongchengTeacher, DONGCHENG)).statusCode).toBe(404);

    const deleted = await remove(who.teacher);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id });
    expect((await download(id, who.teacher)).statusCode).toBe(404);
    expect((await remove(who.teacher)).statusCode).toBe(404);
    expect(blobsOnDisk()).toHaveLength(blobsBefore - 1);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((entry) => entry.action)).toEqual(['file.deleted']);
  });
});

describe('the OpenAPI document', () => {
  it('lists the file calls', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/files', '/api/files/{id}']));
  });
});
