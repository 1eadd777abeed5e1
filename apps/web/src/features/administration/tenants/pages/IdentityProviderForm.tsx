import {
  PORTAL_IDENTIFIERS,
  PORTAL_UNKNOWN_PEOPLE,
  type IdentityProviderSettings,
  type SaveIdentityProviderBody,
} from '@yanxiu/contract/portal-sign-in';
import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveIdentityProvider } from '../api/identity-provider';

type IdentityProviderFormProps = { settings: IdentityProviderSettings; tenantName: string; onClose: () => void; onSaved: () => void };
type Values = Omit<SaveIdentityProviderBody, 'tenantId' | 'version' | 'provisionUnitId'> & { provisionUnitId: number | null };

/**
 * A tenant's identity portal (OpenID Connect provider) as platform staff set it up. The client secret is write-only:
 * the field starts empty, and left empty keeps the stored one.
 */
export function IdentityProviderForm({ settings, tenantName, onClose, onSaved }: IdentityProviderFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveIdentityProvider();
  const unknownPeople = Form.useWatch('unknownPeople', form);
  const submit = ({ clientSecret, provisionUnitId, ...values }: Values) =>
    save.mutate(
      {
        ...values,
        ...(clientSecret ? { clientSecret } : {}),
        tenantId: settings.tenantId,
        version: settings.version,
        provisionUnitId: values.unknownPeople === 'provision' && provisionUnitId !== null ? String(provisionUnitId) : null,
      },
      { onSuccess: onSaved },
    );
  const label = (key: string) => t(`administration.portal.${key}`);
  return (
    <Modal
      open
      title={t('administration.portal.title', { name: tenantName })}
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
        initialValues={{
          ...settings,
          clientSecret: '',
          provisionUnitId: settings.provisionUnitId === null ? null : Number(settings.provisionUnitId),
        }}
        data-testid="identity-provider-form"
      >
        <Form.Item name="enabled" valuePropName="checked">
          <Checkbox>{label('enabled')}</Checkbox>
        </Form.Item>
        <Form.Item name="displayName" label={label('displayName')} rules={[{ required: true, max: 60 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="issuer" label={label('issuer')} extra={label('issuerHelp')} rules={[{ required: true, type: 'url' }]}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="clientId" label={label('clientId')} rules={[{ required: true, max: 200 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label={label('clientSecret')}
          extra={settings.clientSecretSet ? label('clientSecretKept') : label('clientSecretNeeded')}
          rules={[{ required: !settings.clientSecretSet, max: 500 }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={label('scopes')}
          extra={label('scopesHelp')}
          rules={[{ required: true, type: 'array', min: 1, max: 20 }]}
        >
          <Select mode="tags" open={false} aria-label={label('scopes')} tokenSeparators={[' ', ',']} />
        </Form.Item>
        <Form.Item name="identifier" label={label('identifier')}>
          <Select
            aria-label={label('identifier')}
            style={{ width: 240 }}
            options={PORTAL_IDENTIFIERS.map((value) => ({ value, label: t(`administration.portal.identifiers.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="claimName"
          label={label('claimName')}
          extra={label('claimNameHelp')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_.:-]{1,100}$/ }]}
        >
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="unknownPeople" label={label('unknownPeople')}>
          <Select
            aria-label={label('unknownPeople')}
            style={{ width: 320 }}
            options={PORTAL_UNKNOWN_PEOPLE.map((value) => ({ value, label: t(`administration.portal.unknown.${value}`) }))}
          />
        </Form.Item>
        {unknownPeople === 'provision' && (
          <Form.Item
            name="provisionUnitId"
            label={label('provisionUnitId')}
            extra={label('provisionUnitIdHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
