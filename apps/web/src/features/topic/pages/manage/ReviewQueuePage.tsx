import '../../i18n/manage.register';
import { CloseOutlined } from '@ant-design/icons';
import type { TopicReviewItem } from '@yanxiu/contract/topic';
import { TopicReviewKind, type TopicReviewKindValue } from '@yanxiu/contract/topic-enums';
import { Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewDomainQueue } from '@/shared/review/review-domain';
import { ReviewQueueTable } from '@/shared/review/ReviewQueueTable';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCall } from '../../api/manage/get-call';
import { enumOptions, levelLabel, reviewKindLabel } from '../../components/manage/labels';
import { topicReview } from '../../components/manage/topic-review';
import { topicAccess } from '../../topic.access';

/** An application's or conclusion's expert panel: how many scored of how many needed, or that experts are to be assigned. */
function PanelProgress({ item }: { item: TopicReviewItem }) {
  const { t } = useTranslation();
  if (!item.panel) return null;
  // The district assigns the panel at its step; before it (at the school) there is nothing to say yet.
  if (item.stepCode !== 'district' && item.stepCode !== 'expert' && item.panel.assigned === 0) return null;
  if (item.panel.assigned < item.panel.required) return <Tag color="warning">{t('topicManage.review.panelMissing')}</Tag>;
  return (
    <Typography.Text>
      {t('topicManage.review.panelProgress', { submitted: item.panel.submitted, required: item.panel.required })}
    </Typography.Text>
  );
}

/** The call the queue is narrowed to (from the calls list), by its title where the caller may read it; closing it shows every call's. */
function CallFilter({ callId, onClear }: { callId: number; onClear: () => void }) {
  const { t } = useTranslation();
  const canRead = useAccess(topicAccess).canManageCalls;
  const call = useCall(canRead ? callId : undefined);
  return (
    <Tag
      closable
      closeIcon={<CloseOutlined aria-label={t('topicManage.review.allCalls')} />}
      onClose={onClear}
      style={{ margin: 0 }}
      data-testid="queue-call"
    >
      {t('topicManage.review.ofCall', { call: call.data?.title ?? t('topicManage.review.callNumber', { id: callId }) })}
    </Tag>
  );
}

/** A reviewer's topic filings (applications, opening, mid-term, change, conclusion): waiting, returned, decided. */
function ReviewQueue() {
  const { t } = useTranslation();
  const queue = useReviewDomainQueue(topicReview);
  const { query } = queue;
  const update = queue.address.update;
  return (
    <ReviewQueueTable
      queue={queue}
      domainColumns={[
        {
          title: t('topicManage.review.title'),
          dataIndex: 'title',
          render: (title: string, row) => (
            <Flex vertical>
              <Typography.Text strong>{title}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[row.topicNo, levelLabel(row.level), row.callTitle].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        },
        { title: t('topicManage.review.kind'), dataIndex: 'kind', render: (kind: string) => <Tag>{reviewKindLabel(kind)}</Tag> },
        { title: t('topicManage.review.panel'), key: 'panel', render: (_, row) => <PanelProgress item={row} /> },
      ]}
      filters={{
        // The server searches the topic's title, not the applicant's name.
        keywordLabel: t('topicManage.common.keyword'),
        own: (
          <>
            {query.callId !== undefined && <CallFilter callId={query.callId} onClear={() => update({ extra: { callId: undefined } })} />}
            <Select<TopicReviewKindValue | 'all'>
              value={query.kind ?? 'all'}
              aria-label={t('topicManage.common.reviewKind')}
              options={[{ value: 'all', label: t('topicManage.review.allKinds') }, ...enumOptions(TopicReviewKind)]}
              onChange={(kind) => update({ extra: { kind: kind === 'all' ? undefined : kind } })}
              style={{ width: 180 }}
              data-testid="queue-kind"
            />
          </>
        ),
      }}
    />
  );
}

/** /manage/topicReview: the topic review queue of school and district staff (applications and stage filings). */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(topicAccess);
  return (
    <PageFrame title={t('routes.manageTopicReview')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canReview}
        title={t('topicManage.common.forbiddenTitle')}
        text={t('topicManage.common.reviewForbidden')}
        testId="topic-review-forbidden"
      >
        <ReviewQueue />
      </AccessGate>
    </PageFrame>
  );
}
