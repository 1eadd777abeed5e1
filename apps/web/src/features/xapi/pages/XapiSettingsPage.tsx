import '../i18n/xapi.register';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useXapiSettings } from '../api/xapi-settings';
import { XapiDeliveryPanel } from '../components/XapiDeliveryPanel';
import { XapiSettingsForm } from '../components/XapiSettingsForm';
import { xapiAccess } from '../xapi.access';

function SettingsBody() {
  const settings = useXapiSettings();
  if (settings.isError) return <RetryAlert onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton active />;
  return (
    <>
      {/* Keyed by version: a save refills the form with what was stored. */}
      <XapiSettingsForm key={settings.data.version} settings={settings.data} />
      <XapiDeliveryPanel delivery={settings.data.delivery} enabled={settings.data.enabled} />
    </>
  );
}

/** /manage/xapi: the district admin's Learning Record Store settings, connection test and delivery state. */
export default function XapiSettingsPage() {
  const { t } = useTranslation();
  const { canManage } = useAccess(xapiAccess);
  return (
    <AccessGate
      accessible={canManage}
      title={t('xapi.forbiddenTitle')}
      text={t('xapi.forbiddenText')}
      testId="xapi-settings-forbidden"
      pageTitle={t('routes.manageXapi')}
    >
      <PageFrame title={t('routes.manageXapi')}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
          {t('xapi.intro')}
        </Typography.Paragraph>
        <SettingsBody />
      </PageFrame>
    </AccessGate>
  );
}
