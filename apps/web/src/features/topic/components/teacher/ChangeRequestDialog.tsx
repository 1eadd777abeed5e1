import type { TopicDetail } from '@yanxiu/contract/topic';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useFileStage } from '../../api/teacher/file-stage';
import { DayField } from './DayField';
import { FilesField, type ChosenFile } from './FilesField';
import { MemberPicker, type ChosenMember } from './MemberPicker';

type ChangeValues = { reason: string; add: ChosenMember[]; remove: number[]; newPeriodEndsOn: string | null; files: ChosenFile[] };

/**
 * The host asks for a change between approval and the conclusion (变更): members to add or remove, a later end of the
 * research period, and why. It is reviewed like a stage.
 */
export function ChangeRequestDialog({ topic, onClose }: { topic: TopicDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangeValues>();
  const [uploading, setUploading] = useState(false);
  const file = useFileStage();
  const current = topic.members.filter((member) => member.status !== 'declined');

  const handleOk = async () => {
    // A field left wrong shows its message in place; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const change = {
      reason: values.reason.trim(),
      addMemberUserIds: values.add.map((member) => member.userId),
      removeMemberUserIds: values.remove,
      newPeriodEndsOn: values.newPeriodEndsOn,
    };
    await file.mutateAsync({ kind: 'change', applyId: topic.applyId, change, fileIds: values.files.map((chosen) => chosen.id) }).then(
      () => {
        notifier().success(t('topicTeacher.change.filed'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      open
      title={t('topicTeacher.change.title')}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('topicTeacher.stages.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: file.isPending, disabled: uploading, 'data-testid': 'change-send' }}
      destroyOnHidden
      width={640}
    >
      <Form<ChangeValues>
        form={form}
        layout="vertical"
        initialValues={{ reason: '', add: [], remove: [], newPeriodEndsOn: null, files: [] }}
        data-testid="change-form"
      >
        <Form.Item
          name="reason"
          label={t('topicTeacher.change.reason')}
          rules={[{ required: true, whitespace: true, message: t('topicTeacher.change.reasonRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TopicLimits.shortText} data-testid="change-reason" />
        </Form.Item>
        <Form.Item name="add" label={t('topicTeacher.change.add')}>
          <MemberPicker hostUserId={Number(topic.host.userId)} max={TopicLimits.memberCapMax} testId="change-add" />
        </Form.Item>
        <Form.Item name="remove" label={t('topicTeacher.change.remove')}>
          <Select
            mode="multiple"
            options={current.map((member) => ({
              value: Number(member.userId),
              label: t('common.withNote', { name: member.name, note: member.orgName }),
            }))}
            aria-label={t('topicTeacher.change.remove')}
            data-testid="change-remove"
          />
        </Form.Item>
        <Form.Item
          name="newPeriodEndsOn"
          label={t('topicTeacher.change.newEnd')}
          rules={[
            {
              validator: (_, value: string | null) =>
                !value || !topic.periodEndsOn || value > topic.periodEndsOn
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('topicTeacher.change.endNotLater'))),
            },
          ]}
        >
          <DayField ariaLabel={t('topicTeacher.change.newEnd')} testId="change-new-end" />
        </Form.Item>
        <Form.Item name="files" label={t('topicTeacher.stages.files')}>
          <FilesField onBusyChange={setUploading} testId="change-files" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
