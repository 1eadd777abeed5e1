import { ExclamationCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { AuthLimits } from '@yanxiu/contract/password-rules';
import { Button } from 'antd';
// The two inputs from their own modules: antd's Input entry also brings TextArea, Search and OTP, script the
// sign-in page never runs (issue 19: the first page keeps under 250 KB of JavaScript).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/shared/session/navigation';
import { useSignIn } from '../challenge/use-sign-in';
import { LoginField } from './LoginField';
import { loginProblem } from './login-problem';

type FieldErrors = { username?: string; password?: string };

/**
 * Username and password, with the server's refusal explained in place (wrong password, too fast), and the
 * human verification solved on the way when the server asks for it. Plain controlled inputs rather than a form
 * library: two required fields do not justify its weight on the page every teacher opens first, often on a phone.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutation: signIn, verifying } = useSignIn();
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
    // Enter in a field submits even while the button waits; a second sign-in would spend another challenge.
    if (signIn.isPending) return;
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t('login.usernameRequired');
    if (!password) errors.password = t('login.passwordRequired');
    setFieldErrors(errors);
    setProblem(null);
    if (errors.username || errors.password) return;
    signIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (info) => {
          const target = safeRedirect(params.get('redirect'));
          void navigate(info.needConfirm ? `/teacherConfirm?redirect=${encodeURIComponent(target)}` : target, { replace: true });
        },
        onError: (error) => setProblem(loginProblem(error, t)),
      },
    );
  };

  const inputProps = (name: 'username' | 'password') => ({
    id: `${id}-${name}`,
    size: 'large' as const,
    status: fieldErrors[name] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(fieldErrors[name]),
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      {problem && (
        <div
          data-testid="login-error"
          role="alert"
          style={{
            display: 'flex',
            gap: 8,
            alignItems: 'flex-start',
            marginBottom: 16,
            padding: '8px 12px',
            borderRadius: 6,
            background: '#fff2f0',
            border: '1px solid #ffccc7',
          }}
        >
          <ExclamationCircleFilled style={{ color: '#cf222e', marginTop: 4 }} />
          <span>{problem}</span>
        </div>
      )}
      <LoginField inputId={`${id}-username`} label={t('login.username')} error={fieldErrors.username}>
        <Input
          {...inputProps('username')}
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          maxLength={AuthLimits.username}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearErrors();
          }}
        />
      </LoginField>
      <LoginField inputId={`${id}-password`} label={t('login.password')} error={fieldErrors.password}>
        <Password
          {...inputProps('password')}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={AuthLimits.password}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearErrors();
          }}
        />
      </LoginField>
      {/* Always present, so screen readers announce the verification when it starts. */}
      <div role="status" data-testid="login-verifying" style={{ marginBottom: verifying ? 12 : 0, color: 'rgba(0,0,0,0.65)' }}>
        {verifying ? t('login.verifying') : null}
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
