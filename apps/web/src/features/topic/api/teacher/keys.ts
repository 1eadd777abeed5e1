import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the teacher's side of topics: calls, my applications and topics, a topic, its records. */
export const TOPIC_TEACHER_KEY = ['topic', 'teacher'] as const;

/** After a write to an application, a stage, a membership or a record: every list and detail of mine may change. */
export function invalidateTopics(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: TOPIC_TEACHER_KEY });
}
