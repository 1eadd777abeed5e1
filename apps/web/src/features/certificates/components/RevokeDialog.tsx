import type { ManagedCertificate } from '@yanxiu/contract/certificates';
import { CertificateLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useRevokeCertificate } from '../api/revoke-certificate';

export type RevokeDialogProps = { certificate: ManagedCertificate | null; onClose: () => void };

/** Revokes a certificate; a reason is required (it shows on the public verification page). */
export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeCertificate();
  const submit = async () => {
    if (!certificate) return;
    const { reason } = await form.validateFields();
    await revoke.mutateAsync({ id: certificate.id, reason: reason.trim() });
    notifier().success(t('certificates.manage.revoked'));
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={certificate !== null}
      title={t('certificates.manage.revokeTitle')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={revoke.isPending}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'revoke-submit' } as Record<string, string>) }}
      destroyOnHidden
    >
      {certificate && (
        <Typography.Paragraph>
          {certificate.teacherName} · {certificate.title} · {certificate.code}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('certificates.manage.revokeReason')}
          rules={[{ required: true, whitespace: true, message: t('certificates.manage.revokeReasonRequired') }]}
        >
          <Input.TextArea maxLength={CertificateLimits.revokeReason} showCount rows={3} data-testid="revoke-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
