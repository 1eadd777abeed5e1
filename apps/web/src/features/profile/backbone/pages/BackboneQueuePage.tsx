import '../i18n/backbone.register';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewDomainQueue } from '@/shared/review/review-domain';
import { ReviewQueueTable } from '@/shared/review/ReviewQueueTable';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { backboneAccess } from '../backbone.access';
import { ExpertStepSwitch } from '../components/ExpertStepSwitch';
import { backboneReview } from '../model/backbone-review';

/** A reviewer's backbone applications: waiting, returned, decided; by applicant. */
function BackboneQueue() {
  const { t } = useTranslation();
  return (
    <ReviewQueueTable
      queue={useReviewDomainQueue(backboneReview)}
      domainColumns={[
        {
          title: t('backbone.application.records'),
          dataIndex: 'records',
          render: (count: number) => t('backbone.review.records', { count }),
        },
      ]}
    />
  );
}

/**
 * /my/todoList/backbone: the backbone applications of school admins, district admins and experts at their steps;
 * district admins switch the expert step here.
 */
export default function BackboneQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(backboneAccess);
  return (
    <PageFrame title={t('routes.backboneReviews')} crumbs={[t('nav.mine'), t('routes.todoList')]}>
      <AccessGate
        accessible={access.canReview}
        title={t('backbone.review.forbidden')}
        text={t('backbone.review.reviewersOnly')}
        testId="backbone-reviews-forbidden"
      >
        {access.canConfigure && (
          <Card size="small" style={{ marginBottom: 16 }}>
            <ExpertStepSwitch />
          </Card>
        )}
        <BackboneQueue />
      </AccessGate>
    </PageFrame>
  );
}
