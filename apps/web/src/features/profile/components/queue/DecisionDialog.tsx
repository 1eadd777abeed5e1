import { ProfileLimits } from '@yanxiu/contract/limits';
import type { AnyProfileRecord } from '@yanxiu/contract/profile';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A decision that needs a reason, on one record or a batch. */
export type ReasonedDecision = { decision: 'reject' | 'reopen'; records: AnyProfileRecord[] };

export type DecisionDialogProps = {
  pending: ReasonedDecision;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/** Asks the reason of a rejection (the teacher reads it) or of reopening a verified record. */
export function DecisionDialog({ pending, busy, onSubmit, onCancel }: DecisionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { decision, records } = pending;
  const one = records.length === 1 ? records[0] : undefined;
  const title = one
    ? t(`profile.queue.${decision}Title`, { title: one.title })
    : t(`profile.queue.${decision}BatchTitle`, { count: records.length });
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <Modal
      open
      title={title}
      okText={t(`profile.queue.${decision}`)}
      okButtonProps={{ danger: decision === 'reject', loading: busy, 'data-testid': 'queue-reason-submit' }}
      cancelText={t('profile.common.cancel')}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="queue-reason-dialog"
    >
      <Typography.Paragraph type="secondary">
        {t(decision === 'reject' ? 'profile.queue.rejectHint' : 'profile.queue.reopenHint')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('profile.queue.reason')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('profile.queue.reasonRequired') : undefined}
        >
          <Input.TextArea
            value={reason}
            rows={3}
            maxLength={ProfileLimits.reason}
            showCount
            aria-label={t('profile.queue.reason')}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            data-testid="queue-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
