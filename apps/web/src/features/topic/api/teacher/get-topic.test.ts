import type { TopicDetail } from '@yanxiu/contract/topic';
import { describe, expect, test } from 'vitest';
import { MEMBER_ANSWER_POLL_MS, memberAnswerPoll } from './get-topic';

/** The parts of a topic the poll looks at. */
const topic = (myRole: TopicDetail['myRole'], canEdit: boolean, statuses: Array<TopicDetail['members'][number]['status']>) =>
  ({
    myRole,
    canEdit,
    members: statuses.map((status, index) => ({
      userId: String(index + 2),
      name: `成员${index}`,
      orgName: '第一小学',
      status,
      respondedAt: null,
    })),
  }) as unknown as TopicDetail;

describe("the host's form follows the members' answers", () => {
  test('re-reads the topic while the host can still change it and someone invited has not answered', () => {
    expect(memberAnswerPoll(topic('host', true, ['confirmed', 'invited']))).toBe(MEMBER_ANSWER_POLL_MS);
  });

  test('stops once everyone answered, once submitted, for anyone but the host, and before the topic is read', () => {
    expect(memberAnswerPoll(topic('host', true, ['confirmed', 'declined']))).toBe(false);
    expect(memberAnswerPoll(topic('host', false, ['invited']))).toBe(false);
    expect(memberAnswerPoll(topic('invited', true, ['invited']))).toBe(false);
    expect(memberAnswerPoll(undefined)).toBe(false);
  });
});
