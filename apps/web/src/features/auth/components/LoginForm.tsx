import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { useLogin, type LoginInput } from '../api/login';

const ACCOUNT_LOCKED = 1003;
const TOO_MANY_ATTEMPTS = 1004;

/** Only paths inside the app are followed after sign-in, never another site. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/home';
}

/** Username and password, with the server's refusal explained in place (wrong password, locked, too fast). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);

  const handleFinish = (values: LoginInput) => {
    setProblem(null);
    login.mutate(values, {
      onSuccess: (info) => {
        const target = safeRedirect(params.get('redirect'));
        void navigate(info.needConfirm ? `/teacherConfirm?redirect=${encodeURIComponent(target)}` : target, { replace: true });
      },
      onError: (error) => {
        if (!(error instanceof RequestError)) return setProblem(t('errors.generic'));
        const wait = (error.body?.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds ?? 60;
        if (error.code === ACCOUNT_LOCKED) return setProblem(t('login.locked', { minutes: Math.max(1, Math.ceil(wait / 60)) }));
        if (error.code === TOO_MANY_ATTEMPTS) return setProblem(t('login.wait', { seconds: wait }));
        setProblem(error.message);
      },
    });
  };

  return (
    <Form<LoginInput> layout="vertical" size="large" onFinish={handleFinish} onValuesChange={() => setProblem(null)} requiredMark={false}>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="login-error" role="alert" />}
      <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
