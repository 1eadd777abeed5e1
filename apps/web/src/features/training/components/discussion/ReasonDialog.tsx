import { TrainingDiscussionLimits as Limits, countCharacters } from '@yanxiu/contract/training-discussion-limits';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  label: string;
  /** Hiding needs a reason; a report's is optional. */
  required: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why: a moderator hiding something, or a reader reporting it. */
export function ReasonDialog({ open, title, label, required, pending, onSubmit, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={title}
      cancelText={t('training.discussion.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((values) => onSubmit((values.reason ?? '').trim()))}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={required ? [{ required: true, whitespace: true, message: t('training.discussion.hideReasonRequired') }] : []}
        >
          <Input.TextArea rows={3} count={{ show: true, max: Limits.reason, strategy: countCharacters }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
