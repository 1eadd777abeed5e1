import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { Card, Col, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { categoryLabel, formatHours } from '../model/hours';

/** The year's totals by category and by programme, side by side on wide screens, stacked on phones. */
export function TotalsTables({ breakdown }: { breakdown: HoursBreakdown }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const b = (key: string) => t(`learningHours.breakdown.${key}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={b('byCategory')} size="small">
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={breakdown.byCategory}
            data-testid="totals-by-category"
            columns={[
              {
                title: t('learningHours.common.category'),
                dataIndex: 'code',
                render: (code: string) => categoryLabel(breakdown.categories, code, locale),
              },
              { title: b('hoursColumn'), dataIndex: 'hours', align: 'right', render: (hours: number) => formatHours(hours) },
              {
                title: b('requiredColumn'),
                dataIndex: 'required',
                align: 'right',
                render: (required: number | null) => (required === null ? '—' : formatHours(required)),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={b('byProgramme')} size="small">
          <Table
            size="small"
            rowKey={(row) => String(row.programmeId ?? `none-${row.title}`)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={breakdown.byProgramme}
            data-testid="totals-by-programme"
            columns={[
              {
                title: b('title'),
                dataIndex: 'title',
                render: (title: string, row) => (row.programmeId === null && !title ? b('programmeOther') : title),
              },
              { title: b('hoursColumn'), dataIndex: 'hours', align: 'right', render: (hours: number) => formatHours(hours) },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
