import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PROFILE_KINDS, type ProfileKind } from '@yanxiu/contract/profile';
import { Button, Checkbox, Empty, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useMyRecords, type MyRecord } from '../../api/teacher/list-my-records';
import { ITEM_LIMITS, type DraftRecord } from '../../model/teacher/item-drafts';

/** A record kind's name in the interface language; an unknown kind shows as itself. */
export function recordKindLabel(kind: string): string {
  return kind in PROFILE_KINDS ? PROFILE_KINDS[kind as ProfileKind].label[currentLocale()] : kind;
}

export type RecordValueProps = {
  records: DraftRecord[];
  label: string;
  readOnly: boolean;
  onChange?: (records: DraftRecord[]) => void;
  testId: string;
};

/** A profile-record indicator: the records given, and a picker over my verified growth-file records. */
export function RecordValue({ records, label, readOnly, onChange, testId }: RecordValueProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Flex vertical gap={4} data-testid={testId}>
      {records.length === 0 && readOnly && <Typography.Text type="secondary">{t('selectionTeacher.item.noValue')}</Typography.Text>}
      {records.map((record) => (
        <Flex key={record.id} align="center" gap={8} wrap={false} style={{ minWidth: 0 }} data-testid="record-value">
          <Tag style={{ flexShrink: 0 }}>{recordKindLabel(record.kind)}</Tag>
          <Typography.Text ellipsis style={{ minWidth: 0 }} delete={record.missing}>
            {record.title}
          </Typography.Text>
          {record.date && (
            <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
              {formatDay(record.date)}
            </Typography.Text>
          )}
          {record.missing && <Tag color="warning">{t('selectionTeacher.item.recordMissing')}</Tag>}
          {!readOnly && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('selectionTeacher.item.removeRecord', { title: record.title })}
              onClick={() => onChange?.(records.filter((entry) => entry.id !== record.id))}
            />
          )}
        </Flex>
      ))}
      {!readOnly && (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid={`${testId}-pick`}>
            {t('selectionTeacher.item.pickRecords')}
          </Button>
        </div>
      )}
      {picking && <RecordPicker label={label} chosen={records} onClose={() => setPicking(false)} onChosen={(next) => onChange?.(next)} />}
    </Flex>
  );
}

function RecordPicker({
  label,
  chosen,
  onClose,
  onChosen,
}: {
  label: string;
  chosen: DraftRecord[];
  onClose: () => void;
  onChosen: (records: DraftRecord[]) => void;
}) {
  const { t } = useTranslation();
  const mine = useMyRecords(true);
  const [ids, setIds] = useState(() => new Set(chosen.filter((record) => !record.missing).map((record) => record.id)));
  const toggle = (record: MyRecord, on: boolean) => {
    const next = new Set(ids);
    if (on) next.add(record.id);
    else next.delete(record.id);
    setIds(next);
  };
  const handleOk = () => {
    const known = new Map((mine.data ?? []).map((record) => [record.id, record]));
    const kept = chosen.filter((record) => ids.has(record.id) || record.missing);
    const added = [...ids]
      .filter((id) => !chosen.some((record) => record.id === id))
      .flatMap((id) => {
        const record = known.get(id);
        return record ? [{ id, kind: record.kind, title: record.title, date: record.date, missing: false }] : [];
      });
    onChosen([...kept.filter((record) => ids.has(record.id)), ...added]);
    onClose();
  };
  let body;
  if (mine.isPending) body = <Skeleton active />;
  else if (mine.isError) body = <RetryAlert onRetry={() => void mine.refetch()} />;
  else if (mine.data.length === 0)
    body = (
      <Empty description={t('selectionTeacher.item.noRecords')}>
        <Link to="/personal/achievements" target="_blank">
          {t('selectionTeacher.item.addRecords')}
        </Link>
      </Empty>
    );
  else
    body = (
      <List
        size="small"
        style={{ maxHeight: 360, overflowY: 'auto' }}
        dataSource={mine.data}
        renderItem={(record) => (
          <List.Item>
            <Checkbox
              checked={ids.has(record.id)}
              disabled={!ids.has(record.id) && ids.size >= ITEM_LIMITS.records}
              onChange={(event) => toggle(record, event.target.checked)}
              data-testid="record-option"
            >
              <Tag>{recordKindLabel(record.kind)}</Tag> {record.title}{' '}
              <Typography.Text type="secondary">{formatDay(record.date)}</Typography.Text>
            </Checkbox>
          </List.Item>
        )}
      />
    );
  return (
    <Modal
      open
      title={t('selectionTeacher.item.pickTitle', { label })}
      onCancel={onClose}
      onOk={handleOk}
      okText={t('selectionTeacher.item.pickDone', { count: ids.size })}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !mine.isSuccess }}
    >
      <Typography.Paragraph type="secondary">{t('selectionTeacher.item.pickHint', { count: ITEM_LIMITS.records })}</Typography.Paragraph>
      {body}
    </Modal>
  );
}
