import type { DiskResourceItem } from '@yanxiu/contract/disk';
import { DiskResourceType } from '@yanxiu/contract/disk-enums';
import { DiskLimits } from '@yanxiu/contract/limits';
import { Card, Checkbox, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { BoundedText } from '@/shared/ui/BoundedText';
import { formatBytes } from '../model/bytes';
import { FileIcon } from './FileIcon';

export type ResourceGridProps = {
  rows: DiskResourceItem[];
  selected: number[];
  onSelect: (id: number, chosen: boolean) => void;
  empty: ReactNode;
};

/** The resources as tiles: the file's kind, title, type and size, with a checkbox for the batch actions. */
export function ResourceGrid({ rows, selected, onSelect, empty }: ResourceGridProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Row gutter={[12, 12]} data-testid="disk-grid">
      {rows.map((row) => (
        <Col key={row.id} xs={12} sm={8} md={6} xl={4}>
          <Card size="small" data-testid={`disk-tile-${row.id}`} styles={{ body: { padding: 12 } }}>
            <Checkbox
              checked={selected.includes(row.id)}
              onChange={(event) => onSelect(row.id, event.target.checked)}
              aria-label={t('disk.index.selectRow', { title: row.title })}
              style={{ position: 'absolute', top: 8, left: 8 }}
            />
            <Link to={`/disk/detail/${row.id}`} style={{ display: 'block', textAlign: 'center' }}>
              <FileIcon kind={row.previewKind} style={{ fontSize: 40, margin: '12px 0' }} />
              <BoundedText text={row.title} max={DiskLimits.title} lines={2} style={{ marginBottom: 4 }} />
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {DiskResourceType.label(row.resourceType, locale)} · {formatBytes(row.size, locale)}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
