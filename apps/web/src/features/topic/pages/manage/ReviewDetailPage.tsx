import '../../i18n/manage.register';
import type { TopicReviewDetail } from '@yanxiu/contract/topic';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { decisionBodyOf } from '@/shared/review/ReviewDecisionForm';
import { ReviewDetailFrame, reviewedIdOf, reviewLoadOf, type ReviewFrameContent } from '@/shared/review/ReviewDetailFrame';
import { useAccess } from '@/shared/session/access';
import { useDecide } from '../../api/manage/decide';
import { useReviewDetail } from '../../api/manage/review-detail';
import { isStale } from '../../components/manage/failure';
import { reviewKindLabel } from '../../components/manage/labels';
import { PanelCard } from '../../components/manage/PanelCard';
import { StageFiling } from '../../components/manage/StageFiling';
import { topicReview, TopicStatusTag } from '../../components/manage/topic-review';
import { TopicSummary } from '../../components/manage/TopicSummary';
import { topicTimeline } from '../../components/topic-timeline';
import { topicAccess } from '../../topic.access';

/** The decision at the version read; a refusal because someone decided first reads the review again to show where it stands. */
function useDecision(detail: TopicReviewDetail | undefined, reload: () => void): ReviewFrameContent['decision'] {
  const { t } = useTranslation();
  const decide = useDecide();
  if (!detail?.canDecide) return null;
  return {
    onDecide: (values) => decide.mutateAsync(decisionBodyOf({ reviewId: detail.reviewId, version: detail.version }, values)),
    onRefused: (error) => {
      if (isStale(error)) reload();
      // The form says the server's words either way.
      return false;
    },
    doneText: ({ decision }) => t(`topicManage.review.done.${decision}`),
  };
}

/** /manage/topicReview/:reviewId: a topic filing beside the reviewer's decision, its expert panel and its history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  const reviewId = reviewedIdOf(useParams().reviewId);
  const detail = useReviewDetail(access.canReview ? reviewId : undefined);
  const data = detail.data;
  const decision = useDecision(data, () => void detail.refetch());
  const withPanel = data && (data.kind === 'application' || data.kind === 'conclusion') && (data.canAssignExperts || data.panel.length > 0);
  return (
    <ReviewDetailFrame
      // The tab names the topic under review, so several open reviews can be told apart.
      title={data ? t('topicManage.review.titleOf', { title: data.title }) : t('routes.manageTopicReviewDetail')}
      crumbs={[t('nav.manage'), t('routes.manageTopicReview')]}
      backLabel={t('topicManage.review.backToQueue')}
      domain={topicReview}
      load={reviewLoadOf(detail, reviewId, access.canReview)}
      notFound={t('topicManage.review.notFound')}
      testIds={{
        back: 'back-to-queue',
        failure: access.canReview ? 'review-not-found' : 'review-forbidden',
        header: 'review-facts',
        history: 'review-history',
      }}
      review={
        data && {
          header: {
            applicantName: data.host.name,
            orgName: data.host.orgName,
            stepCode: data.stepCode,
            round: data.round,
            status: <TopicStatusTag status={data.status} />,
            facts: [
              { key: 'kind', label: t('topicManage.review.kind'), value: <Tag>{reviewKindLabel(data.kind)}</Tag> },
              { key: 'call', label: t('topicManage.review.call'), value: data.callTitle },
              { key: 'submitted', label: t('topicManage.review.submittedAt'), value: formatDateTime(data.submittedAt) },
            ],
          },
          history: topicTimeline(data.history),
          decision,
        }
      }
    >
      {data?.stage && <StageFiling stage={data.stage} />}
      {data && <TopicSummary topic={data.topic} />}
      {data && withPanel && <PanelCard detail={data} required={data.expertCount} />}
    </ReviewDetailFrame>
  );
}
