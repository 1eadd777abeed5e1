import type { HourEntry, HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDay } from '@/shared/format/date';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { canReverse, entryRows, type EntryRow } from '../model/entries';
import { categoryLabel, formatHours } from '../model/hours';
import { SOURCE_COLORS } from './labels';
import { ReverseDialog } from './ReverseDialog';

/**
 * The year's ledger: each entry with its source in words; a reversed entry struck through with the reason, the
 * reversal as a row of its own. Staff viewing a teacher they manage may reverse an entry.
 */
export function EntriesTable({ breakdown, staffView }: { breakdown: HoursBreakdown; staffView: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const b = (key: string, options?: Record<string, unknown>) => t(`learningHours.breakdown.${key}`, options ?? {});
  const [reversing, setReversing] = useState<HourEntry | null>(null);
  const rows = entryRows(breakdown.entries);

  return (
    <Card title={b('entries')} size="small">
      <Table<EntryRow>
        size="small"
        rowKey="id"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={b('entriesEmpty')} /> }}
        data-testid="hours-entries"
        columns={[
          { title: b('date'), dataIndex: 'creditedOn', render: (day: string) => formatDay(day) },
          {
            title: b('title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text delete={row.reversed}>{title}</Typography.Text>
                {row.reversed && (
                  <Typography.Text type="secondary" data-testid="entry-reversed-note">
                    {b('reversedNote', { reason: row.reversedReason || b('noReason') })}
                  </Typography.Text>
                )}
                {row.source === 'reversal' && (
                  <Typography.Text type="secondary" data-testid="entry-reversal-note">
                    {b('reversalNote', { reason: row.reason || b('noReason') })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: b('source'),
            dataIndex: 'source',
            render: (source: EntryRow['source']) => <Tag color={SOURCE_COLORS[source]}>{t(`learningHours.sources.${source}`)}</Tag>,
          },
          {
            title: t('learningHours.common.category'),
            dataIndex: 'category',
            render: (code: string) => categoryLabel(breakdown.categories, code, locale),
          },
          {
            title: b('hoursColumn'),
            dataIndex: 'hours',
            align: 'right',
            render: (hours: number, row) => (
              <Typography.Text delete={row.reversed} type={hours < 0 ? 'danger' : undefined}>
                {formatHours(hours)}
              </Typography.Text>
            ),
          },
          ...(staffView
            ? [
                {
                  title: t('learningHours.common.actions'),
                  key: 'actions',
                  render: (_: unknown, row: EntryRow) =>
                    canReverse(row) ? (
                      <Button size="small" danger type="link" onClick={() => setReversing(row)} data-testid={`entry-reverse-${row.id}`}>
                        {b('reverse')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <ReverseDialog entry={reversing} onClose={() => setReversing(null)} />
    </Card>
  );
}
