import '../../i18n/manage.register';
import type { SelectionQueueItem } from '@yanxiu/contract/selection';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Flex, Input, Select, Space, Tabs } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { invalidateManage } from '../../api/manage/keys';
import { useProject } from '../../api/manage/get-project';
import { useProjects } from '../../api/manage/list-projects';
import { useReviewQueue, type QueueParams, type QueueState } from '../../api/manage/review-queue';
import { BatchDecision } from '../../components/manage/BatchDecision';
import { QUEUE_PATH } from '../../components/manage/paths';
import { QuotaNote } from '../../components/manage/QuotaNote';
import { ApplyStatusTag } from '../../components/shared/ApplyStatusTag';
import { selectionAccess } from '../../selection.access';

const STATES: readonly QueueState[] = ['pending', 'returned', 'decided'];

/** The queue's list, page, project and keyword from the address, so a reload or a shared link shows the same. */
function readParams(search: URLSearchParams): QueueParams {
  const state = search.get('state');
  const prjId = Number(search.get('prjId'));
  const current = Number(search.get('current'));
  return {
    state: STATES.includes(state as QueueState) ? (state as QueueState) : 'pending',
    current: Number.isInteger(current) && current > 0 ? current : 1,
    prjId: Number.isInteger(prjId) && prjId > 0 ? prjId : undefined,
    keyword: search.get('keyword') || undefined,
  };
}

function writeParams(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && !(key === 'current' && value === 1) && !(key === 'state' && value === 'pending'))
      search.set(key, String(value));
  return search;
}

/** A reviewer's selection applications: waiting, returned, decided; by project, with the school's quota and batch decisions. */
function ReviewQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const update = (change: Partial<QueueParams>) => setSearch(writeParams({ ...params, current: 1, ...change }));
  const queue = useReviewQueue(params);
  const projects = useProjects({ current: 1 });
  const [chosen, setChosen] = useState<Key[]>([]);
  const counts = queue.data?.counts;
  const pending = params.state === 'pending';
  const rows = queue.data?.records ?? [];
  // The quota names its groups by id: the chosen project's groups name them (the rows only those on this page).
  const project = useProject(params.prjId);
  const groupNames = Object.fromEntries([
    ...rows.flatMap((row) => (row.groupId && row.groupName ? [[row.groupId, row.groupName]] : [])),
    ...(project.data?.groups ?? []).map((group) => [group.id, group.name]),
  ]);

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          // 'All' is an option (0) rather than a placeholder, whose faint grey is hard to read.
          value={params.prjId ?? 0}
          aria-label={t('selectionManage.review.project')}
          loading={projects.isPending}
          options={[
            { value: 0, label: t('selectionManage.review.allProjects') },
            ...(projects.data?.records ?? []).map((project) => ({ value: project.prjId, label: project.title })),
          ]}
          onChange={(prjId) => update({ prjId: prjId || undefined })}
          style={{ minWidth: 240 }}
          data-testid="queue-project"
        />
        <Input.Search
          allowClear
          defaultValue={params.keyword}
          placeholder={t('selectionManage.review.keyword')}
          aria-label={t('selectionManage.review.keyword')}
          style={{ width: 240 }}
          onSearch={(keyword) => update({ keyword: keyword.trim() || undefined })}
        />
      </Flex>
      {queue.data && queue.data.quota.length > 0 && (
        <Card size="small" title={t('selectionManage.quota.title')} style={{ marginBottom: 12 }}>
          <QuotaNote quota={queue.data.quota} groupNames={groupNames} />
        </Card>
      )}
      <Tabs
        activeKey={params.state}
        onChange={(key) => {
          setChosen([]);
          update({ state: key as QueueState });
        }}
        data-testid="queue-tabs"
        items={STATES.map((state) => ({
          key: state,
          label: (
            <Space size={6}>
              {t(`selectionManage.review.states.${state}`)}
              <Badge
                count={counts?.[state] ?? 0}
                showZero
                overflowCount={999}
                color={state === 'pending' ? 'red' : 'gray'}
                data-testid={`queue-count-${state}`}
              />
            </Space>
          ),
        }))}
      />
      {pending && rows.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <BatchDecision
            chosen={rows.filter((row) => chosen.includes(row.applyId))}
            onDone={() => {
              setChosen([]);
              void invalidateManage(client, 'queue', 'review');
            }}
          />
        </div>
      )}
      <ManagedTable<SelectionQueueItem>
        list={queue}
        rowKey="applyId"
        testId="selection-queue"
        failedTitle={t('selectionManage.common.loadFailed')}
        empty={t(`selectionManage.review.empty.${params.state}`)}
        paging={{
          current: params.current,
          onChange: (current) => update({ current }),
          totalText: (count) => t('selectionManage.review.total', { count }),
        }}
        {...(pending
          ? {
              rowSelection: {
                selectedRowKeys: chosen,
                onChange: (keys: Key[]) => setChosen(keys),
                getCheckboxProps: (row: SelectionQueueItem) => ({
                  'aria-label': t('selectionManage.batch.choose', { name: row.userName }),
                }),
              },
            }
          : {})}
        columns={[
          { title: t('selectionManage.review.applicantColumn'), dataIndex: 'userName' },
          { title: t('selectionManage.review.school'), dataIndex: 'orgName' },
          { title: t('selectionManage.review.project'), dataIndex: 'projectTitle' },
          {
            title: t('selectionManage.review.group'),
            dataIndex: 'groupName',
            render: (name: string | null) => name ?? t('selectionManage.common.none'),
          },
          {
            title: t('selectionManage.review.step'),
            dataIndex: 'stepCode',
            render: (code: string | null) => (code ? t(`selectionManage.review.steps.${code === 'school' ? 'school' : 'district'}`) : ''),
          },
          ...(pending
            ? []
            : [
                {
                  title: t('selectionManage.review.status'),
                  dataIndex: 'status',
                  render: (status: string) => <ApplyStatusTag status={status} />,
                },
              ]),
          {
            title: t('selectionManage.review.submittedAt'),
            dataIndex: 'submittedAt',
            render: (value: string | null) => formatDateTime(value),
          },
          {
            title: t('selectionManage.review.round'),
            dataIndex: 'round',
            render: (round: number) => t('selectionManage.review.roundOf', { round }),
          },
          {
            title: t('selectionManage.common.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink to={`${QUEUE_PATH}/${row.applyId}`} type={pending ? 'primary' : 'default'} testId={`review-open-${row.applyId}`}>
                {pending ? t('selectionManage.review.open') : t('selectionManage.review.view')}
              </ActionLink>
            ),
          },
        ]}
      />
    </>
  );
}

/** /manage/selectionReview: the selection review queue of school staff (recommend within the quota) and district staff (eligibility). */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const access = useAccess(selectionAccess);
  return (
    <PageFrame title={t('routes.manageSelectionReview')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canReview}
        title={t('selectionManage.common.forbiddenTitle')}
        text={t('selectionManage.common.forbiddenText')}
        testId="selection-review-forbidden"
      >
        <ReviewQueue />
      </AccessGate>
    </PageFrame>
  );
}
