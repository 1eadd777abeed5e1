import '../../i18n/manage.register';
import type { TopicExpertDetail } from '@yanxiu/contract/topic';
import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useExpertDetail } from '../../api/manage/expert-detail';
import { useSubmitScore } from '../../api/manage/expert-score';
import { failureText } from '../../components/manage/failure';
import { appraisalLabel } from '../../components/manage/labels';
import { SCORING_PATH } from '../../components/manage/paths';
import { ScoreForm } from '../../components/manage/ScoreForm';
import { StageFiling } from '../../components/manage/StageFiling';
import { TopicSummary } from '../../components/manage/TopicSummary';
import { topicAccess } from '../../topic.access';

/** What the panel's completion did, in the words of the review's kind: an application is approved (立项), a conclusion concludes (结题). */
const COMPLETE_TEXT = {
  application: { approved: 'topicManage.scoring.completeApproved', rejected: 'topicManage.scoring.completeRejected' },
  conclusion: { approved: 'topicManage.scoring.completeConcluded', rejected: 'topicManage.scoring.completeNotConcluded' },
} as const;

/** What an address naming no review (not a number) counts as. */
const NO_REVIEW = new RequestError('', 404, null);

/** What the expert gave, once submitted. */
function MyReview({ mine }: { mine: NonNullable<TopicExpertDetail['mine']> }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="success"
      showIcon
      data-testid="topic-score-mine"
      title={
        mine.score !== null
          ? t('topicManage.scoring.mineScore', { score: mine.score })
          : t('topicManage.scoring.mineAppraisal', { appraisal: appraisalLabel(mine.appraisal) })
      }
      description={
        <Flex vertical gap={4}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{mine.comment}</Typography.Text>
          <Typography.Text type="secondary">
            {t('topicManage.scoring.submittedOn', { at: formatDateTime(mine.submittedAt) })}
          </Typography.Text>
        </Flex>
      }
    />
  );
}

/** The expert's card: the rule, then the form while open, or what they gave. */
function ScoreCard({ detail }: { detail: TopicExpertDetail }) {
  const { t } = useTranslation();
  const submit = useSubmitScore();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Card size="small" title={t('topicManage.scoring.mine')} data-testid="topic-score-card">
      <Flex vertical gap={12}>
        {detail.mine ? (
          <MyReview mine={detail.mine} />
        ) : !detail.open ? (
          <Alert type="warning" showIcon title={t('topicManage.scoring.closed')} data-testid="topic-score-closed" />
        ) : (
          <>
            <Typography.Text type="secondary">
              {detail.kind === 'application' ? t('topicManage.scoring.rule') : t('topicManage.scoring.appraisalRule')}
            </Typography.Text>
            {detail.kind === 'application' && (
              <Typography.Text>{t('topicManage.panel.passScore', { pass: detail.passScore })}</Typography.Text>
            )}
            {refusal && <Alert type="error" showIcon title={refusal} data-testid="topic-score-refused" />}
            <ScoreForm
              kind={detail.kind}
              reviewId={detail.reviewId}
              busy={submit.isPending}
              onSubmit={(body) => {
                setRefusal(null);
                submit.mutate(body, {
                  onSuccess: (result) => {
                    notifier().success(t('topicManage.scoring.submitted'));
                    if (result.complete && result.outcome) notifier().success(t(COMPLETE_TEXT[detail.kind][result.outcome]));
                  },
                  onError: (error) => setRefusal(failureText(t, error)),
                });
              }}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}

function Scoring({ reviewId }: { reviewId: number | undefined }) {
  const { t } = useTranslation();
  const detail = useExpertDetail(reviewId);
  // The tab names the topic being reviewed.
  usePageSubject(detail.data?.title);
  const back = (
    <ActionLink to={SCORING_PATH} size="middle" testId="back-to-scoring">
      {t('topicManage.scoring.backToList')}
    </ActionLink>
  );
  if (reviewId === undefined || detail.isError)
    return (
      <LoadFailure
        error={detail.error ?? NO_REVIEW}
        notFound={t('topicManage.scoring.notFound')}
        onRetry={() => void detail.refetch()}
        back={back}
        testId="topic-score-not-found"
      />
    );
  if (detail.isPending) return <Skeleton active />;
  const { data } = detail;
  return (
    <Row gutter={[16, 16]} data-testid="topic-scoring-page">
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          {data.stage && <StageFiling stage={data.stage} />}
          <TopicSummary topic={data.topic} />
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <ScoreCard detail={data} />
      </Col>
    </Row>
  );
}

/**
 * /scientific/topicScoring/:reviewId: an expert scores a research plan (0-100 with a comment) or appraises a
 * conclusion (excellent / pass / fail with a comment), once; afterwards what they gave, read-only.
 */
export default function ScoringPage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  const params = useParams();
  const reviewId = /^\d{1,15}$/.test(params.reviewId ?? '') ? Number(params.reviewId) : undefined;
  const frame = (children: ReactNode) => (
    <PageFrame title={t('routes.topicScoringDetail')} crumbs={[t('nav.scientific'), t('routes.topicScoring')]}>
      {children}
    </PageFrame>
  );
  return frame(
    <AccessGate
      accessible={access.canScore}
      title={t('topicManage.common.forbiddenTitle')}
      text={t('topicManage.common.expertOnly')}
      testId="topic-scoring-expert-only"
    >
      <Scoring reviewId={reviewId} />
    </AccessGate>,
  );
}
