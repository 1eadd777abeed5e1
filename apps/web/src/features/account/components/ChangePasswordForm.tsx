import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useChangePassword } from '../api/change-password';
import { localPasswordProblem, weakPasswordReason } from './new-password';

type FormValues = { oldPassword: string; newPassword: string; repeat: string };

/**
 * Current password, new one twice. What the browser can check is said at once under the new password; why the
 * server refuses it (a common password, the user's own names) is said in the same place when it answers.
 * `onChanged` runs after a change the server accepted (the must-change page moves on with it).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);

  const handleFinish = ({ oldPassword, newPassword }: FormValues) => {
    setProblem(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.resetFields();
          notifier().success(t('account.success', { count: endedSessions }));
          onChanged?.();
        },
        onError: (error) => {
          const reason = weakPasswordReason(error);
          if (reason) return form.setFields([{ name: 'newPassword', errors: [reason] }]);
          setProblem(error instanceof RequestError ? error.message : t('errors.generic'));
        },
      },
    );
  };

  return (
    <Form<FormValues> form={form} layout="vertical" onFinish={handleFinish} onValuesChange={() => setProblem(null)}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.newPassword')}
        extra={t('account.passwordRule')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('account.newPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) => {
              const local = value ? localPasswordProblem(value, getFieldValue('oldPassword') as string | undefined) : null;
              if (local) throw new Error(local);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('account.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('account.mismatch') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) =>
              !value || value === getFieldValue('newPassword') ? undefined : Promise.reject(new Error(t('account.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('account.submit')}
      </Button>
    </Form>
  );
}
