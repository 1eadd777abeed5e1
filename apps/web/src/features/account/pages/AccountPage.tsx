import { isAcceptablePassword } from '@yanxiu/contract/password-rules';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useChangePassword } from '../api/change-password';
import { RequestError } from '@/shared/request/request';
import { useSession } from '@/shared/session/session-store';
import { PageFrame } from '@/shared/ui/PageFrame';

type FormValues = { oldPassword: string; newPassword: string; repeat: string };

/** /account: account security — change password (the other sessions of the user end). */
export default function AccountPage() {
  const { t } = useTranslation();
  const teacherInfo = useSession((session) => session.teacherInfo);
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
        },
        onError: (error) => setProblem(error instanceof RequestError ? error.message : t('errors.generic')),
      },
    );
  };

  return (
    <PageFrame title={t('account.title')}>
      <Card style={{ maxWidth: 560 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('account.username')}>{teacherInfo?.username ?? ''}</Descriptions.Item>
        </Descriptions>
        <Form<FormValues> form={form} layout="vertical" onFinish={handleFinish} onValuesChange={() => setProblem(null)}>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
          <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('account.newPassword')}
            extra={t('account.passwordRule')}
            rules={[{ required: true, message: t('account.passwordRule') }, { validator: async (_, value: string) => (!value || isAcceptablePassword(value) ? undefined : Promise.reject(new Error(t('account.passwordRule')))) }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="repeat"
            label={t('account.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('account.mismatch') },
              ({ getFieldValue }) => ({ validator: async (_, value: string) => (!value || value === getFieldValue('newPassword') ? undefined : Promise.reject(new Error(t('account.mismatch')))) }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('account.submit')}
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
