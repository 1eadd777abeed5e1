import '../i18n/erasure.register';
import { NOTICE_TEXT_MAX, RetentionLimits, type PrivacySettings, type SavePrivacySettingsBody } from '@yanxiu/contract/privacy-erasure';
import { Alert, Button, Form, Input, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { privacyAccess } from '../privacy.access';

type Values = Omit<SavePrivacySettingsBody, 'version'>;

/** The settings form, filled once read; saved at the version read, a refusal (stale, notice version lowered) said in place. */
function SettingsForm({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation();
  const save = useSavePrivacySettings();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ...values, version: settings.version });
      notifier().success(t('privacyErasure.settings.saved'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const days = t('privacyErasure.settings.days');
  return (
    <Form<Values>
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={settings}
      onFinish={(values) => void submit(values)}
      data-testid="privacy-settings-form"
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('privacyErasure.settings.noticeSection')}
      </Typography.Title>
      <Form.Item
        name="noticeVersion"
        label={t('privacyErasure.settings.noticeVersion')}
        extra={t('privacyErasure.settings.noticeVersionHelp')}
        rules={[{ required: true }, { type: 'number', min: settings.noticeVersion }]}
      >
        <InputNumber min={settings.noticeVersion} max={1_000_000} precision={0} aria-label={t('privacyErasure.settings.noticeVersion')} />
      </Form.Item>
      <Form.Item name="noticeText" label={t('privacyErasure.settings.noticeText')}>
        <Input.TextArea rows={6} maxLength={NOTICE_TEXT_MAX} data-testid="privacy-notice-text" />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('privacyErasure.settings.retentionSection')}
      </Typography.Title>
      <Form.Item name="signInHistoryDays" label={t('privacyErasure.settings.signInHistoryDays')} rules={[{ required: true }]}>
        <InputNumber
          min={RetentionLimits.signInHistoryDays.min}
          max={RetentionLimits.signInHistoryDays.max}
          precision={0}
          suffix={days}
          aria-label={t('privacyErasure.settings.signInHistoryDays')}
        />
      </Form.Item>
      <Form.Item name="exportArchiveDays" label={t('privacyErasure.settings.exportArchiveDays')} rules={[{ required: true }]}>
        <InputNumber
          min={RetentionLimits.exportArchiveDays.min}
          max={RetentionLimits.exportArchiveDays.max}
          precision={0}
          suffix={days}
          aria-label={t('privacyErasure.settings.exportArchiveDays')}
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} data-testid="privacy-settings-failure" />}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="privacy-settings-save">
        {t('privacyErasure.settings.save')}
      </Button>
      <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
        {settings.updatedAt
          ? t('privacyErasure.settings.updatedAt', { time: formatDateTime(settings.updatedAt) })
          : t('privacyErasure.settings.neverSaved')}
      </Typography.Text>
    </Form>
  );
}

function SettingsBody() {
  const settings = usePrivacySettings();
  if (settings.isError) return <RetryAlert onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton active />;
  // Keyed by version: a save (or another admin's, once reloaded) refills the form with what was stored.
  return <SettingsForm key={settings.data.version} settings={settings.data} />;
}

/** /manage/privacy/settings: the district admin's privacy notice and retention periods. */
export default function PrivacySettingsPage() {
  const { t } = useTranslation();
  const { canDecideErasure } = useAccess(privacyAccess);
  return (
    <AccessGate
      accessible={canDecideErasure}
      title={t('privacyErasure.settings.forbiddenTitle')}
      text={t('privacyErasure.settings.forbiddenText')}
      testId="privacy-settings-forbidden"
      pageTitle={t('routes.managePrivacySettings')}
    >
      <PageFrame title={t('routes.managePrivacySettings')}>
        <SettingsBody />
      </PageFrame>
    </AccessGate>
  );
}
