import type { EventScope } from '@server/platform/events/domain-events';
import { chinaDay } from '@server/platform/time/china-time';
import { insertTopicRecordOnce } from './topic-records.repository';

/** A concluded research topic as the profile records it: who took part, in which role, and the topic's facts. */
export type ConcludedTopic = {
  people: ReadonlyArray<{ userId: number; role: 'host' | 'member' }>;
  title: string;
  topicNo: string;
  /** The body that approved it (the call's unit). */
  approvedBy: string;
  /** The day it was approved (立项), the record's day. */
  approvedOn: string;
  /** 2 district (calls are the district's), on the profile's 1 school ... 5 national scale. */
  level: number;
  concludedAt: Date;
};

/**
 * Records a concluded topic in the profile of its host and each confirmed member: a verified research-topic record
 * (usage kind 1 "led or joined a topic"), in the transaction of the caller's scope, once per person and topic
 * number. Topic calls this through profile.public; profile knows nothing of topics beyond this shape. Answers how
 * many were written.
 */
export async function recordConcludedTopic(scope: EventScope, topic: ConcludedTopic): Promise<number> {
  const { tx, tenantId } = scope;
  let written = 0;
  for (const person of topic.people) {
    const fields = {
      topicNo: topic.topicNo,
      approvedBy: topic.approvedBy,
      role: person.role,
      usageKind: '1',
      status: 'concluded',
      concludedOn: chinaDay(topic.concludedAt),
    };
    if (
      await insertTopicRecordOnce(tx, tenantId, {
        userId: person.userId,
        title: topic.title,
        occurredOn: topic.approvedOn,
        level: topic.level,
        fields,
        decidedAt: topic.concludedAt,
      })
    )
      written += 1;
  }
  return written;
}
