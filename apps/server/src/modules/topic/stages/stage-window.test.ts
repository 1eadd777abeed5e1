import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicStages } from '@server/db/schema/topic';
import { countRows } from '@server-test/support/db-state';
import { addDays, chinaDay } from '@server/platform/time/china-time';
import { callBody, client, setUp, type Env } from '@server/modules/topic/topic.fixtures';
import { addMonths } from './deadlines';

// A stage is filed inside the research period: the opening report from the period's first day, each later stage
// from the day the one before falls due. Before that the host is told from which day, and nothing is written.

describe('the window of a topic stage', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  const today = () => chinaDay(new Date());
  const slotsOf = async (applyId: number) =>
    (await c.data(c.get('topicDetail', env.who.teacher, { applyId: String(applyId) }))).stages as Array<{
      kind: string;
      opensOn: string;
      canFile: boolean;
    }>;

  it('refuses the opening report before the research period begins, naming the day it opens', async () => {
    const { who, t } = env;
    const startsOn = addDays(today(), 60);
    const call = await c.publishedCall(
      callBody({ title: '明年开始的指南', year: 2041, periodStartsOn: startsOn, periodEndsOn: addDays(startsOn, 730) }),
    );
    const { applyId } = await c.approvedTopic(who.teacher!, call);
    expect((await slotsOf(applyId))[0]).toMatchObject({ kind: 'opening', opensOn: startsOn, canFile: false });
    const before = await countRows(t.deps.db, topicStages);
    const refused = await c.post('topicFileStage', who.teacher, { applyId, kind: 'opening', report: '开题', fileIds: [] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 4911 });
    expect(refused.json().msg).toContain(startsOn);
    expect(await countRows(t.deps.db, topicStages)).toBe(before);
  });

  it('opens the mid-term check only when the opening report falls due, even once the opening has passed', async () => {
    const { who, t } = env;
    const startsOn = addDays(today(), -10);
    const call = await c.publishedCall(
      callBody({ title: '刚开始的指南', year: 2042, periodStartsOn: startsOn, periodEndsOn: addDays(startsOn, 730) }),
    );
    const { applyId } = await c.approvedTopic(who.teacher!, call);
    await c.passedStage(who.teacher!, applyId, 'opening');
    const midtermOpens = addMonths(startsOn, 3);
    expect((await slotsOf(applyId))[1]).toMatchObject({ kind: 'midterm', opensOn: midtermOpens, canFile: false });
    const before = await countRows(t.deps.db, topicStages);
    const refused = await c.post('topicFileStage', who.teacher, { applyId, kind: 'midterm', report: '中期', fileIds: [] });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 4911 });
    expect(refused.json().msg).toContain(midtermOpens);
    expect(await countRows(t.deps.db, topicStages)).toBe(before);
  });
});
