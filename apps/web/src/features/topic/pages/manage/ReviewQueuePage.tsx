import '../../i18n/manage.register';
import { CloseOutlined } from '@ant-design/icons';
import type { TopicReviewItem } from '@yanxiu/contract/topic';
import { TopicReviewKind, type TopicReviewKindValue } from '@yanxiu/contract/topic-enums';
import { Flex, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCall } from '../../api/manage/get-call';
import { useReviewQueue, type QueueParams, type QueueState } from '../../api/manage/review-queue';
import { APPLY_STATUS_COLORS, applyStatusLabel, enumOptions, levelLabel, reviewKindLabel, stepLabel } from '../../components/manage/labels';
import { REVIEW_PATH } from '../../components/manage/paths';
import { topicAccess } from '../../topic.access';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { CountBadge } from '@/shared/ui/CountBadge';

const STATES: readonly QueueState[] = ['pending', 'returned', 'decided'];
const KINDS: readonly string[] = TopicReviewKind.values;

/** The queue's list, page, kind and keyword from the address, so a reload or a shared link shows the same. */
export function readQueueParams(search: URLSearchParams): QueueParams {
  const state = search.get('state');
  const kind = search.get('kind');
  const current = Number(search.get('current'));
  const callId = Number(search.get('callId'));
  return {
    state: STATES.includes(state as QueueState) ? (state as QueueState) : 'pending',
    current: Number.isInteger(current) && current > 0 ? current : 1,
    kind: kind && KINDS.includes(kind) ? (kind as TopicReviewKindValue) : undefined,
    callId: Number.isInteger(callId) && callId > 0 ? callId : undefined,
    keyword: search.get('keyword')?.trim() || undefined,
  };
}

/** The address of a list: only what differs from the first page of the whole pending list. */
export function writeQueueParams(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.state !== 'pending') search.set('state', params.state);
  if (params.current !== 1) search.set('current', String(params.current));
  if (params.kind) search.set('kind', params.kind);
  if (params.callId) search.set('callId', String(params.callId));
  if (params.keyword) search.set('keyword', params.keyword);
  return search;
}

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
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readQueueParams(search), [search]);
  const update = (change: Partial<QueueParams>) => setSearch(writeQueueParams({ ...params, current: 1, ...change }));
  const queue = useReviewQueue(params);
  const counts = queue.data?.counts;
  const pending = params.state === 'pending';
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {params.callId !== undefined && <CallFilter callId={params.callId} onClear={() => update({ callId: undefined })} />}
        <Select<TopicReviewKindValue | 'all'>
          value={params.kind ?? 'all'}
          aria-label={t('topicManage.common.reviewKind')}
          options={[{ value: 'all', label: t('topicManage.review.allKinds') }, ...enumOptions(TopicReviewKind)]}
          onChange={(kind) => update({ kind: kind === 'all' ? undefined : kind })}
          style={{ width: 180 }}
          data-testid="queue-kind"
        />
        <KeywordSearch
          keyword={params.keyword}
          label={t('topicManage.common.keyword')}
          onSearch={(keyword) => update({ keyword })}
          testId="queue-keyword"
        />
      </Flex>
      <Tabs
        activeKey={params.state}
        onChange={(key) => update({ state: key as QueueState })}
        data-testid="queue-tabs"
        items={STATES.map((state) => ({
          key: state,
          label: (
            <Space size={6}>
              {t(`topicManage.review.states.${state}`)}
              <CountBadge count={counts?.[state]} color={state === 'pending' ? 'red' : 'gray'} testId={`queue-count-${state}`} />
            </Space>
          ),
        }))}
      />
      <ManagedTable<TopicReviewItem>
        list={queue}
        rowKey="reviewId"
        testId="topic-queue"
        failedTitle={t('topicManage.common.loadFailed')}
        empty={t(`topicManage.review.empty.${params.state}`)}
        paging={{
          current: params.current,
          onChange: (current) => update({ current }),
          totalText: (count) => t('topicManage.review.total', { count }),
        }}
        columns={[
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
          {
            title: t('topicManage.review.host'),
            key: 'host',
            render: (_, row) => t('common.withNote', { name: row.host.name, note: row.host.orgName }),
          },
          { title: t('topicManage.review.step'), dataIndex: 'stepCode', render: (code: string | null) => stepLabel(t, code) },
          ...(pending
            ? []
            : [
                {
                  title: t('topicManage.review.status'),
                  dataIndex: 'status',
                  render: (status: string) => <Tag color={APPLY_STATUS_COLORS[status] ?? 'default'}>{applyStatusLabel(status)}</Tag>,
                },
              ]),
          { title: t('topicManage.review.panel'), key: 'panel', render: (_, row) => <PanelProgress item={row} /> },
          {
            title: t('topicManage.review.submittedAt'),
            dataIndex: 'submittedAt',
            render: (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</span>,
          },
          {
            title: t('topicManage.review.round'),
            dataIndex: 'round',
            render: (round: number) => t('topicManage.review.roundOf', { round }),
          },
          {
            title: t('topicManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink
                to={`${REVIEW_PATH}/${row.reviewId}`}
                type={pending ? 'primary' : 'default'}
                testId={`review-open-${row.reviewId}`}
              >
                {pending ? t('topicManage.review.open') : t('topicManage.review.view')}
              </ActionLink>
            ),
          },
        ]}
      />
    </>
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
