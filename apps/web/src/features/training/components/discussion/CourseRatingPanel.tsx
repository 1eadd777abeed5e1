import { TrainingDiscussionLimits as Limits, countCharacters } from '@yanxiu/contract/training-discussion-limits';
import { Button, Empty, Form, Input, List, Pagination, Rate, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { formatDateTime } from '@/shared/format/date';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import type { CourseRef } from '../../api/discussion/discussion-keys';
import { useCourseRating } from '../../api/discussion/get-course-rating';
import { useCourseReviews } from '../../api/discussion/get-course-reviews';
import { useRateCourse } from '../../api/discussion/rate-course';
import { ModerationControls } from './PostActions';

/** A course's average stars and count: on the course's page and in the rating panel. */
export function RatingSummaryText({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  if (average === null || count === 0) return <Typography.Text type="secondary">{t('training.discussion.rating.none')}</Typography.Text>;
  return (
    <Space size={8} data-testid="course-rating-summary">
      <Rate disabled allowHalf value={Math.round(average * 2) / 2} aria-label={t('training.discussion.rating.average', { average })} />
      <Typography.Text strong>{t('training.discussion.rating.average', { average })}</Typography.Text>
      <Typography.Text type="secondary">{t('training.discussion.rating.count', { count })}</Typography.Text>
    </Space>
  );
}

/** The caller's rating form: shown once they took part, filled with their rating to change it. */
function RateForm({ course, mine }: { course: CourseRef; mine: { stars: number; review: string } | null }) {
  const { t } = useTranslation();
  const rate = useRateCourse();
  const [editing, setEditing] = useState(mine === null);
  if (!editing)
    return (
      <Button size="small" onClick={() => setEditing(true)}>
        {t('training.discussion.rating.edit')}
      </Button>
    );
  return (
    <Form
      data-testid="course-rate-form"
      layout="vertical"
      initialValues={mine ?? { stars: 0, review: '' }}
      onFinish={(values: { stars: number; review?: string }) =>
        rate.mutate(
          { ...course, stars: values.stars, review: values.review ?? '' },
          {
            onSuccess: () => {
              setEditing(false);
              notifier().success(t('training.discussion.rating.saved'));
            },
          },
        )
      }
    >
      <Form.Item name="stars" label={t('training.discussion.rating.stars')} rules={[{ required: true, type: 'number', min: 1 }]}>
        <Rate aria-label={t('training.discussion.rating.stars')} />
      </Form.Item>
      <Form.Item name="review" label={t('training.discussion.rating.review')}>
        <Input.TextArea rows={2} count={{ show: true, max: Limits.reviewText, strategy: countCharacters }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={rate.isPending}>
        {t('training.discussion.rating.save')}
      </Button>
    </Form>
  );
}

/** A course's ratings: the summary, the caller's rating (once they took part) and the reviews. */
export function CourseRatingPanel({ course }: { course: CourseRef }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const summary = useCourseRating(course);
  const reviews = useCourseReviews(course, current);
  if (summary.isError) return <RetryAlert title={t('training.discussion.rating.loadFailed')} onRetry={() => void summary.refetch()} />;
  // A read that answered nothing (no such answer comes from the server) waits like one not yet answered.
  if (summary.isPending || !summary.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="course-rating">
      <RatingSummaryText average={summary.data.average} count={summary.data.count} />
      {summary.data.canRate ? (
        <RateForm key={JSON.stringify(summary.data.mine)} course={course} mine={summary.data.mine} />
      ) : (
        <Typography.Text type="secondary">{t('training.discussion.rating.takePartFirst')}</Typography.Text>
      )}
      <Typography.Text strong>{t('training.discussion.rating.reviews')}</Typography.Text>
      {reviews.isError ? (
        <RetryAlert title={t('training.discussion.rating.loadFailed')} onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending || !reviews.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : reviews.data.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.discussion.rating.reviewsEmpty')} />
      ) : (
        <>
          <List
            size="small"
            dataSource={reviews.data.records}
            renderItem={(review) => (
              <List.Item key={review.id} style={{ display: 'block', opacity: review.hidden ? 0.6 : 1 }}>
                <Space size={8} wrap>
                  <Typography.Text strong>
                    {t('training.discussion.by', { name: review.author.name, org: review.author.orgName })}
                  </Typography.Text>
                  <Rate disabled value={review.stars} aria-label={t('training.discussion.rating.starsLabel', { count: review.stars })} />
                  <Typography.Text type="secondary">{formatDateTime(review.updatedAt)}</Typography.Text>
                </Space>
                {review.review && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{review.review}</Typography.Paragraph>
                )}
                <ModerationControls target="rating" item={review} canModerate={reviews.data.canModerate} />
              </List.Item>
            )}
          />
          {reviews.data.total > reviews.data.size && (
            <Pagination size="small" current={current} pageSize={reviews.data.size} total={reviews.data.total} onChange={setCurrent} />
          )}
        </>
      )}
    </Space>
  );
}
