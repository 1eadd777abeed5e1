import '../../i18n/scoring.register';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { refusedStatus } from '../../api/scoring/keys';
import { useScoringDetail } from '../../api/scoring/scoring-detail';
import { useSubmitScores } from '../../api/scoring/submit-scores';
import { ScoreSheetForm } from '../../components/scoring/ScoreSheetForm';
import { selectionAccess } from '../../selection.access';

const ID = /^\d{1,15}$/;

function Scoring({ applyId }: { applyId: number | undefined }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const detail = useScoringDetail(applyId);
  const submit = useSubmitScores();
  const back = (
    <Link to="/selection/scoring">
      <Button type="primary">{t('selectionScoring.common.backToList')}</Button>
    </Link>
  );
  const status = refusedStatus(detail.error);

  if (applyId === undefined || status === 404)
    return <Result status="404" title={t('selectionScoring.common.notFound')} extra={back} data-testid="scoring-not-found" />;
  // 403: not on this group's panel, or the applicant is of the expert's own school; the server says which.
  if (status === 403)
    return (
      <Result
        status="403"
        title={t('selectionScoring.common.forbiddenTitle')}
        subTitle={detail.error instanceof RequestError ? detail.error.message : ''}
        extra={back}
        data-testid="scoring-forbidden"
      />
    );
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <RetryAlert title={t('selectionScoring.common.loadFailed')} onRetry={() => void detail.refetch()} />;

  const application = detail.data;
  const sheet = application.mySheet;
  return (
    <Flex vertical gap={16} data-testid="scoring-page">
      <Card size="small" title={t('selectionScoring.score.applicant')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('selectionScoring.list.applicant')}>
            <span data-testid="scoring-applicant">{application.applicantName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('selectionScoring.score.school')}>{application.orgName}</Descriptions.Item>
          <Descriptions.Item label={t('selectionScoring.score.project')}>{application.projectTitle}</Descriptions.Item>
          {application.groupName && (
            <Descriptions.Item label={t('selectionScoring.score.group')}>{application.groupName}</Descriptions.Item>
          )}
          {application.appliedAt && (
            <Descriptions.Item label={t('selectionScoring.score.appliedAt')}>
              {formatDateTime(application.appliedAt, locale)}
            </Descriptions.Item>
          )}
        </Descriptions>
        {application.introduction && (
          <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>
            <Typography.Text type="secondary">{t('selectionScoring.score.introduction')}</Typography.Text>
            <br />
            {application.introduction}
          </Typography.Paragraph>
        )}
      </Card>
      {sheet && (
        <Alert
          type="success"
          showIcon
          data-testid="scoring-submitted"
          title={t('selectionScoring.score.alreadySubmitted')}
          description={
            <Flex vertical gap={4}>
              <span>{t('selectionScoring.score.submittedOn', { at: formatDateTime(sheet.submittedAt, locale) })}</span>
              {application.otherTotals !== null && (
                <Flex gap={4} wrap align="center" data-testid="scoring-other-totals">
                  <span>{t('selectionScoring.score.otherTotals')}</span>
                  {application.otherTotals.length === 0 ? (
                    <Typography.Text type="secondary">{t('selectionScoring.score.noOtherTotals')}</Typography.Text>
                  ) : (
                    application.otherTotals.map((total, index) => <Tag key={index}>{total}</Tag>)
                  )}
                </Flex>
              )}
            </Flex>
          }
        />
      )}
      {!sheet && !application.maySubmit && (
        <Alert type="warning" showIcon title={t('selectionScoring.score.closed')} data-testid="scoring-closed" />
      )}
      <ScoreSheetForm
        key={sheet?.submittedAt ?? 'open'}
        detail={application}
        busy={submit.isPending}
        onSubmit={(body) =>
          // A refusal (already submitted elsewhere: 409) is shown by the request layer; the sheet is read again either way.
          submit.mutate(body, { onSuccess: () => notifier().success(t('selectionScoring.score.submitted')) })
        }
      />
    </Flex>
  );
}

/**
 * /selection/scoring/:applyId: an expert scores one application (spec: selection-detail/detail and /submit): the
 * applicant's information, items and evidence beside a score and comment per indicator, the scoring guide, the
 * total, a confirmation before the one submission; afterwards the sheet read-only with the other experts' totals.
 */
export default function ScoringPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const params = useParams();
  const applyId = ID.test(params.applyId ?? '') ? Number(params.applyId) : undefined;
  const frame = (children: ReactNode) => (
    <PageFrame title={t('routes.selectionScoringDetail')} crumbs={[t('nav.selection'), t('routes.selectionScoring')]}>
      {children}
    </PageFrame>
  );
  return frame(
    <AccessGate
      accessible={access.canScore}
      title={t('selectionScoring.common.forbiddenTitle')}
      text={t('selectionScoring.common.expertOnlyText')}
      testId="scoring-expert-only"
    >
      <Scoring applyId={applyId} />
    </AccessGate>,
  );
}
