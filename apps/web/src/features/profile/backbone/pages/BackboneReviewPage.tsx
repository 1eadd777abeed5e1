import '../../i18n/profile.register';
import '../i18n/backbone.register';
import type { BackboneApplication } from '@yanxiu/contract/profile-backbone';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { ReviewDetailFrame, type ReviewFrameContent } from '@/shared/review/ReviewDetailFrame';
import { useDecideBackbone } from '../api/decide-backbone';
import { useBackboneDetail } from '../api/get-backbone-detail';
import { ApplicantArea } from '../components/ApplicantArea';
import { ApplicationView } from '../components/ApplicationView';
import { BACKBONE_CHOICES, backboneReviewSource, useBackboneWording } from '../model/backbone-review';
import { STATUS_COLORS } from '../model/labels';

/** What an address naming no application (not a number) counts as. */
const NO_APPLICATION = new RequestError('', 404, null);

/** The decision at the reviewer's step, when the application waits for them. */
function useDecision(application: BackboneApplication | undefined): ReviewFrameContent['decision'] {
  const { t } = useTranslation();
  const decide = useDecideBackbone();
  if (!application?.mayDecide) return null;
  const { applyId } = application;
  return {
    choices: BACKBONE_CHOICES,
    formKey: `${applyId}-${application.stepCode}-${application.round}`,
    onDecide: ({ decision, comment }) =>
      decide.mutateAsync(
        decision === 'approve' ? { applyId, decision, ...(comment ? { comment } : {}) } : { applyId, decision, comment: comment ?? '' },
      ),
    doneText: () => t('backbone.review.decided'),
  };
}

/**
 * /my/todoList/backbone/:applyId: a backbone application for its reviewer — the application and the decision, beside
 * the applicant's backbone area read-only. The applicant, staff over them and the reviewers of its steps read it.
 */
export default function BackboneReviewPage() {
  const { t } = useTranslation();
  const wording = useBackboneWording();
  const params = useParams();
  const applyId = /^\d{1,15}$/.test(params.applyId ?? '') ? Number(params.applyId) : undefined;
  const detail = useBackboneDetail(applyId);
  const application = detail.data;
  const decision = useDecision(application);
  return (
    <ReviewDetailFrame
      title={t('routes.backboneReview')}
      crumbs={[t('nav.mine'), t('routes.todoList')]}
      backLabel={t('backbone.review.backToQueue')}
      next={backboneReviewSource}
      load={{ pending: detail.isPending, error: applyId === undefined ? NO_APPLICATION : detail.error, retry: () => void detail.refetch() }}
      notFound={t('backbone.review.notFound')}
      wording={wording}
      testIds={{
        failure: detail.error instanceof RequestError && detail.error.httpStatus === 403 ? 'backbone-forbidden' : 'backbone-not-found',
        header: 'backbone-header',
        history: 'backbone-history',
        decision: 'backbone-decision',
      }}
      review={
        application && {
          header: {
            applicantName: application.userName,
            orgName: application.orgName,
            stepCode: application.stepCode,
            round: application.round,
            status: (
              <Tag color={STATUS_COLORS[application.status]} data-testid="backbone-status">
                {t(`backbone.status.${application.status}`)}
              </Tag>
            ),
            facts: [{ key: 'submitted', label: t('backbone.application.submittedAt'), value: formatDateTime(application.submittedAt) }],
          },
          history: application.history,
          decision,
        }
      }
    >
      {application && <ApplicationView application={application} framed />}
      {application && <ApplicantArea userId={application.userId} />}
    </ReviewDetailFrame>
  );
}
