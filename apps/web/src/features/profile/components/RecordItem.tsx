import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Level } from '@yanxiu/contract/enums';
import type { AnyProfileRecord } from '@yanxiu/contract/profile';
import { Alert, Button, Descriptions, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { calmMarks } from '@/shared/format/bounded-text';
import { currentLocale } from '@/shared/i18n/i18n';
import { fieldEntries, type FieldEntry } from '../model/field-text';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { kindLabel } from '../model/kind-fields';
import { EvidenceList } from './EvidenceList';
import { VerificationTag } from './VerificationTag';

export type RecordItemProps = {
  record: AnyProfileRecord;
  /** Edit and delete controls are offered at all (the teacher's own area, not read-only). */
  canEdit: boolean;
  /** The lightweight area: one line of details instead of a table of them. */
  compact?: boolean;
  onEdit: (record: AnyProfileRecord) => void;
  onDelete: (record: AnyProfileRecord) => void;
  deleting?: boolean;
  /** The last of its list: no rule below it. */
  last?: boolean;
};

function FieldValue({ entry }: { entry: FieldEntry }) {
  return entry.href ? (
    <Typography.Link href={entry.href} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: '100%' }}>
      {entry.text}
    </Typography.Link>
  ) : (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</span>
  );
}

/**
 * One record as its list shows it: title, day, level and verification; its own fields; evidence; a rejection's
 * reason; and, while it is the teacher's and unverified, edit and delete (a verified one says it is locked).
 */
export function RecordItem({ record, canEdit, compact = false, onEdit, onDelete, deleting = false, last = false }: RecordItemProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const entries = fieldEntries(record, locale, [t('profile.common.yes'), t('profile.common.no')]);
  const editable = canEdit && record.editable;
  const kind = kindLabel(record.kind, locale);

  const actions = editable && (
    <Flex gap={4} wrap>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => onEdit(record)}
        aria-label={t('profile.common.editKind', { kind, title: record.title })}
        data-testid={`record-edit-${record.id}`}
      >
        {t('profile.common.edit')}
      </Button>
      <Popconfirm
        title={t('profile.common.deleteConfirm', { title: record.title })}
        okText={t('profile.common.delete')}
        okButtonProps={{ danger: true, 'data-testid': `record-delete-confirm-${record.id}` }}
        cancelText={t('profile.common.cancel')}
        onConfirm={() => onDelete(record)}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={deleting}
          aria-label={t('profile.common.deleteKind', { kind, title: record.title })}
          data-testid={`record-delete-${record.id}`}
        >
          {t('profile.common.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );

  return (
    <article data-testid={`record-${record.id}`} style={{ padding: '12px 0', borderBottom: last ? undefined : '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {record.title}
            </Typography.Text>
            <VerificationTag state={record.state} />
            {record.level !== null && <Tag>{Level.label(record.level, locale)}</Tag>}
          </Flex>
          <Typography.Text type="secondary">{formatDay(record.date, locale)}</Typography.Text>
        </Flex>
        {actions}
      </Flex>
      {entries.length > 0 &&
        (compact ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 2, expandable: 'collapsible' }}>
            {calmMarks(
              entries
                .map((entry) => t('profile.page.fieldPair', { label: entry.label, value: entry.text }))
                .join(t('profile.page.fieldSeparator')),
            )}
          </Typography.Paragraph>
        ) : (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            style={{ marginTop: 8 }}
            items={entries.map((entry) => ({ key: entry.name, label: entry.label, children: <FieldValue entry={entry} /> }))}
          />
        ))}
      <div style={{ marginTop: 4 }}>
        <EvidenceList evidence={record.evidence} empty={!compact} />
      </div>
      {record.state === 'rejected' && record.reason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('profile.record.rejectedReason', { reason: record.reason })}
          description={editable ? t('profile.record.rejectedHint') : undefined}
          data-testid={`record-reason-${record.id}`}
        />
      )}
      {record.state === 'verified' && record.decidedByName && record.decidedAt && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {t('profile.record.decided', { name: record.decidedByName, at: formatDateTime(record.decidedAt, locale) })}
        </Typography.Text>
      )}
    </article>
  );
}
