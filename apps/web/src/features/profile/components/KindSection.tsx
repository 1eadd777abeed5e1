import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Level } from '@yanxiu/contract/enums';
import { PROFILE_KINDS, type AnyProfileRecord, type ProfileKind } from '@yanxiu/contract/profile';
import { VerificationState, type VerificationStateValue } from '@yanxiu/contract/profile-enums';
import { Button, Card, Empty, Flex, Pagination, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@/shared/config/constants';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useDeleteRecord } from '../api/delete-record';
import { isConflict } from '../api/keys';
import { useRecords, type RecordListParams } from '../api/list-records';
import { chinaYear } from '@yanxiu/contract/china-time';
import { choiceOptions, fieldLabel, kindFields, kindLabel } from '../model/kind-fields';
import { RecordFormDialog } from './RecordFormDialog';
import { RecordItem } from './RecordItem';

/** How many years back the year filter offers. */
const YEARS_BACK = 30;
/** Filters are offered once a kind has this many records: a short list is read at a glance. */
const FILTER_FROM = 4;

export type KindCounts = { unverified: number; verified: number; rejected: number };

export type KindSectionProps = {
  kind: ProfileKind;
  /** Another teacher's records (read-only); absent: the signed-in teacher's own. */
  userId?: string;
  /** Whether the teacher may add, change and delete here (their own area, not read-only). */
  canEdit: boolean;
  /** The lightweight area's simpler view: one line per record's details, no filters. */
  compact?: boolean;
  /** The kind's counts by state, from the summary, for the heading. */
  counts?: KindCounts;
};

type Filters = Pick<RecordListParams, 'year' | 'level' | 'state'> & { own: Partial<Record<string, string>> };

const NO_FILTERS: Filters = { own: {} };
const filtered = (filters: Filters) =>
  filters.year !== undefined || filters.level !== undefined || filters.state !== undefined || Object.values(filters.own).some(Boolean);

/**
 * The records of one kind on a profile page: a heading with the counts, filters (year, level, state and the kind's
 * own), the paged list, an empty state saying what to add, and the add / edit form. Everything is driven by the
 * contract's kind table; nothing here knows one kind from another.
 */
export function KindSection({ kind, userId, canEdit, compact = false, counts }: KindSectionProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const label = kindLabel(kind, locale);
  const [current, setCurrent] = useState(1);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [filtering, setFiltering] = useState(false);
  const [editing, setEditing] = useState<{ record?: AnyProfileRecord } | null>(null);
  const params: RecordListParams = useMemo(
    () => ({
      kind,
      current,
      ...(userId ? { userId } : {}),
      year: filters.year,
      level: filters.level,
      state: filters.state,
      filters: filters.own,
    }),
    [kind, current, userId, filters],
  );
  const list = useRecords(params);
  const remove = useDeleteRecord(kind);
  const ownFilters = useMemo(
    () => kindFields(kind).filter((field) => (PROFILE_KINDS[kind].filters as readonly string[]).includes(field.name)),
    [kind],
  );
  const thisYear = chinaYear();

  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setCurrent(1);
  };

  const handleDelete = (record: AnyProfileRecord) =>
    remove.mutate(
      { id: record.id, version: record.version },
      {
        onSuccess: () => notifier().success(t('profile.common.deleted')),
        // A verified or changed record: the server says which, and the list is read again.
        onError: (error) =>
          isConflict(error)
            ? notifier().warning(error.message)
            : notifier().error(error instanceof RequestError ? error.message : t('errors.generic')),
      },
    );

  const states = counts
    ? formatList(
        [
          counts.verified > 0 ? t('profile.list.countVerified', { count: counts.verified }) : null,
          counts.unverified > 0 ? t('profile.list.countUnverified', { count: counts.unverified }) : null,
          counts.rejected > 0 ? t('profile.list.countRejected', { count: counts.rejected }) : null,
        ].filter((part): part is string => part !== null),
        locale,
      )
    : '';

  const addButton = canEdit && (
    <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid={`record-add-${kind}`}>
      {t('profile.common.addKind', { kind: label })}
    </Button>
  );

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (list.isError) body = <RetryAlert title={t('profile.common.loadFailed')} onRetry={() => void list.refetch()} />;
  else if (list.data.records.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          filtered(filters)
            ? t('profile.list.emptyFiltered', { kind: label })
            : canEdit
              ? t('profile.list.emptyOwn', { kind: label, hint: t(`profile.hints.${kind}`) })
              : t('profile.list.emptyOther', { kind: label })
        }
        data-testid={`records-empty-${kind}`}
      />
    );
  else
    body = (
      <>
        {list.data.records.map((record, index) => (
          <RecordItem
            key={record.id}
            last={index === list.data.records.length - 1}
            record={record}
            canEdit={canEdit}
            compact={compact}
            onEdit={(chosen) => setEditing({ record: chosen })}
            onDelete={handleDelete}
            deleting={remove.isPending && remove.variables?.id === record.id}
          />
        ))}
        {list.data.total > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12 }}
            size="small"
            align="end"
            current={current}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(count) => t('profile.common.records', { count })}
            onChange={setCurrent}
          />
        )}
      </>
    );

  const filterBar = filtering && (
    <Flex gap={8} wrap style={{ marginBottom: 8 }} data-testid={`records-filters-${kind}`}>
      <Select<number | 'all'>
        size="small"
        style={{ width: 120 }}
        aria-label={t('profile.list.year')}
        value={filters.year ?? 'all'}
        onChange={(value) => change({ year: value === 'all' ? undefined : value })}
        options={[
          { value: 'all' as const, label: t('profile.list.anyYear') },
          ...Array.from({ length: YEARS_BACK }, (_, index) => ({
            value: thisYear - index,
            label: t('profile.list.yearOption', { year: thisYear - index }),
          })),
        ]}
      />
      <Select<string>
        size="small"
        style={{ width: 120 }}
        aria-label={t('profile.list.level')}
        value={filters.level ?? 'all'}
        onChange={(value) => change({ level: value === 'all' ? undefined : value })}
        options={[{ value: 'all', label: t('profile.list.anyLevel') }, ...Level.options(locale)]}
      />
      <Select<string>
        size="small"
        style={{ width: 140 }}
        aria-label={t('profile.list.state')}
        value={filters.state ?? 'all'}
        onChange={(value) => change({ state: value === 'all' ? undefined : (value as VerificationStateValue) })}
        options={[{ value: 'all', label: t('profile.list.anyState') }, ...VerificationState.options(locale)]}
      />
      {ownFilters.map((field) => (
        <Select<string>
          key={field.name}
          size="small"
          style={{ width: 150 }}
          aria-label={fieldLabel(field.name, locale)}
          value={filters.own[field.name] ?? 'all'}
          onChange={(value) => change({ own: { ...filters.own, [field.name]: value === 'all' ? undefined : value } })}
          options={[
            { value: 'all', label: t('profile.list.anyChoice', { label: fieldLabel(field.name, locale) }) },
            ...choiceOptions(field, locale),
          ]}
        />
      ))}
      {filtered(filters) && (
        <Button size="small" type="link" onClick={() => change(NO_FILTERS)}>
          {t('profile.common.clearFilters')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Card
      size="small"
      id={`kind-${kind}`}
      data-testid={`kind-section-${kind}`}
      title={
        <Flex align="center" gap={8} wrap style={{ paddingBlock: 4 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {label}
          </Typography.Title>
          {states && (
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {states}
            </Typography.Text>
          )}
        </Flex>
      }
      extra={
        <Flex gap={8} wrap justify="flex-end">
          {!compact && ((list.data?.total ?? 0) >= FILTER_FROM || filtered(filters)) && (
            <Button
              size="small"
              type={filtering ? 'default' : 'text'}
              icon={<FilterOutlined />}
              aria-pressed={filtering}
              aria-label={`${t('profile.common.filter')} ${label}`}
              onClick={() => setFiltering(!filtering)}
              data-testid={`records-filter-${kind}`}
            >
              {t('profile.common.filter')}
            </Button>
          )}
          {addButton}
        </Flex>
      }
    >
      {filterBar}
      {body}
      {editing && (
        <RecordFormDialog
          kind={kind}
          record={editing.record}
          latest={editing.record ? (list.data?.records.find((record) => record.id === editing.record!.id) ?? null) : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
