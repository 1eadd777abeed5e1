import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ProgrammeInput } from '@yanxiu/contract/training';
import { expect } from 'vitest';
import type { TestApp, TestTenant } from '@server-test/support/test-app';
import { minimalPdf, minimalPng } from '@server/platform/storage/storage.fixtures';

// Shared by the training API tests: uploading training material as staff would, and a valid programme input.

/** An MP4 of `size` bytes: an `ftyp` box, which is what sniffing reads, then padding. */
export function mp4OfSize(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomavc1', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length), 7)]);
}

const SAMPLES = {
  cover: () => minimalPng(64),
  video: () => mp4OfSize(4096),
  document: () => minimalPdf('handout'),
  evidence: () => minimalPdf('evidence'),
};

/** Uploads a file of a purpose as `who` and answers its id. */
export async function uploadAs(
  t: TestApp,
  who: LoginInfo,
  purpose: keyof typeof SAMPLES,
  tenant?: TestTenant,
  bytes = SAMPLES[purpose](),
): Promise<string> {
  const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${purpose}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const response = await t.call('POST', '/files', {
    token: who.access_token,
    ...(tenant ? { tenant } : {}),
    query: { purpose },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const DAY = 24 * 60 * 60 * 1000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateIn = (days: number) => isoIn(days).slice(0, 10);

/** A valid common programme with a video and an offline unit; override what a test is about. */
export function programmeInput(files: { video: string; document: string }, overrides: Partial<ProgrammeInput> = {}): ProgrammeInput {
  return {
    kind: 'common',
    title: '测试培训项目',
    summary: '一句话简介',
    description: '## 说明\n\n测试用的培训项目。',
    level: '2',
    sectionCodes: ['2'],
    subjectCodes: ['02'],
    targetSchoolIds: [],
    enrolMode: 'open',
    enrolStart: isoIn(-1),
    enrolEnd: isoIn(10),
    startsOn: dateIn(12),
    endsOn: dateIn(40),
    capacity: 30,
    creditHours: 3,
    priceCents: 0,
    coverFileId: null,
    studioId: null,
    linkedActivities: [],
    units: [
      { kind: 'video', title: '视频课', fileId: files.video, durationSeconds: 600, creditHours: 1 },
      { kind: 'document', title: '文档课', fileId: files.document, minViewSeconds: 60, creditHours: 0.5 },
      { kind: 'offline', title: '线下研讨', location: '报告厅', sessionStartsAt: isoIn(20), creditHours: 1.5 },
    ],
    ...overrides,
  };
}
