import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { DiskResourceDetail } from '@yanxiu/contract/disk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQueuedJobs } from '@server-test/support/jobs';
import { createTestApp, type TestApp } from '@server-test/support/test-app';
import { processesMentioning, zipBombWordDocument } from './disk-convert.fixtures';
import { wordDocument } from '@server/modules/disk/disk.fixtures';

// Issue 35: a small .docx unpacking to hundreds of MB must neither leave LibreOffice running after its job nor keep
// the next file (any tenant's) from converting. Each app here has a DATA_DIR of its own, where conversions keep their
// work and profile directories, so a LibreOffice process of this file's jobs is one whose command line names it.

function libreOfficeInstalled(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const MB = 1000 ** 2;
let bomb: Buffer;
const dirs: string[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  // word/document.xml of 300 MB: about 1 MB packed, past the default 256 MiB a part may unpack to and 100:1.
  bomb = await zipBombWordDocument(300 * MB);
});
afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

/** Uploads a file in one PATCH (tus) and answers the new resource's id. */
async function upload(t: TestApp, login: LoginInfo, name: string, bytes: Buffer): Promise<number> {
  const token = login.access_token;
  const created = await t.call('POST', '/disk/uploads', {
    token,
    headers: { ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(name)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = /\/api\/disk\/uploads\/([a-f0-9]{32})\?/.exec(String(created.headers.location))![1];
  const done = await t.call('PATCH', `/disk/uploads/${id}`, {
    token,
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
  expect(done.statusCode, done.body).toBe(204);
  return Number(done.headers['yanxiu-resource-id']);
}

async function previewStatus(t: TestApp, login: LoginInfo, id: number): Promise<string> {
  const answer = await t.call('GET', '/disk/resources/detail', { token: login.access_token, query: { id: String(id) } });
  return (answer.json().data as DiskResourceDetail).preview.status;
}

describe.skipIf(!libreOfficeInstalled())('Office conversion of a zip bomb (issue 35)', () => {
  it(
    'refuses the bomb without running LibreOffice; the next file converts and nothing of LibreOffice outlives the jobs',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDir('yanxiu-convert-refuse-');
      // LibreOffice itself, behind a script noting each call, to show the bomb never reaches it.
      const calls = path.join(dataDir, 'soffice-calls');
      const soffice = path.join(dataDir, 'soffice');
      await fs.writeFile(soffice, `#!/bin/sh\necho "$*" >> '${calls}'\nexec soffice "$@"\n`, { mode: 0o755 });
      const t = await createTestApp({ DATA_DIR: dataDir, DISK_SOFFICE_PATH: soffice });
      try {
        const teacher = await t.login('teacher');
        const bombId = await upload(t, teacher, '炸弹.docx', bomb);
        const normalId = await upload(t, teacher, '教学设计.docx', wordDocument());
        expect(await previewStatus(t, teacher, bombId)).toBe('converting');
        // What a process that died mid-conversion left a day ago: the next conversion removes it.
        const abandoned = path.join(dataDir, 'disk-convert', 'job-abandoned');
        await fs.mkdir(path.join(abandoned, 'profile'), { recursive: true });
        const dayAgo = new Date(Date.now() - 86_400_000 - 60_000);
        await fs.utimes(abandoned, dayAgo, dayAgo);
        await runQueuedJobs(t);
        expect(await previewStatus(t, teacher, bombId)).toBe('failed');
        expect(await previewStatus(t, teacher, normalId)).toBe('ready');
        const conversions = (await fs.readFile(calls, 'utf8')).split('\n').filter((line) => line.includes('--convert-to'));
        expect(conversions).toHaveLength(1);
        expect(await processesMentioning(dataDir)).toEqual([]);
        // Work and profile directories are removed with their jobs.
        expect(await fs.readdir(path.join(dataDir, 'disk-convert'))).toEqual([]);
      } finally {
        await t.close();
      }
    },
  );

  it(
    'with limits that let the bomb through, LibreOffice is stopped at its time or memory limit, all of it, and the next file converts',
    { timeout: 180_000 },
    async () => {
      const dataDir = await tempDir('yanxiu-convert-timeout-');
      const t = await createTestApp({
        DATA_DIR: dataDir,
        // Long enough for the normal file on a busy machine, far too short for 300 MB of paragraphs.
        DISK_CONVERT_TIMEOUT_SECONDS: '15',
        DISK_CONVERT_MAX_UNPACKED_MB: '4096',
        DISK_CONVERT_MAX_PART_MB: '4096',
        DISK_CONVERT_MAX_RATIO: '100000',
      });
      try {
        const teacher = await t.login('teacher');
        const bombId = await upload(t, teacher, '炸弹.docx', bomb);
        const normalId = await upload(t, teacher, '教学设计.docx', wordDocument());
        await runQueuedJobs(t);
        expect(await previewStatus(t, teacher, bombId)).toBe('failed');
        expect(await previewStatus(t, teacher, normalId)).toBe('ready');
        expect(await processesMentioning(dataDir)).toEqual([]);
        expect(await fs.readdir(path.join(dataDir, 'disk-convert'))).toEqual([]);
      } finally {
        await t.close();
      }
    },
  );
});
