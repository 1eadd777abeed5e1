import { ExclamationCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { AuthLimits } from '@yanxiu/contract/password-rules';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { safeRedirect } from '@/shared/session/navigation';
import { useLogin } from '../api/login';

const ACCOUNT_LOCKED = 1003;
const TOO_MANY_ATTEMPTS = 1004;

type FieldErrors = { username?: string; password?: string };

/**
 * Username and password, with the server's refusal explained in place (wrong password, locked, too fast).
 * Plain controlled inputs rather than a form library: two required fields do not justify its weight on the
 * page every teacher opens first, often on a phone.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const clearErrors = () => {
    setProblem(null);
    setFieldErrors({});
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t('login.usernameRequired');
    if (!password) errors.password = t('login.passwordRequired');
    setFieldErrors(errors);
    setProblem(null);
    if (errors.username || errors.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
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
      },
    );
  };

  const field = (name: 'username' | 'password', label: string, input: ReactNode) => (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={`${id}-${name}`} style={{ display: 'block', marginBottom: 6 }}>
        {label}
      </label>
      {input}
      {fieldErrors[name] && (
        <div id={`${id}-${name}-error`} role="alert" style={{ color: '#cf222e', marginTop: 4, fontSize: 13 }}>
          {fieldErrors[name]}
        </div>
      )}
    </div>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      {problem && (
        <div
          data-testid="login-error"
          role="alert"
          style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 16, padding: '8px 12px', borderRadius: 6, background: '#fff2f0', border: '1px solid #ffccc7' }}
        >
          <ExclamationCircleFilled style={{ color: '#cf222e', marginTop: 4 }} />
          <span>{problem}</span>
        </div>
      )}
      {field(
        'username',
        t('login.username'),
        <Input
          id={`${id}-username`}
          size="large"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          maxLength={AuthLimits.username}
          value={username}
          status={fieldErrors.username ? 'error' : undefined}
          aria-invalid={Boolean(fieldErrors.username)}
          aria-describedby={fieldErrors.username ? `${id}-username-error` : undefined}
          onChange={(event) => {
            setUsername(event.target.value);
            clearErrors();
          }}
        />,
      )}
      {field(
        'password',
        t('login.password'),
        <Input.Password
          id={`${id}-password`}
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={AuthLimits.password}
          value={password}
          status={fieldErrors.password ? 'error' : undefined}
          aria-invalid={Boolean(fieldErrors.password)}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            clearErrors();
          }}
        />,
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
