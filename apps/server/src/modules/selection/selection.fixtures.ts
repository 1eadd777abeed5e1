import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { SaveProjectBody } from '@yanxiu/contract/selection';
import { expect } from 'vitest';
import { signedInDemoApp } from '@server-test/support/signed-in-demo';
import type { TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';

// What the selection API tests share: one test app per file with its own file store, the demo accounts signed in,
// the calls by their contract names, and a project body to start from.

const DAY_MS = 24 * 60 * 60 * 1000;
export type Call = keyof typeof ApiPaths;

/** The demo accounts signed in (see signedInDemoApp). */
export const setUp = () => signedInDemoApp('selection');
export type Env = Awaited<ReturnType<typeof setUp>>;

/** A district project open now: classified (primary, junior secondary), every kind of indicator, self-review allowed. */
export function projectBody(overrides: Partial<SaveProjectBody> = {}): SaveProjectBody {
  const now = Date.now();
  return {
    title: '测试评选',
    description: '',
    category: '1',
    kind: '1',
    applyScope: '2',
    selfReview: '2',
    scoreAggregation: 'mean',
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 30 * DAY_MS).toISOString(),
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
    schoolQuota: null,
    groups: [
      { name: '小学组', sectionCode: '2', subjectCode: null, quota: null },
      { name: '初中组', sectionCode: '3', subjectCode: null, quota: null },
    ],
    sections: [
      {
        title: '业绩',
        indicators: [
          { title: '自述', kind: 'text', maxScore: 10, guide: '真实', options: [], multiple: false, required: true },
          { title: '公开课', kind: 'number', maxScore: 20, guide: '', options: [], multiple: false, required: false },
          {
            title: '考核',
            kind: 'choice',
            maxScore: 10,
            guide: '',
            options: [
              { key: 'a', label: '优秀' },
              { key: 'b', label: '合格' },
            ],
            multiple: false,
            required: false,
          },
          { title: '课例', kind: 'file', maxScore: 30, guide: '', options: [], multiple: false, required: true },
          { title: '荣誉', kind: 'record', maxScore: 30, guide: '', options: [], multiple: false, required: false },
        ],
      },
    ],
    ...overrides,
  };
}

/** The calls against one test app, by their contract names. */
export function client(env: () => Env) {
  const token = (viewer: LoginInfo | undefined) => (viewer ? { token: viewer.access_token } : {});
  const post = (call: Call, viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
    env().t.call('POST', ApiPaths[call], { body, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const get = (call: Call, viewer: LoginInfo | undefined, query: Record<string, string>, tenant?: TestTenant) =>
    env().t.call('GET', ApiPaths[call], { query, ...token(viewer), ...(tenant ? { tenant } : {}) });

  /** Saves and publishes a project as a staff member; answers its id and the ids of its indicators and groups. */
  async function publishedProject(viewer: LoginInfo, body: SaveProjectBody = projectBody()) {
    const saved = await post('selectionManageSaveProject', viewer, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const { prjId, version } = saved.json().data;
    const published = await post('selectionManagePublishProject', viewer, { prjId, version });
    expect(published.statusCode, published.body).toBe(200);
    const detail = (await get('selectionManageProject', viewer, { prjId: String(prjId) })).json().data;
    const indicators = (detail.sections as Array<{ indicators: Array<{ id: number; kind: string }> }>).flatMap(
      (section) => section.indicators,
    );
    return { prjId: prjId as number, indicators, groups: detail.groups as Array<{ id: number; sectionCode: string }> };
  }

  /** Uploads a PDF as evidence and answers its id. */
  async function uploadPdf(owner: LoginInfo): Promise<string> {
    const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="课例.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await env().t.call('POST', '/files', {
      token: owner.access_token,
      query: { purpose: 'evidence' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), minimalPdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  /**
   * A teacher's submitted application to a project: applicant information (the group of their section), the
   * required text and file, then submit. Answers the application's id.
   */
  async function submitted(viewer: LoginInfo, project: Awaited<ReturnType<typeof publishedProject>>, sectionCode = '2') {
    const info = (await get('getUserInfoByApplyId', viewer, { prjId: String(project.prjId) })).json().data.info;
    const groupId = project.groups.find((group) => group.sectionCode === sectionCode)?.id ?? null;
    const created = await post('savaApplyUserInfo', viewer, { prjId: project.prjId, groupId, info });
    expect(created.statusCode, created.body).toBe(200);
    const { applyId, version } = created.json().data;
    const fileId = await uploadPdf(viewer);
    const text = project.indicators.find((indicator) => indicator.kind === 'text')!;
    const file = project.indicators.find((indicator) => indicator.kind === 'file')!;
    const values = [
      { itemId: text.id, value: { kind: 'text', text: '我的自述' } },
      { itemId: file.id, value: { kind: 'file', fileIds: [fileId] } },
    ];
    const saved = await post('saveApplyItem', viewer, { applyId, version, values });
    expect(saved.statusCode, saved.body).toBe(200);
    const submit = await post('submitApply', viewer, { applyId, version: saved.json().data.version });
    expect(submit.statusCode, submit.body).toBe(200);
    return { applyId: applyId as number, fileId, version: submit.json().data.version as number };
  }

  return { post, get, publishedProject, uploadPdf, submitted };
}
