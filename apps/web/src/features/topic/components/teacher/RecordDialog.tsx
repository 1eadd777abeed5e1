import type { TopicRecord } from '@yanxiu/contract/topic';
import { TopicLimits, TopicRecordKind, type TopicRecordKindValue } from '@yanxiu/contract/topic-enums';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useSaveRecord } from '../../api/teacher/save-record';
import { DayField } from './DayField';
import { FilesField, type ChosenFile } from './FilesField';
import { enumOptions } from './labels';

type RecordValues = {
  applyId: number | null;
  kind: TopicRecordKindValue;
  title: string;
  occurredOn: string | null;
  description: string;
  files: ChosenFile[];
};

export type RecordDialogProps = {
  /** The topics the caller may add records to (approved, host or confirmed member). */
  topics: ReadonlyArray<{ applyId: number; title: string }>;
  /** The topic chosen already (from the page state); the caller can change it unless editing. */
  applyId: number | null;
  /** A record of mine being edited; null for a new one. */
  editing: TopicRecord | null;
  onClose: () => void;
};

/** A process record (meeting, lesson, survey, data) of a topic: what, when, a description and files. */
export function RecordDialog({ topics, applyId, editing, onClose }: RecordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordValues>();
  const [uploading, setUploading] = useState(false);
  const save = useSaveRecord();
  const initial: RecordValues = editing
    ? {
        applyId: editing.applyId,
        kind: editing.kind,
        title: editing.title,
        occurredOn: editing.occurredOn,
        description: editing.description,
        files: editing.files.map((file) => ({ id: file.id, name: file.name })),
      }
    : { applyId, kind: 'meeting', title: '', occurredOn: null, description: '', files: [] };

  const handleOk = async () => {
    // A field left wrong shows its message in place; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      applyId: values.applyId!,
      ...(editing ? { recordId: editing.recordId, version: editing.version } : {}),
      kind: values.kind,
      title: values.title.trim(),
      occurredOn: values.occurredOn!,
      description: values.description,
      fileIds: values.files.map((file) => file.id),
    };
    // A refusal is shown by the request layer; the dialog stays for another try.
    await save.mutateAsync(body).then(
      () => {
        notifier().success(t('topicTeacher.records.saved'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      open
      title={t(editing ? 'topicTeacher.records.edit' : 'topicTeacher.records.add')}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: uploading, 'data-testid': 'record-save' }}
      destroyOnHidden
      width={640}
    >
      <Form<RecordValues> form={form} layout="vertical" initialValues={initial} data-testid="record-form">
        <Form.Item
          name="applyId"
          label={t('topicTeacher.records.topic')}
          rules={[{ required: true, message: t('topicTeacher.records.topicRequired') }]}
        >
          <Select
            disabled={editing !== null}
            options={topics.map((topic) => ({ value: topic.applyId, label: topic.title }))}
            data-testid="record-topic"
            aria-label={t('topicTeacher.records.topic')}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('topicTeacher.records.kind')} rules={[{ required: true }]}>
          <Select options={enumOptions(TopicRecordKind)} data-testid="record-kind" aria-label={t('topicTeacher.records.kind')} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('topicTeacher.records.title')}
          rules={[{ required: true, whitespace: true, message: t('topicTeacher.records.titleRequired') }]}
        >
          <Input maxLength={TopicLimits.title} data-testid="record-title" />
        </Form.Item>
        <Form.Item
          name="occurredOn"
          label={t('topicTeacher.records.occurredOn')}
          rules={[{ required: true, message: t('topicTeacher.records.occurredOnRequired') }]}
        >
          <DayField ariaLabel={t('topicTeacher.records.occurredOn')} testId="record-day" />
        </Form.Item>
        <Form.Item name="description" label={t('topicTeacher.records.description')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={TopicLimits.text} data-testid="record-description" />
        </Form.Item>
        <Form.Item name="files" label={t('topicTeacher.records.files')}>
          <FilesField onBusyChange={setUploading} testId="record-files" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
