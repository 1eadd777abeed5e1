import '../i18n/erasure.register';
import { ERASURE_REASON_MAX, type ErasureQueueRow } from '@yanxiu/contract/privacy-erasure';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useDecideErasure } from '../api/erasure';

export type ErasureDecision = { row: ErasureQueueRow; decision: 'approve' | 'refuse' };

/**
 * Approving or refusing one request with the reason the teacher reads. Approving says first that it cannot be undone;
 * a refusal of the server (decided meanwhile: 409) is said in the dialog, and the list reloads either way.
 */
export function ErasureDecisionDialog({ deciding, onClose }: { deciding: ErasureDecision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideErasure();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = async ({ reason }: { reason: string }) => {
    if (!deciding) return;
    setFailure(null);
    try {
      await decide.mutateAsync({ decision: deciding.decision, id: deciding.row.id, version: deciding.row.version, reason: reason.trim() });
      notifier().success(t('privacyErasure.queue.decided'));
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const approving = deciding?.decision === 'approve';
  return (
    <Modal
      open={deciding !== null}
      title={approving ? t('privacyErasure.queue.approveTitle') : t('privacyErasure.queue.refuseTitle')}
      okText={t('privacyErasure.queue.confirm')}
      cancelText={t('privacyErasure.queue.cancel')}
      okButtonProps={{ danger: approving, ...({ 'data-testid': 'erasure-decision-ok' } as object) }}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {approving && deciding && (
        <Alert
          type="warning"
          showIcon
          message={t('privacyErasure.queue.approveWarning', { name: deciding.row.userName })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('privacyErasure.queue.decisionReasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('privacyErasure.queue.decisionReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={ERASURE_REASON_MAX} showCount data-testid="erasure-decision-reason" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} data-testid="erasure-decision-failure" />}
    </Modal>
  );
}
