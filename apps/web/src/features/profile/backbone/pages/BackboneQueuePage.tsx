import '../i18n/backbone.register';
import type { BackboneQueueItem } from '@yanxiu/contract/profile-backbone';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { queueRowView, ReviewQueueTable } from '@/shared/review/ReviewQueueTable';
import { useReviewQueueParams } from '@/shared/review/use-review-queue-params';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useBackboneQueue } from '../api/backbone-review-queue';
import { backboneAccess } from '../backbone.access';
import { ExpertStepSwitch } from '../components/ExpertStepSwitch';
import { queueParamsOf, reviewPath, useBackboneWording } from '../model/backbone-review';
import { STATUS_COLORS } from '../model/labels';

/** A reviewer's backbone applications: waiting, returned, decided; by applicant. */
function BackboneQueue() {
  const { t } = useTranslation();
  const wording = useBackboneWording();
  const address = useReviewQueueParams();
  const { params } = address;
  const queue = useBackboneQueue(queueParamsOf(params), true);
  return (
    <ReviewQueueTable<BackboneQueueItem>
      testId="backbone-queue"
      queue={queue}
      address={address}
      rowKey="applyId"
      wording={wording}
      view={(row) => ({
        ...queueRowView(row),
        status: <Tag color={STATUS_COLORS[row.status]}>{t(`backbone.status.${row.status}`)}</Tag>,
        link: reviewPath(row.applyId),
      })}
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
