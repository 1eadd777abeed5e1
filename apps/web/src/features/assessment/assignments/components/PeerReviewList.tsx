import type { RubricCriterion, TutorPeerReview } from '@yanxiu/contract/assessment-assignments';
import { Card, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';

/** Peer reviews as the tutor deciding reads them: who wrote each, the points by criterion, the score and the comment. */
export function PeerReviewList({
  reviews,
  rubric,
  maxScore,
  showReviewer,
  testId,
}: {
  reviews: ReadonlyArray<Omit<TutorPeerReview, 'reviewerName'> & { reviewerName?: string }>;
  rubric: readonly RubricCriterion[];
  maxScore: number;
  showReviewer: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card size="small" title={t('assessmentAssignments.grading.peerReviews', { count: reviews.length })} data-testid={testId}>
      {reviews.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentAssignments.grading.noPeerReviews')} />
      ) : (
        <List
          dataSource={[...reviews]}
          renderItem={(review, index) => (
            <List.Item data-testid={`${testId}-item-${index}`}>
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Typography.Text strong>
                  {showReviewer && review.reviewerName
                    ? t('assessmentAssignments.grading.reviewer', { name: review.reviewerName })
                    : t('assessmentAssignments.peer.reviewerHidden')}
                  {' · '}
                  {t('assessmentAssignments.common.scoreOf', { score: review.score, max: maxScore })}
                </Typography.Text>
                {review.rubricPoints.length > 0 && (
                  <Typography.Text type="secondary">
                    {formatList(
                      rubric.map((criterion, at) =>
                        t('assessmentAssignments.peer.criterionPoints', { title: criterion.title, points: review.rubricPoints[at] ?? 0 }),
                      ),
                      locale,
                    )}
                  </Typography.Text>
                )}
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{review.comment}</Typography.Paragraph>
                <Typography.Text type="secondary">{formatDateTime(review.reviewedAt)}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
