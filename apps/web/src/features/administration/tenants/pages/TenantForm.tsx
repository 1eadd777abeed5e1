import type { SaveTenantBody, TenantSettings } from '@yanxiu/contract/administration-tenants';
import { LOCALES } from '@yanxiu/contract/locale';
import { SIGN_IN_POLICY_LIMITS } from '@yanxiu/contract/sign-in-policy';
import { Checkbox, Divider, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveTenant } from '../api/tenants';
import { LogoField, type LogoValue } from './LogoField';

type TenantFormProps = { tenant: TenantSettings; onClose: () => void; onSaved: () => void };
type Values = Omit<SaveTenantBody, 'tenantId' | 'version' | 'loginLogo'> & { loginLogo: LogoValue };

/** Edits one tenant's settings (platform staff); the server checks hostnames and codes across tenants. */
export function TenantForm({ tenant, onClose, onSaved }: TenantFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveTenant();
  const range = (limits: { min: number; max: number }) => ({ min: limits.min, max: limits.max, precision: 0, style: { width: 140 } });
  const submit = (values: Values) =>
    save.mutate({ ...values, tenantId: tenant.tenantId, version: tenant.version, loginLogo: values.loginLogo }, { onSuccess: onSaved });
  return (
    <Modal
      open
      title={t('administration.tenants.editTitle', { name: tenant.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('administration.save')}
      cancelText={t('administration.cancel')}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ ...tenant, loginLogo: { keep: true } }}
        data-testid="tenant-form"
      >
        <Form.Item name="name" label={t('administration.tenants.name')} rules={[{ required: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('administration.tenants.nameEn')} rules={[{ required: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="districtCode" label={t('administration.tenants.districtCode')} rules={[{ required: true, pattern: /^\d{6}$/ }]}>
          <Input maxLength={6} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="hostnames"
          label={t('administration.tenants.hostnames')}
          extra={t('administration.tenants.hostnamesHelp')}
          rules={[{ required: true, type: 'array', min: 1, max: 10 }]}
        >
          <Select mode="tags" open={false} aria-label={t('administration.tenants.hostnames')} tokenSeparators={[' ', ',']} />
        </Form.Item>
        <Form.Item name="defaultLocale" label={t('administration.tenants.defaultLocale')}>
          <Select
            aria-label={t('administration.tenants.defaultLocale')}
            style={{ width: 160 }}
            options={LOCALES.map((locale) => ({ value: locale, label: t(`administration.tenants.locales.${locale}`) }))}
          />
        </Form.Item>
        <Form.Item name="loginLogo" label={t('administration.tenants.logo')}>
          <LogoField current={tenant.loginLogo} />
        </Form.Item>
        <Divider>{t('administration.tenants.signIn')}</Divider>
        <Form.Item name={['signInPolicy', 'passwordMinLength']} label={t('administration.tenants.passwordMinLength')}>
          <InputNumber {...range(SIGN_IN_POLICY_LIMITS.passwordMinLength)} />
        </Form.Item>
        <Form.Item name={['signInPolicy', 'passwordNeedsLettersAndDigits']} valuePropName="checked">
          <Checkbox>{t('administration.tenants.passwordNeedsLettersAndDigits')}</Checkbox>
        </Form.Item>
        <Form.Item
          name={['signInPolicy', 'lockoutAfterFailures']}
          label={t('administration.tenants.lockoutAfterFailures')}
          extra={t('administration.tenants.lockoutExtra')}
        >
          <InputNumber {...range(SIGN_IN_POLICY_LIMITS.lockoutAfterFailures)} />
        </Form.Item>
        <Form.Item name={['signInPolicy', 'lockoutMinutes']} label={t('administration.tenants.lockoutMinutes')}>
          <InputNumber {...range(SIGN_IN_POLICY_LIMITS.lockoutMinutes)} />
        </Form.Item>
        <Form.Item name={['signInPolicy', 'idleLogoutMinutes']} label={t('administration.tenants.idleLogoutMinutes')}>
          <InputNumber {...range(SIGN_IN_POLICY_LIMITS.idleLogoutMinutes)} />
        </Form.Item>
        <Divider>{t('administration.tenants.learning')}</Divider>
        <Form.Item name={['learning', 'completionShare']} label={t('administration.tenants.completionShare')}>
          <InputNumber min={0.5} max={1} step={0.01} precision={2} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name={['learning', 'presenceEveryMinutes']} label={t('administration.tenants.presenceEveryMinutes')}>
          <InputNumber min={1} max={120} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name={['learning', 'presenceAnswerSeconds']} label={t('administration.tenants.presenceAnswerSeconds')}>
          <InputNumber min={20} max={300} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
