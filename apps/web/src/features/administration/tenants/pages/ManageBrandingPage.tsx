import '../../i18n/administration.register';
import '../i18n/tenants.register';
import type { SaveBrandingBody } from '@yanxiu/contract/administration-tenants';
import { Button, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { administrationAccess } from '../../administration.access';
import { useBranding, useSaveBranding } from '../api/tenants';
import { LogoField } from './LogoField';

type Values = Omit<SaveBrandingBody, 'version'>;

function BrandingEditor() {
  const { t } = useTranslation();
  const branding = useBranding();
  const save = useSaveBranding();
  const [form] = Form.useForm<Values>();
  if (branding.isError) return <RetryAlert title={t('administration.branding.failed')} onRetry={() => void branding.refetch()} />;
  if (!branding.data) return <Skeleton active data-testid="branding-loading" />;
  const { version, loginLogo, name, nameEn } = branding.data;
  return (
    <Form<Values>
      key={version}
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name, nameEn, loginLogo: { keep: true } }}
      onFinish={(values) => save.mutate({ ...values, version }, { onSuccess: () => notifier().success(t('administration.saved')) })}
      data-testid="branding-form"
    >
      <Form.Item name="name" label={t('administration.tenants.name')} rules={[{ required: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="nameEn" label={t('administration.tenants.nameEn')} rules={[{ required: true, max: 120 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="loginLogo" label={t('administration.tenants.logo')}>
        <LogoField current={loginLogo} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="branding-save">
        {t('administration.save')}
      </Button>
    </Form>
  );
}

/** /manage/tenant: district staff set their own district's names and login logo (the page icon). */
export default function ManageBrandingPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  return (
    <AccessGate
      accessible={access.canManageBranding}
      title={t('administration.forbiddenTitle')}
      text={t('administration.branding.forbiddenText')}
      testId="branding-forbidden"
      pageTitle={t('routes.manageTenant')}
    >
      <PageFrame title={t('routes.manageTenant')} crumbs={[t('nav.manage')]}>
        <BrandingEditor />
      </PageFrame>
    </AccessGate>
  );
}
