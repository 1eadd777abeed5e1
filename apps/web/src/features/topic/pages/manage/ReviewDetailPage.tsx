import '../../i18n/manage.register';
import type { TopicReviewDetail } from '@yanxiu/contract/topic';
import { Alert, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useDecide } from '../../api/manage/decide';
import { getReviewQueue } from '../../api/manage/review-queue';
import { useReviewDetail } from '../../api/manage/review-detail';
import { DecisionForm } from '../../components/manage/DecisionForm';
import { failureText, isStale } from '../../components/manage/failure';
import { APPLY_STATUS_COLORS, applyStatusLabel, reviewKindLabel, stepLabel } from '../../components/manage/labels';
import { PanelCard } from '../../components/manage/PanelCard';
import { REVIEW_PATH } from '../../components/manage/paths';
import { ReviewHistory } from '../../components/manage/ReviewHistory';
import { StageFiling } from '../../components/manage/StageFiling';
import { TopicSummary } from '../../components/manage/TopicSummary';
import { topicAccess } from '../../topic.access';

/** What an address naming no review (not a number) counts as. */
const NO_REVIEW = new RequestError('', 404, null);

/** After a decision: on to the next filing waiting for this reviewer, or back to the queue when none is left (saying so). */
function useGoToNext(reviewId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (done: string) => {
    notifier().success(done);
    const pending = await getReviewQueue({ state: 'pending', current: 1 }, 2).catch(() => null);
    const next = pending?.records.find((record) => record.reviewId !== reviewId);
    if (next) void navigate(`${REVIEW_PATH}/${next.reviewId}`);
    else {
      if (pending) notifier().success(t('topicManage.review.queueDone'));
      void navigate(REVIEW_PATH);
    }
  };
}

/** The decision card: the form, and the server's reason when it refused the decision. */
function DecisionCard({ detail, onReload }: { detail: TopicReviewDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const decide = useDecide();
  const goToNext = useGoToNext(detail.reviewId);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card title={t('topicManage.decision.label')} size="small">
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="decision-refused" />}
      <DecisionForm
        key={`${detail.reviewId}-${detail.stepCode}-${detail.round}`}
        busy={decide.isPending}
        onDecide={({ decision, comment }) => {
          setRefusal(null);
          const body =
            decision === 'approve'
              ? { reviewId: detail.reviewId, version: detail.version, decision, ...(comment ? { comment } : {}) }
              : { reviewId: detail.reviewId, version: detail.version, decision, comment: comment ?? '' };
          decide.mutate(body, {
            onSuccess: () => void goToNext(t(`topicManage.review.done.${decision}`)),
            onError: (error) => {
              setRefusal(failureText(t, error));
              // Someone else decided meanwhile: show where it stands now.
              if (isStale(error)) onReload();
            },
          });
        }}
      />
    </Card>
  );
}

/** The review's standing: what is filed, at which step, in which round, with what status. */
function ReviewFacts({ detail }: { detail: TopicReviewDetail }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-testid="review-facts">
      <Tag>{reviewKindLabel(detail.kind)}</Tag>
      <Tag color={APPLY_STATUS_COLORS[detail.status] ?? 'default'}>{applyStatusLabel(detail.status)}</Tag>
      {detail.stepCode && <Typography.Text>{stepLabel(t, detail.stepCode)}</Typography.Text>}
      <Typography.Text type="secondary">{t('topicManage.review.roundOf', { round: detail.round })}</Typography.Text>
    </Flex>
  );
}

/** /manage/topicReview/:reviewId: a topic filing beside the reviewer's decision, its expert panel and its history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  const params = useParams();
  const reviewId = /^\d{1,15}$/.test(params.reviewId ?? '') ? Number(params.reviewId) : undefined;
  const detail = useReviewDetail(access.canReview ? reviewId : undefined);
  const title = detail.data ? t('topicManage.review.titleOf', { title: detail.data.title }) : t('routes.manageTopicReviewDetail');
  // The tab names the topic under review, so several open reviews can be told apart.
  usePageSubject(detail.data ? title : undefined);
  const back = (
    <ActionLink to={REVIEW_PATH} size="middle" testId="back-to-queue">
      {t('topicManage.review.backToQueue')}
    </ActionLink>
  );
  const frame = (children: ReactNode) => (
    <PageFrame title={title} crumbs={[t('nav.manage'), t('routes.manageTopicReview')]} extra={back}>
      {children}
    </PageFrame>
  );

  if (!access.canReview)
    return frame(
      <LoadFailure error={new RequestError('', 403, null)} notFound="" onRetry={() => undefined} back={back} testId="review-forbidden" />,
    );
  if (reviewId === undefined || detail.isError)
    return frame(
      <LoadFailure
        error={detail.error ?? NO_REVIEW}
        notFound={t('topicManage.review.notFound')}
        onRetry={() => void detail.refetch()}
        back={back}
        testId="review-not-found"
      />,
    );
  if (detail.isPending) return frame(<Skeleton active />);

  const { data } = detail;
  const withPanel = data.kind === 'application' || data.kind === 'conclusion';
  return frame(
    <>
      <ReviewFacts detail={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            {data.stage && <StageFiling stage={data.stage} />}
            <TopicSummary topic={data.topic} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {data.canDecide ? (
              <DecisionCard detail={data} onReload={() => void detail.refetch()} />
            ) : (
              <Card title={t('topicManage.decision.label')} size="small">
                <Typography.Text type="secondary" data-testid="nothing-to-do">
                  {t('topicManage.review.nothingToDo')}
                </Typography.Text>
              </Card>
            )}
            {withPanel && (data.canAssignExperts || data.panel.length > 0) && <PanelCard detail={data} required={data.expertCount} />}
            <Card title={t('topicManage.review.history')} size="small">
              <ReviewHistory history={data.history} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </>,
  );
}
