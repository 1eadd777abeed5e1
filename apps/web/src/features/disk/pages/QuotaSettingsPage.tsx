import '../i18n/disk.register';
import type { DiskQuotaSettings } from '@yanxiu/contract/disk';
import { ROLE_LABELS, type RoleCode } from '@yanxiu/contract/roles';
import { Button, Card, Form, InputNumber, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useQuotaSettings, useSaveQuotaSettings } from '../api/quota-settings';
import { diskAccess } from '../disk.access';

const GB = 1024 ** 3;
/** The roles a quota is set for (the idle auto-logout marker grants no disk). */
const QUOTA_ROLES = (Object.keys(ROLE_LABELS) as RoleCode[]).filter((role) => role !== 'APPY313');

/** Form values in GB; an empty role field: the server's default applies. */
type QuotaForm = { roles: Partial<Record<RoleCode, number | null>>; school: number };

const toGb = (bytes: number) => Math.round((bytes / GB) * 100) / 100;

function formOf(settings: DiskQuotaSettings): QuotaForm {
  return {
    roles: Object.fromEntries(settings.roleLimits.map((limit) => [limit.role, toGb(limit.limitBytes)])),
    school: toGb(settings.schoolLimitBytes),
  };
}

function QuotaSettingsForm({ settings }: { settings: DiskQuotaSettings }) {
  const { t } = useTranslation();
  const save = useSaveQuotaSettings();
  const locale = currentLocale();
  const defaultGb = toGb(settings.defaultUserLimitBytes);

  const handleFinish = async (values: QuotaForm) => {
    const roleLimits = QUOTA_ROLES.flatMap((role) => {
      const gb = values.roles?.[role];
      return gb === null || gb === undefined ? [] : [{ role, limitBytes: Math.round(gb * GB) }];
    });
    try {
      await save.mutateAsync({ roleLimits, schoolLimitBytes: Math.round(values.school * GB) });
      notifier().success(t('disk.quotaSettings.saved'));
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <Form<QuotaForm>
      layout="vertical"
      initialValues={formOf(settings)}
      onFinish={(values) => void handleFinish(values)}
      style={{ maxWidth: 560 }}
      data-testid="disk-quota-form"
    >
      <Card title={t('disk.quotaSettings.perRole')} style={{ marginBottom: 16 }}>
        <p>{t('disk.quotaSettings.perRoleHint', { size: defaultGb })}</p>
        {QUOTA_ROLES.map((role) => (
          <Form.Item key={role} name={['roles', role]} label={ROLE_LABELS[role][locale]}>
            <InputNumber
              min={0}
              step={1}
              precision={2}
              placeholder={String(defaultGb)}
              suffix="GB"
              style={{ width: '100%' }}
              aria-label={t('disk.quotaSettings.roleQuota', { role: ROLE_LABELS[role][locale] })}
              data-testid={`disk-quota-role-${role}`}
            />
          </Form.Item>
        ))}
      </Card>
      <Card title={t('disk.quotaSettings.perSchool')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="school"
          label={t('disk.quotaSettings.school')}
          extra={t('disk.quotaSettings.schoolHint', { size: toGb(settings.defaultSchoolLimitBytes) })}
          rules={[{ required: true, message: t('disk.quotaSettings.school') }]}
        >
          <InputNumber
            min={0}
            step={1}
            precision={2}
            suffix="GB"
            style={{ width: '100%' }}
            aria-label={t('disk.quotaSettings.school')}
            data-testid="disk-quota-school"
          />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="disk-quota-save">
        {t('disk.quotaSettings.save')}
      </Button>
    </Form>
  );
}

function QuotaSettingsContent() {
  const { t } = useTranslation();
  const settings = useQuotaSettings();
  if (settings.isPending) return <Skeleton active data-testid="disk-quota-loading" />;
  if (settings.isError)
    return (
      <LoadFailure
        error={settings.error}
        notFound={t('disk.quotaSettings.failed')}
        onRetry={() => void settings.refetch()}
        testId="disk-quota-error"
      />
    );
  return <QuotaSettingsForm settings={settings.data} />;
}

/** /disk/quota: the tenant's disk quota per role and per school; district staff. */
export default function QuotaSettingsPage() {
  const { t } = useTranslation();
  const { canSetQuota } = useAccess(diskAccess);
  const title = t('routes.diskQuotaSettings');
  return (
    <AccessGate
      accessible={canSetQuota}
      title={t('disk.quotaSettings.deniedTitle')}
      text={t('disk.quotaSettings.denied')}
      testId="disk-quota-denied"
      pageTitle={title}
    >
      <PageFrame title={title}>
        <QuotaSettingsContent />
      </PageFrame>
    </AccessGate>
  );
}
