import type { TopicHistoryEntry } from '@yanxiu/contract/topic';
import type { ReviewTimelineEntry } from '@/shared/review/review-wording';
import { reviewKindLabel } from './manage/labels';

/**
 * A topic's history for the shared timeline: one history holds the application's and its stage filings' reviews, so
 * each entry names the review it belongs to. Call it while rendering (the kind's words follow the language).
 */
export function topicTimeline(history: readonly TopicHistoryEntry[]): ReviewTimelineEntry[] {
  return history.map(({ reviewKind, stageId: _stage, ...entry }) => ({ ...entry, subject: reviewKindLabel(reviewKind) }));
}
