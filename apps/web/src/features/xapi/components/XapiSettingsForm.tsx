import {
  XAPI_ENDPOINT_MAX,
  XAPI_KEY_MAX,
  XAPI_SECRET_MAX,
  type XapiConnectionTest,
  type XapiSettings,
} from '@yanxiu/contract/xapi-settings';
import { Alert, Button, Form, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useSaveXapiSettings, useTestXapiConnection } from '../api/xapi-settings';

type Values = { enabled: boolean; endpoint: string; key: string; secret?: string };

/** What a connection test found, in the active language. */
function OutcomeAlert({ result }: { result: XapiConnectionTest }) {
  const { t } = useTranslation();
  const text =
    result.outcome === 'ok' || result.outcome === 'not_configured'
      ? t(`xapi.outcome.${result.outcome}`)
      : t(`xapi.problem.${result.outcome}`, { status: result.status ?? '' });
  return <Alert type={result.outcome === 'ok' ? 'success' : 'warning'} showIcon message={text} data-testid="xapi-test-outcome" />;
}

/**
 * The LRS settings, filled once read: saved at the version read (a refusal said in place), the secret write-only (empty
 * keeps it), and the connection test of what is saved.
 */
export function XapiSettingsForm({ settings }: { settings: XapiSettings }) {
  const { t } = useTranslation();
  const save = useSaveXapiSettings();
  const test = useTestXapiConnection();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ secret, ...values }: Values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ...values, version: settings.version, ...(secret ? { secret } : {}) });
      notifier().success(t('xapi.saved'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Form<Values>
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ enabled: settings.enabled, endpoint: settings.endpoint, key: settings.key }}
      onFinish={(values) => void submit(values)}
      data-testid="xapi-settings-form"
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('xapi.settingsSection')}
      </Typography.Title>
      <Form.Item name="enabled" label={t('xapi.enabled')} valuePropName="checked">
        <Switch aria-label={t('xapi.enabled')} data-testid="xapi-enabled" />
      </Form.Item>
      <Form.Item name="endpoint" label={t('xapi.endpoint')} extra={t('xapi.endpointHelp')} rules={[{ required: true }, { type: 'url' }]}>
        <Input maxLength={XAPI_ENDPOINT_MAX} placeholder="https://lrs.example.org/xapi" data-testid="xapi-endpoint" />
      </Form.Item>
      <Form.Item name="key" label={t('xapi.key')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={XAPI_KEY_MAX} autoComplete="off" data-testid="xapi-key" />
      </Form.Item>
      <Form.Item
        name="secret"
        label={t('xapi.secret')}
        rules={settings.secretSet ? [] : [{ required: true, message: t('xapi.secretRequired') }]}
      >
        <Input.Password
          maxLength={XAPI_SECRET_MAX}
          autoComplete="new-password"
          placeholder={settings.secretSet ? t('xapi.secretKeep') : ''}
          data-testid="xapi-secret"
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="xapi-settings-failure" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="xapi-save">
          {t('xapi.save')}
        </Button>
        <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!settings.configured} data-testid="xapi-test">
          {t('xapi.test')}
        </Button>
      </Space>
      {test.data && (
        <div style={{ marginTop: 16 }}>
          <OutcomeAlert result={test.data} />
        </div>
      )}
    </Form>
  );
}
