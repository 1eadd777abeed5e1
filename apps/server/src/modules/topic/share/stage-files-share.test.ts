import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, setUp, type Env } from '@server/modules/topic/topic.fixtures';

// Issue 39: the share dialog said a topic had no files although each stage had filed a PDF. The documents a stage
// files are the topic's to share: the topic's detail lists them under their stage, the host makes one public with
// the application's own, and the public page serves both to anyone.

describe('sharing the documents a stage filed', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('lists the opening report’s PDF under its stage, shares it with the application’s and serves both publicly', async () => {
    const { who, t } = env;
    const host = who.teacher!;
    const callId = await c.publishedCall();
    const topic = await c.approvedTopic(host, callId);
    const openingPdf = await c.uploadPdf(host);
    await c.data(c.post('topicFileStage', host, { applyId: topic.applyId, kind: 'opening', report: '开题报告', fileIds: [openingPdf] }));

    const detail = await c.data(c.get('topicDetail', host, { applyId: String(topic.applyId) }));
    const opening = (detail.stages as Array<{ kind: string; stage: { files: Array<{ id: string; public: boolean }> } | null }>).find(
      (slot) => slot.kind === 'opening',
    )!;
    expect(opening.stage!.files).toMatchObject([{ id: openingPdf, public: false }]);

    const shared = await c.post('topicShare', host, {
      applyId: topic.applyId,
      abstract: '摘要',
      publicFileIds: [topic.fileId, openingPdf],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect([...(shared.json().data.publicFileIds as string[])].sort()).toEqual([topic.fileId, openingPdf].sort());
    const after = await c.data(c.get('topicDetail', host, { applyId: String(topic.applyId) }));
    const openingAfter = (after.stages as Array<{ kind: string; stage: { files: Array<{ public: boolean }> } | null }>).find(
      (slot) => slot.kind === 'opening',
    )!;
    expect(openingAfter.stage!.files).toMatchObject([{ public: true }]);

    for (const fileId of [openingPdf, topic.fileId]) {
      const download = await t.call('GET', `/topic/share/files/${topic.applyId}/${fileId}`);
      expect(download.statusCode, download.body).toBe(200);
    }
  });
});
