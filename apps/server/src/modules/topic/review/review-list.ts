import { TopicStageKind, type TopicStageKindValue } from '@yanxiu/contract/topic-enums';
import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { topicRoles } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { topicReviewsWhere } from './queue.repository';
import { stageKindsOfReviews, topicTitlesOf } from './review-list.repository';
import { topicReviewListTexts } from './review-list.texts';

/**
 * Topic applications and stage filings at a school or district step on the staff's one review list (the expert step
 * is the panel's: experts score on their own pages). Both open the staff's review page of the review.
 */
export const topicReviewList: ReviewListSource = {
  domain: 'topic',
  subject: topicReviewsWhere(TOPIC_SUBJECT, {}),
  reviewerRoles: (roles) => roles.filter((role) => role !== topicRoles.step.expert),
  async describe(tx, tenantId, rows, locale) {
    const stageRows = rows.filter((row) => row.subjectType === TOPIC_SUBJECT.stage);
    const [titles, kinds] = await Promise.all([
      topicTitlesOf(
        tx,
        tenantId,
        rows.map((row) => Number(row.subjectId)),
      ),
      stageKindsOfReviews(
        tx,
        tenantId,
        stageRows.map((row) => row.id),
      ),
    ]);
    return new Map(
      rows.map((row) => {
        const title = titles.get(Number(row.subjectId)) ?? '';
        const kind = kinds.get(row.id) as TopicStageKindValue | undefined;
        const stage = kind ? TopicStageKind.label(kind, locale) : undefined;
        return [
          row.id,
          {
            title: stage ? topicReviewListTexts(locale, 'stageTitle', { title, stage }) : title,
            link: `/manage/topicReview/${row.id}`,
          },
        ];
      }),
    );
  },
};
