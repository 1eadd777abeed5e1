import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@server/db/schema/notifications';
import { chinaDay } from '@server/platform/time/china-time';
import { scoresFor, setUpScoring, type ScoringScenario } from '@server/modules/selection/scoring/scoring.fixtures';

// The applicants of a selection hear of its results: when the list goes on public notice (公示), with the notice's
// last day, and when it is final. Only those on the list (every application that passed review) are told.

let s: ScoringScenario;
const today = chinaDay(new Date());

beforeAll(async () => {
  s = await setUpScoring();
  const id = (username: string) => Number(s.who[username]!.userId);
  for (const groupId of [s.groups.primary, s.groups.junior]) {
    const response = await s.c.post('selectionAssignExperts', s.who.district_admin, {
      prjId: s.project.prjId,
      groupId,
      expertUserIds: [id('expert'), id('expert_d')],
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  for (const expert of ['expert', 'expert_d'])
    for (const applyId of Object.values(s.applications)) {
      const response = await s.c.post('selectionScoringSubmit', s.who[expert], {
        applyId,
        scores: scoresFor(s.scored),
        comment: '材料完整',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
});
afterAll(async () => {
  await s.env.close();
});

const noticesOf = (kind: string) =>
  s.env.t.deps.db
    .select({ params: notificationMessages.params, link: notificationMessages.link, audience: notificationMessages.audience })
    .from(notificationMessages)
    .where(and(eq(notificationMessages.tenantId, s.tenantId), eq(notificationMessages.kind, kind)));

const applicantIds = () => ['teacher', 'backbone', 'idle'].map((username) => Number(s.who[username]!.userId)).sort((a, b) => a - b);
const sortedUsers = (audience: unknown) => [...(audience as { userIds: number[] }).userIds].sort((a, b) => a - b);

describe('the results of a selection', () => {
  it('tell every applicant on the list when they go on public notice, and again when they are final', async () => {
    const published = await s.c.post('selectionPublishResults', s.who.district_admin, {
      prjId: s.project.prjId,
      version: 0,
      noticeEndsOn: today,
      selected: [s.applications.teacher],
    });
    expect(published.statusCode, published.body).toBe(200);
    const publicity = await noticesOf('selection.publicity');
    expect(publicity).toHaveLength(1);
    expect(publicity[0]).toMatchObject({ params: { title: '2026 年区级教学能手评选', noticeEndsOn: today }, link: '/my/selection' });
    expect(sortedUsers(publicity[0]!.audience)).toEqual(applicantIds());
    expect(await noticesOf('selection.final')).toEqual([]);

    const finalised = await s.c.post('selectionFinaliseResults', s.who.district_admin, {
      prjId: s.project.prjId,
      version: 1,
      endNoticeEarlyReason: '公示无异议',
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const final = await noticesOf('selection.final');
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ params: { title: '2026 年区级教学能手评选' }, link: '/my/selection' });
    expect(sortedUsers(final[0]!.audience)).toEqual(applicantIds());
  });
});
