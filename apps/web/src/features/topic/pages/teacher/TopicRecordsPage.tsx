import type { TopicRecord } from '@yanxiu/contract/topic';
import { TopicRecordKind } from '@yanxiu/contract/topic-enums';
import { Button, Flex, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { calmMarks } from '@/shared/format/bounded-text';
import { formatDay } from '@/shared/format/date';
import { usePageState } from '@/shared/page-state/page-state';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useDeleteRecord } from '../../api/teacher/delete-record';
import { useMyTopics } from '../../api/teacher/list-my-topics';
import { useRecords } from '../../api/teacher/list-records';
import { FileNames } from '../../components/teacher/FileNames';
import { enumOptions, recordKindLabel } from '../../components/teacher/labels';
import { TeacherGate } from '../../components/teacher/TeacherGate';
import { RecordDialog } from '../../components/teacher/RecordDialog';
import { recordsPath } from '../../model/page-links';
import { parseId } from '../../model/parse-id';

/** The most topics one teacher is in at once that the topic chooser lists (the API's largest page). */
const TOPICS_LISTED = 100;

/**
 * /scientific/applyTopicRecord: process records (meetings, lessons, surveys, data) of my topics in research, all of
 * them or one topic's (applyId, page state); host and confirmed members add them, their authors edit or delete them.
 */
export default function TopicRecordsPage() {
  const { t } = useTranslation();
  return (
    <TeacherGate pageTitle={t('routes.scientificTopicRecord')}>
      <TopicRecordsContent />
    </TeacherGate>
  );
}

function TopicRecordsContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applyId = parseId(usePageState().applyId);
  const [kind, setKind] = useState('');
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<TopicRecord | 'new' | null>(null);
  const topics = useMyTopics({ current: 1, size: TOPICS_LISTED, phase: 'approved' });
  const records = useRecords({ current, size: PAGE_SIZE, ...(applyId !== null ? { applyId } : {}), ...(kind ? { kind } : {}) });
  const remove = useDeleteRecord();
  const [modal, modalHolder] = Modal.useModal();
  // Invitations not yet confirmed give no right to add records.
  const open = (topics.data?.records ?? [])
    .filter((topic) => topic.myRole !== 'invited')
    .map((topic) => ({ applyId: topic.applyId, title: topic.title }));

  const handleDelete = (record: TopicRecord) =>
    modal.confirm({
      title: t('topicTeacher.records.deleteConfirm', { title: record.title }),
      okText: t('topicTeacher.records.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ recordId: record.recordId, version: record.version }).then(
          () => notifier().success(t('topicTeacher.records.deleted')),
          () => undefined,
        ),
    });

  const columns = [
    {
      title: t('topicTeacher.records.title'),
      key: 'title',
      render: (_: unknown, record: TopicRecord) => (
        <Flex vertical gap={2}>
          <Flex gap={8} wrap align="center">
            <Tag>{recordKindLabel(record.kind)}</Tag>
            <Typography.Text strong>{record.title}</Typography.Text>
          </Flex>
          {record.description && (
            <Typography.Paragraph
              type="secondary"
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              ellipsis={{ rows: 2, expandable: true, symbol: t('topicTeacher.more') }}
            >
              {calmMarks(record.description)}
            </Typography.Paragraph>
          )}
        </Flex>
      ),
    },
    { title: t('topicTeacher.records.topic'), key: 'topic', render: (_: unknown, record: TopicRecord) => record.topicTitle },
    {
      title: t('topicTeacher.records.occurredOn'),
      key: 'occurredOn',
      render: (_: unknown, record: TopicRecord) => formatDay(record.occurredOn),
    },
    { title: t('topicTeacher.records.author'), key: 'author', render: (_: unknown, record: TopicRecord) => record.author.name },
    {
      title: t('topicTeacher.records.files'),
      key: 'files',
      render: (_: unknown, record: TopicRecord) => <FileNames applyId={record.applyId} files={record.files} testId="record-files-view" />,
    },
    {
      title: t('topicTeacher.mine.actions'),
      key: 'actions',
      render: (_: unknown, record: TopicRecord) =>
        record.canEdit ? (
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => setEditing(record)} data-testid="record-edit">
              {t('topicTeacher.records.editShort')}
            </Button>
            <Button size="small" danger onClick={() => handleDelete(record)} data-testid="record-delete">
              {t('topicTeacher.records.delete')}
            </Button>
          </Flex>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <PageFrame
      title={t('routes.scientificTopicRecord')}
      crumbs={[t('nav.scientific')]}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} disabled={open.length === 0} data-testid="record-add">
          {t('topicTeacher.records.add')}
        </Button>
      }
    >
      {modalHolder}
      <Flex vertical gap={16}>
        {topics.data && open.length === 0 && (
          <Typography.Text type="secondary" data-testid="records-no-topic">
            {t('topicTeacher.records.noTopic')}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          <Select
            aria-label={t('topicTeacher.records.topic')}
            value={applyId ?? 0}
            options={[
              { value: 0, label: t('topicTeacher.records.allTopics') },
              ...open.map((topic) => ({ value: topic.applyId, label: topic.title })),
            ]}
            onChange={(value: number) => {
              setCurrent(1);
              navigate(recordsPath(value === 0 ? null : value), { replace: true });
            }}
            style={{ flex: '2 1 240px' }}
            data-testid="records-topic"
          />
          <Select
            aria-label={t('topicTeacher.records.kind')}
            value={kind}
            options={[{ value: '', label: t('topicTeacher.records.allKinds') }, ...enumOptions(TopicRecordKind)]}
            onChange={(value: string) => {
              setCurrent(1);
              setKind(value);
            }}
            style={{ flex: '1 1 160px' }}
            data-testid="records-kind"
          />
        </Flex>
        <ManagedTable<TopicRecord>
          list={records}
          columns={columns}
          rowKey="recordId"
          testId="records"
          empty={t('topicTeacher.records.empty')}
          failedTitle={t('topicTeacher.records.loadFailed')}
          paging={{ current, onChange: setCurrent, totalText: (count) => t('topicTeacher.records.total', { count }) }}
        />
      </Flex>
      {editing && (
        <RecordDialog
          topics={open}
          applyId={editing === 'new' ? applyId : editing.applyId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
