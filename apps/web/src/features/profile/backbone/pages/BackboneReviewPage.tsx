import '../../i18n/profile.register';
import '../i18n/backbone.register';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { RequestError } from '@/shared/request/request';
import { decisionBodyOf } from '@/shared/review/ReviewDecisionForm';
import { ReviewDetailFrame, reviewedIdOf, reviewHeaderOf, reviewLoadOf } from '@/shared/review/ReviewDetailFrame';
import { useDecideBackbone } from '../api/decide-backbone';
import { useBackboneDetail } from '../api/get-backbone-detail';
import { ApplicantArea } from '../components/ApplicantArea';
import { ApplicationView } from '../components/ApplicationView';
import { backboneReview, BackboneStatusTag } from '../model/backbone-review';

/**
 * /my/todoList/backbone/:applyId: a backbone application for its reviewer — the application and the decision, beside
 * the applicant's backbone area read-only. The applicant, staff over them and the reviewers of its steps read it.
 */
export default function BackboneReviewPage() {
  const { t } = useTranslation();
  const applyId = reviewedIdOf(useParams().applyId);
  const detail = useBackboneDetail(applyId);
  const decide = useDecideBackbone();
  const application = detail.data;
  return (
    <ReviewDetailFrame
      title={t('routes.backboneReview')}
      crumbs={[t('nav.mine'), t('routes.todoList')]}
      backLabel={t('backbone.review.backToQueue')}
      domain={backboneReview}
      load={reviewLoadOf(detail, applyId)}
      notFound={t('backbone.review.notFound')}
      testIds={{
        failure: detail.error instanceof RequestError && detail.error.httpStatus === 403 ? 'backbone-forbidden' : 'backbone-not-found',
        header: 'backbone-header',
        history: 'backbone-history',
        decision: 'backbone-decision',
      }}
      review={
        application && {
          header: {
            ...reviewHeaderOf(application),
            status: <BackboneStatusTag status={application.status} testId="backbone-status" />,
            facts: [{ key: 'submitted', label: t('backbone.application.submittedAt'), value: formatDateTime(application.submittedAt) }],
          },
          history: application.history,
          // At the reviewer's step, when the application waits for them.
          decision: application.mayDecide
            ? {
                onDecide: (values) => decide.mutateAsync(decisionBodyOf({ applyId: application.applyId }, values)),
                doneText: () => t('backbone.review.decided'),
              }
            : null,
        }
      }
    >
      {application && <ApplicationView application={application} framed />}
      {application && <ApplicantArea userId={application.userId} />}
    </ReviewDetailFrame>
  );
}
