import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { SaveTopicApplicationBody, SaveTopicCallBody } from '@yanxiu/contract/topic';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '@server/db/schema/identity';
import { signedInDemoApp } from '@server-test/support/signed-in-demo';
import type { TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { chinaDay } from '@server/platform/time/china-time';

// What the topic API tests share: one test app per file with its own file store, the demo accounts signed in
// (李强 `backbone` made a second expert, as panels here have two), the calls by their contract names, a call body
// and an application body to start from, and helpers that walk a topic through its review.

const DAY_MS = 24 * 60 * 60 * 1000;
export type Call = keyof typeof ApiPaths;

/** The demo accounts signed in, 李强 (`backbone`) made a second expert first. */
export const setUp = () =>
  signedInDemoApp('topic', async (t) => {
    await t.deps.db
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, 'expert')` })
      .where(and(eq(users.username, 'backbone'), sql`not ('expert' = any(${users.roles}))`));
  });
export type Env = Awaited<ReturnType<typeof setUp>>;

/**
 * The research period of the fixture's calls: begun long enough ago that every stage's window is open (the
 * mid-term's halfway point is behind, also once a change request moves the end half a year later), so a test can
 * walk a topic through its stages now.
 */
export const researchPeriod = {
  startsOn: chinaDay(new Date(Date.now() - 600 * DAY_MS)),
  endsOn: chinaDay(new Date(Date.now() + 330 * DAY_MS)),
};

/** A call open now: every level, two suggestions, two experts, pass score 75, the research period above. */
export function callBody(overrides: Partial<SaveTopicCallBody> = {}): SaveTopicCallBody {
  const now = Date.now();
  return {
    title: '测试课题指南',
    year: 2026,
    description: '',
    levels: ['key', 'general', 'youth'],
    suggestions: [
      { key: 'a', title: '作业设计研究', level: null, description: '' },
      { key: 'b', title: '阅读教学研究', level: 'general', description: '' },
    ],
    eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 30 * DAY_MS).toISOString(),
    memberCap: 3,
    requiredDocuments: ['申报书'],
    expertCount: 2,
    passScore: 75,
    periodStartsOn: researchPeriod.startsOn,
    periodEndsOn: researchPeriod.endsOn,
    ...overrides,
  } as SaveTopicCallBody;
}

/** A complete application body of a call (members and files to be given). */
export function applicationBody(callId: number, overrides: Partial<SaveTopicApplicationBody> = {}): SaveTopicApplicationBody {
  return {
    callId,
    title: '小学数学分层作业设计研究',
    level: 'general',
    suggestionKey: 'a',
    memberUserIds: [],
    plan: {
      background: '作业负担重',
      aims: '形成分层作业设计',
      methods: '行动研究',
      stages: [{ title: '调研', startsOn: '2026-01-01', endsOn: '2026-06-30', tasks: '' }],
      expectedResults: '研究报告',
      references: [],
    },
    fileIds: [],
    ...overrides,
  } as SaveTopicApplicationBody;
}

/** The calls against one test app, by their contract names. */
export function client(env: () => Env) {
  const token = (viewer: LoginInfo | undefined) => (viewer ? { token: viewer.access_token } : {});
  const post = (call: Call, viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
    env().t.call('POST', ApiPaths[call], { body, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const get = (call: Call, viewer: LoginInfo | undefined, query: Record<string, string>, tenant?: TestTenant) =>
    env().t.call('GET', ApiPaths[call], { query, ...token(viewer), ...(tenant ? { tenant } : {}) });
  const data = async (response: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const userId = (viewer: LoginInfo) => Number(viewer.userId);

  /** Saves and publishes a call as district staff; answers its id. */
  async function publishedCall(body: SaveTopicCallBody = callBody()) {
    const { who } = env();
    const saved = await data(post('topicManageSaveCall', who.district_admin, body));
    await data(post('topicManagePublishCall', who.district_admin, { callId: saved.callId, version: saved.version }));
    return saved.callId as number;
  }

  /** Uploads a PDF as evidence and answers its id. */
  async function uploadPdf(owner: LoginInfo): Promise<string> {
    const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="申报书.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await env().t.call('POST', '/files', {
      token: owner.access_token,
      query: { purpose: 'evidence' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), minimalPdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  /** A host's submitted application with confirmed members and the required document; answers its id and review id. */
  async function submitted(host: LoginInfo, callId: number, members: LoginInfo[] = []) {
    const fileId = await uploadPdf(host);
    const saved = await data(
      post('topicSaveApplication', host, applicationBody(callId, { memberUserIds: members.map(userId), fileIds: [fileId] })),
    );
    for (const member of members) await data(post('topicRespondMembership', member, { applyId: saved.applyId, accept: true }));
    const done = await data(post('topicSubmitApplication', host, { applyId: saved.applyId, version: saved.version }));
    expect(done).toMatchObject({ status: '4' });
    return { applyId: saved.applyId as number, reviewId: await reviewIdOf(saved.applyId), fileId };
  }

  /** The review id of a topic's application (or a filing of it) waiting at the school step. */
  async function reviewIdOf(applyId: number, kind = 'application'): Promise<number> {
    const queue = await data(get('topicReviewQueue', env().who.school_admin, { kind, size: '100' }));
    return (queue.records as Array<{ applyId: number; reviewId: number }>).find((row) => row.applyId === applyId)!.reviewId;
  }

  /** School and district approve a review (the district sets the panel when it has one). */
  async function throughStaff(reviewId: number, panel: LoginInfo[] = []) {
    const { who } = env();
    await data(post('topicReviewDecide', who.school_admin, { reviewId, decision: 'approve' }));
    if (panel.length > 0) await data(post('topicAssignExperts', who.district_admin, { reviewId, expertUserIds: panel.map(userId) }));
    return data(post('topicReviewDecide', who.district_admin, { reviewId, decision: 'approve' }));
  }

  /** A topic approved (立项) by the school, the district and both experts; answers its ids. */
  async function approvedTopic(host: LoginInfo, callId: number, members: LoginInfo[] = []) {
    const { who } = env();
    const topic = await submitted(host, callId, members);
    await throughStaff(topic.reviewId, [who.expert!, who.backbone!]);
    await data(post('topicExpertScore', who.expert, { kind: 'application', reviewId: topic.reviewId, score: 80, comment: '可行' }));
    const last = await data(
      post('topicExpertScore', who.backbone, { kind: 'application', reviewId: topic.reviewId, score: 76, comment: '同意' }),
    );
    expect(last).toMatchObject({ complete: true, outcome: 'approved' });
    return topic;
  }

  /** The host files a stage and school and district pass it; answers its stage id. */
  async function passedStage(host: LoginInfo, applyId: number, kind: 'opening' | 'midterm') {
    const filed = await data(post('topicFileStage', host, { applyId, kind, report: `${kind} 报告`, fileIds: [] }));
    const detail = await data(get('topicDetail', host, { applyId: String(applyId) }));
    const slot = (detail.stages as Array<{ kind: string; stage: { reviewId: number } | null }>).find((entry) => entry.kind === kind)!;
    await throughStaff(slot.stage!.reviewId);
    return filed.stageId as number;
  }

  return { post, get, data, userId, publishedCall, uploadPdf, submitted, reviewIdOf, throughStaff, approvedTopic, passedStage };
}
