import type { QuickLoginSettings } from '@yanxiu/contract/quick-login';
import { Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveQuickLoginSettings } from '../api/quick-login-settings';

type QuickLoginSettingsFormProps = { settings: QuickLoginSettings; tenantName: string; onClose: () => void; onSaved: () => void };
type Values = { enabled: boolean; jwksUri: string; ticketUrl: string; maxTicketSeconds: number };

/**
 * How a tenant's portal sends signed-in teachers straight to a page (quick login), as platform staff set it up: the
 * portal's key address for `jti` links, its ticket address for `rpcid` links. The portal itself (issuer, client) is
 * the identity-provider settings beside it.
 */
export function QuickLoginSettingsForm({ settings, tenantName, onClose, onSaved }: QuickLoginSettingsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveQuickLoginSettings();
  const submit = ({ jwksUri, ticketUrl, ...values }: Values) =>
    save.mutate(
      { ...values, tenantId: settings.tenantId, jwksUri: jwksUri.trim() || null, ticketUrl: ticketUrl.trim() || null },
      { onSuccess: onSaved },
    );
  const label = (key: string) => t(`administration.quickLogin.${key}`);
  return (
    <Modal
      open
      title={t('administration.quickLogin.title', { name: tenantName })}
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
        initialValues={{ ...settings, jwksUri: settings.jwksUri ?? '', ticketUrl: settings.ticketUrl ?? '' }}
        data-testid="quick-login-settings-form"
      >
        <Form.Item name="enabled" valuePropName="checked" extra={label('enabledHelp')}>
          <Checkbox>{label('enabled')}</Checkbox>
        </Form.Item>
        <Form.Item name="jwksUri" label={label('jwksUri')} extra={label('jwksUriHelp')} rules={[{ type: 'url', max: 500 }]}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item
          name="ticketUrl"
          label={label('ticketUrl')}
          extra={label('ticketUrlHelp')}
          rules={[
            { max: 500 },
            {
              validator: async (_, value: string) =>
                !value || value.includes('{token}') ? undefined : Promise.reject(new Error(label('ticketUrlToken'))),
            },
          ]}
        >
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item name="maxTicketSeconds" label={label('maxTicketSeconds')} rules={[{ required: true }]}>
          <InputNumber min={30} max={3600} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
