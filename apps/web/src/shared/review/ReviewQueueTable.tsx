import { ReviewQueueState, type ReviewQueueCounts, type ReviewQueueRow } from '@yanxiu/contract/review';
import { Space, Tabs, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { CountBadge } from '@/shared/ui/CountBadge';
import { ManagedTable, type ManagedList } from '@/shared/ui/ManagedTable';
import { reviewListState } from './next-review';
import { ReviewBatchDecision, type ReviewBatch } from './ReviewBatchDecision';
import { ReviewQueueFilterBar, type ReviewQueueFilterChoices } from './ReviewQueueFilterBar';
import type { ReviewQueueAddressState } from './use-review-queue-params';
import type { ReviewWording } from './review-wording';
import './review-texts';

/** The common fields of a row, as the domain reads them from its own row. */
export type ReviewQueueRowView = {
  applicantName: string;
  orgName: string;
  stepCode: string | null;
  round: number;
  submittedAt: string | null;
  /** The domain's status tag (shown outside the pending list). */
  status: ReactNode;
  /** The path of the row's decision page. */
  link: string;
};

/**
 * The common fields of a row that extends the contract's queue row, as the table reads them (a row of a list that
 * outlives its review, selection's, has no step once decided).
 */
export function queueRowView(
  row: Omit<ReviewQueueRow, 'stepCode'> & { stepCode: string | null },
): Omit<ReviewQueueRowView, 'status' | 'link'> {
  return { applicantName: row.userName, orgName: row.orgName, stepCode: row.stepCode, round: row.round, submittedAt: row.submittedAt };
}

export type ReviewQueueTableProps<Row extends object> = {
  testId: string;
  /** The domain's list read: a page of rows, with the counts of each tab under the same filters. */
  queue: ManagedList<Row> & { data?: { counts?: ReviewQueueCounts } };
  /** The list's address (`useReviewQueueParams`): its tab, filters and page, and how they change. */
  address: ReviewQueueAddressState;
  rowKey: keyof Row & string;
  view: (row: Row) => ReviewQueueRowView;
  wording: ReviewWording;
  /** The domain's own columns, after the applicant and school (project, post and phase). */
  domainColumns?: NonNullable<TableProps<Row>['columns']>;
  /** The common filters the domain's server applies, and the domain's own controls before them. */
  filters?: ReviewQueueFilterChoices;
  /** Shown between the filters and the tabs (the school's quota). */
  above?: ReactNode;
  /** Rows of the pending list may be chosen and decided together. */
  batch?: ReviewBatch<Row>;
  pageSize?: number;
};

const STATES: readonly ReviewQueueState[] = ReviewQueueState.options;

/**
 * Every domain's review list: tabs for what waits for the reviewer, what they returned and what they decided, each
 * with its count; filters and page in the address; the common columns around the domain's own; a decision together
 * for rows of one step; cards on a phone. Each row's link carries the list's address, so its decision page moves on
 * to the next item of this list.
 */
export function ReviewQueueTable<Row extends object>({
  testId,
  queue,
  address: { params, update: onChange, reset: onReset },
  rowKey,
  view,
  wording,
  domainColumns = [],
  filters = {},
  above,
  batch,
  pageSize,
}: ReviewQueueTableProps<Row>) {
  const { t } = useTranslation();
  const location = useLocation();
  const [chosenKeys, setChosenKeys] = useState<Key[]>([]);
  const pending = params.state === 'pending';
  const data = queue.data;
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
        list={queue}
        rowKey={rowKey}
        testId={testId}
        // Nothing read yet shows as loading, never as this (the managed table waits for the first answer).
        empty={t(`reviewPieces.queue.empty.${params.state}`)}
        paging={{
          current: params.current,
          pageSize,
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
            : [{ title: t('reviewPieces.queue.status'), key: 'status', render: (_: unknown, row: Row) => view(row).status }]),
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
                to={view(row).link}
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
