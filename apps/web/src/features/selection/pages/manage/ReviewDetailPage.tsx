import '../../i18n/manage.register';
import type { SelectionReviewDetail } from '@yanxiu/contract/selection';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { decisionBodyOf } from '@/shared/review/ReviewDecisionForm';
import { ReviewDetailFrame, reviewedIdOf, reviewHeaderOf, reviewLoadOf, type ReviewFrameContent } from '@/shared/review/ReviewDetailFrame';
import { useAccess } from '@/shared/session/access';
import { useDecide } from '../../api/manage/decide';
import { useReviewDetail } from '../../api/manage/review-detail';
import { ApplicationView } from '../../components/manage/ApplicationView';
import { isQuotaFull } from '../../components/manage/failure';
import { QuotaNote } from '../../components/manage/QuotaNote';
import { selectionChoices, selectionReview } from '../../components/manage/selection-review';
import { ApplyStatusTag } from '../../components/shared/ApplyStatusTag';
import { selectionAccess } from '../../selection.access';

/** The decision, the school's quota above it, and the explanation when the server refused a recommendation for it. */
function useDecision(detail: SelectionReviewDetail | undefined): ReviewFrameContent['decision'] {
  const { t } = useTranslation();
  const decide = useDecide();
  const [quotaFull, setQuotaFull] = useState(false);
  if (!detail?.canDecide) return null;
  const school = detail.stepCode === 'school';
  return {
    choices: selectionChoices(t, detail.stepCode),
    onDecide: (values) => {
      setQuotaFull(false);
      return decide.mutateAsync(decisionBodyOf({ applyId: detail.applyId }, values));
    },
    onRefused: (error) => {
      if (!isQuotaFull(error)) return false;
      setQuotaFull(true);
      return true;
    },
    doneText: ({ decision }) => t(`selectionManage.review.done.${decision === 'approve' && school ? 'recommend' : decision}`),
    before:
      school || quotaFull ? (
        <div style={{ marginBottom: 12 }}>
          {school && (
            <QuotaNote quota={detail.quota} groupNames={detail.groupId && detail.groupName ? { [detail.groupId]: detail.groupName } : {}} />
          )}
          {quotaFull && (
            <Alert
              type="error"
              showIcon
              title={t('selectionManage.quota.refusedTitle')}
              description={t('selectionManage.quota.refusedText')}
              style={{ marginTop: 12 }}
              data-testid="quota-refused"
            />
          )}
        </div>
      ) : undefined,
  };
}

/** /manage/selectionReview/:applyId: a selection application beside its reviewer's decision and its history. */
export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  const applyId = reviewedIdOf(useParams().applyId);
  const detail = useReviewDetail(access.canReview ? applyId : undefined);
  const decision = useDecision(detail.data);
  const data = detail.data;
  return (
    <ReviewDetailFrame
      title={data ? t('selectionManage.review.titleOf', { name: data.userName }) : t('routes.manageSelectionReviewDetail')}
      crumbs={[t('nav.manage'), t('routes.manageSelectionReview')]}
      backLabel={t('selectionManage.review.backToQueue')}
      domain={selectionReview}
      load={reviewLoadOf(detail, applyId, access.canReview)}
      notFound={t('selectionManage.review.notFound')}
      testIds={{ back: 'back-to-queue', failure: access.canReview ? 'review-not-found' : 'review-forbidden', history: 'decision-history' }}
      review={
        data && {
          header: {
            ...reviewHeaderOf(data),
            status: <ApplyStatusTag status={data.status} />,
            facts: [
              { key: 'project', label: t('selectionManage.review.project'), value: data.projectTitle },
              ...(data.groupName ? [{ key: 'group', label: t('selectionManage.review.group'), value: data.groupName }] : []),
              { key: 'submitted', label: t('selectionManage.review.submittedAt'), value: formatDateTime(data.submittedAt) },
            ],
          },
          history: data.history,
          decision,
        }
      }
    >
      {data && <ApplicationView detail={data} />}
    </ReviewDetailFrame>
  );
}
