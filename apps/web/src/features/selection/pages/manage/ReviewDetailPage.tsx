import '../../i18n/manage.register';
import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useDecide } from '../../api/manage/decide';
import { getReviewQueue } from '../../api/manage/review-queue';
import { useReviewDetail } from '../../api/manage/review-detail';
import { ApplicationView } from '../../components/manage/ApplicationView';
import { DecisionForm, type Decision } from '../../components/manage/DecisionForm';
import { DecisionHistory } from '../../components/manage/DecisionHistory';
import { failureText, isQuotaFull } from '../../components/manage/failure';
import { QUEUE_PATH } from '../../components/manage/paths';
import { QuotaNote } from '../../components/manage/QuotaNote';
import { selectionAccess } from '../../selection.access';

/** What an address naming no application (not a number) counts as. */
const NO_APPLICATION = new RequestError('', 404, null);

/**
 * After a decision: on to the next application waiting for this reviewer, or back to the queue when none is left
 * (saying so), as the development reviews do.
 */
function useGoToNext(applyId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (done: string) => {
    notifier().success(done);
    const pending = await getReviewQueue({ state: 'pending', current: 1 }, 2).catch(() => null);
    const next = pending?.records.find((record) => record.applyId !== applyId);
    if (next) void navigate(`${QUEUE_PATH}/${next.applyId}`);
    else {
      if (pending) notifier().success(t('selectionManage.review.queueDone'));
      void navigate(QUEUE_PATH);
    }
  };
}

/** The decision card: the quota (school step), the form, and the explanation when the server refused the recommendation. */
function DecisionCard({ detail }: { detail: SelectionReviewDetail }) {
  const { t } = useTranslation();
  const decide = useDecide();
  const goToNext = useGoToNext(detail.applyId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [quotaFull, setQuotaFull] = useState(false);
  const handle = ({ decision, comment }: { decision: Decision; comment: string | undefined }) => {
    setRefusal(null);
    setQuotaFull(false);
    const body =
      decision === 'approve'
        ? { applyId: detail.applyId, decision, ...(comment ? { comment } : {}) }
        : { applyId: detail.applyId, decision, comment: comment ?? '' };
    decide.mutate(body, {
      onSuccess: () =>
        void goToNext(t(`selectionManage.review.done.${decision === 'approve' && detail.stepCode === 'school' ? 'recommend' : decision}`)),
      onError: (error) => {
        if (isQuotaFull(error)) setQuotaFull(true);
        else setRefusal(failureText(t, error));
      },
    });
  };
  return (
    <Card title={t('selectionManage.decision.label')}>
      {detail.stepCode === 'school' && (
        <QuotaNote quota={detail.quota} groupNames={detail.groupId && detail.groupName ? { [detail.groupId]: detail.groupName } : {}} />
      )}
      {quotaFull && (
        <Alert
          type="error"
          showIcon
          title={t('selectionManage.quota.refusedTitle')}
          description={t('selectionManage.quota.refusedText')}
          style={{ margin: '12px 0' }}
          data-testid="quota-refused"
        />
      )}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ margin: '12px 0' }} data-testid="decision-refused" />}
      <div style={{ marginTop: 12 }}>
        <DecisionForm
          key={`${detail.applyId}-${detail.stepCode}-${detail.round}`}
          stepCode={detail.stepCode}
          busy={decide.isPending}
          onDecide={handle}
        />
      </div>
    </Card>
  );
}

/** /manage/selectionReview/:applyId: a selection application beside its reviewer's decision and its history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const params = useParams();
  const applyId = /^\d{1,15}$/.test(params.applyId ?? '') ? Number(params.applyId) : undefined;
  const detail = useReviewDetail(access.canReview ? applyId : undefined);
  const back = (
    <ActionLink to={QUEUE_PATH} size="middle" testId="back-to-queue">
      {t('selectionManage.review.backToQueue')}
    </ActionLink>
  );
  const frame = (children: ReactNode) => (
    <PageFrame
      title={detail.data ? t('selectionManage.review.titleOf', { name: detail.data.userName }) : t('routes.manageSelectionReviewDetail')}
      crumbs={[t('nav.manage'), t('routes.manageSelectionReview')]}
      extra={back}
    >
      {children}
    </PageFrame>
  );

  if (!access.canReview)
    return frame(
      <LoadFailure error={new RequestError('', 403, null)} notFound="" onRetry={() => undefined} back={back} testId="review-forbidden" />,
    );
  if (applyId === undefined || detail.isError)
    return frame(
      <LoadFailure
        error={detail.error ?? NO_APPLICATION}
        notFound={t('selectionManage.review.notFound')}
        onRetry={() => void detail.refetch()}
        back={back}
        testId="review-not-found"
      />,
    );
  if (detail.isPending) return frame(<Skeleton active />);

  const { data } = detail;
  return frame(
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <ApplicationView detail={data} />
      </Col>
      <Col xs={24} lg={8}>
        {data.canDecide ? (
          <DecisionCard detail={data} />
        ) : (
          <Card title={t('selectionManage.decision.label')}>
            <Typography.Text type="secondary" data-testid="nothing-to-do">
              {t('selectionManage.review.nothingToDo')}
            </Typography.Text>
          </Card>
        )}
        <Card title={t('selectionManage.review.history')} style={{ marginTop: 16 }}>
          <DecisionHistory history={data.history} />
        </Card>
      </Col>
    </Row>,
  );
}
