import { ReviewQueueState } from '@yanxiu/contract/review';
import { Space, Tabs, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { CountBadge } from '@/shared/ui/CountBadge';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { reviewListState } from './next-review';
import { ReviewBatchDecision, type ReviewBatch } from './ReviewBatchDecision';
import { ReviewQueueFilterBar, type ReviewQueueFilterChoices } from './ReviewQueueFilterBar';
import { rowKeyOf, rowViewOf, type ReviewDomainQueue } from './review-domain';
import './review-texts';

export type ReviewQueueTableProps<Row extends object, Query> = {
  /** The domain's queue as the page read it (`useReviewDomainQueue`): its definition, address and read. */
  queue: ReviewDomainQueue<Row, Query>;
  /** The domain's own columns, after the applicant and school (project, post and phase). */
  domainColumns?: NonNullable<TableProps<Row>['columns']>;
  /** The common filters the domain's server applies, and the domain's own controls before them. */
  filters?: ReviewQueueFilterChoices;
  /** Shown between the filters and the tabs (the school's quota). */
  above?: ReactNode;
  /** Rows of the pending list may be chosen and decided together. */
  batch?: ReviewBatch<Row>;
};

const STATES: readonly ReviewQueueState[] = ReviewQueueState.options;

/**
 * Every domain's review list: tabs for what waits for the reviewer, what they returned and what they decided, each
 * with its count; filters and page in the address; the common columns around the domain's own; a decision together
 * for rows of one step; cards on a phone. Each row's link carries the list's address, so its decision page moves on
 * to the next item of this list.
 */
export function ReviewQueueTable<Row extends object, Query>({
  queue: { domain, address, read },
  domainColumns = [],
  filters = {},
  above,
  batch,
}: ReviewQueueTableProps<Row, Query>) {
  const { params, update: onChange, reset: onReset } = address;
  const { t } = useTranslation();
  const wording = domain.useWording();
  const rowKey = rowKeyOf(domain);
  const view = rowViewOf(domain);
  const location = useLocation();
  const [chosenKeys, setChosenKeys] = useState<Key[]>([]);
  const pending = params.state === 'pending';
  const data = read.data;
  const counts = data?.counts;
  const rows = (Array.isArray(data) ? data : data?.records) ?? [];
  // Rows decided meanwhile leave the list, and with it the choice.
  const chosen = rows.filter((row) => chosenKeys.includes(row[rowKey] as Key));
  const stepOf = (row: Row) => view(row).stepCode;
  const choosing = pending && batch !== undefined;

  return (
    <>
      <ReviewQueueFilterBar params={params} choices={filters} onChange={onChange} onReset={onReset} />
      {above}
      <Tabs
        activeKey={params.state}
        onChange={(key) => {
          setChosenKeys([]);
          onChange({ state: key as ReviewQueueState });
        }}
        data-testid="queue-tabs"
        items={STATES.map((state) => ({
          key: state,
          label: (
            <Space size={6}>
              {t(`reviewPieces.queue.states.${state}`)}
              <CountBadge count={counts?.[state]} color={state === 'pending' ? 'red' : 'gray'} testId={`queue-count-${state}`} />
            </Space>
          ),
        }))}
      />
      {choosing && rows.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <ReviewBatchDecision
            chosen={chosen}
            stepOf={stepOf}
            nameOf={(row) => view(row).applicantName}
            batch={batch}
            onRan={(complete) => complete && setChosenKeys([])}
          />
        </div>
      )}
      <ManagedTable<Row>
        list={read}
        rowKey={rowKey}
        testId={domain.testId}
        // Nothing read yet shows as loading, never as this (the managed table waits for the first answer).
        empty={t(`reviewPieces.queue.empty.${params.state}`)}
        paging={{
          current: params.current,
          pageSize: domain.pageSize,
          onChange: (current) => onChange({ current }),
          totalText: (count) => t('reviewPieces.queue.total', { count }),
        }}
        {...(choosing
          ? {
              rowSelection: {
                selectedRowKeys: chosen.map((row) => row[rowKey] as Key),
                onChange: (keys: Key[]) => setChosenKeys(keys),
                getCheckboxProps: (row: Row) => ({ 'aria-label': t('reviewPieces.queue.choose', { name: view(row).applicantName }) }),
              },
            }
          : {})}
        columns={[
          { title: t('reviewPieces.queue.applicant'), key: 'applicant', render: (_, row) => view(row).applicantName },
          { title: t('reviewPieces.queue.school'), key: 'school', render: (_, row) => view(row).orgName },
          ...domainColumns,
          {
            title: t('reviewPieces.queue.step'),
            key: 'step',
            render: (_, row) => {
              const code = view(row).stepCode;
              return code ? wording.step(code) : '';
            },
          },
          ...(pending
            ? []
            : [{ title: t('reviewPieces.queue.status'), key: 'status', render: (_: unknown, row: Row) => domain.statusOf(row) }]),
          { title: t('reviewPieces.queue.submittedAt'), key: 'submittedAt', render: (_, row) => formatDateTime(view(row).submittedAt) },
          {
            title: t('reviewPieces.queue.round'),
            key: 'round',
            render: (_, row) => t('reviewPieces.timeline.round', { round: view(row).round }),
          },
          {
            title: t('reviewPieces.queue.actions'),
            key: 'actions',
            render: (_, row) => (
              <ActionLink
                to={domain.pathOf(row)}
                state={reviewListState(location)}
                type={pending ? 'primary' : 'default'}
                testId={`review-open-${String(row[rowKey])}`}
              >
                {pending ? t('reviewPieces.queue.open') : t('reviewPieces.queue.view')}
              </ActionLink>
            ),
          },
        ]}
      />
    </>
  );
}
