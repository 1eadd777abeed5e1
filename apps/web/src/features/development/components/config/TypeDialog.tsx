import type { DevelopmentType, SaveDevelopmentTypeBody } from '@yanxiu/contract/development-model';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useSaveConfigType } from '../../api/config/save-type';
import { CODE_PATTERN } from './labelled';

/** Creates (type null) or edits a development type; the code of an existing one is fixed (saves are upserts by code). */
export function TypeDialog({ type, onClose }: { type: DevelopmentType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveDevelopmentTypeBody>();
  const save = useSaveConfigType();
  const handleFinish = (values: SaveDevelopmentTypeBody) =>
    save.mutate(
      { ...values, name: values.name.trim(), nameEn: values.nameEn.trim() },
      {
        onSuccess: () => {
          notifier().success(t('developmentConfig.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t(type ? 'developmentConfig.types.edit' : 'developmentConfig.types.create')}
      okText={t('developmentConfig.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SaveDevelopmentTypeBody>
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={type ?? { code: '', name: '', nameEn: '', sort: 0, enabled: true }}
        data-testid="config-type-form"
      >
        <NameFields disabledCode={Boolean(type)} />
        <Form.Item name="enabled" label={t('developmentConfig.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Code, both names and sort order: the fields every configured thing has. */
export function NameFields({ disabledCode }: { disabledCode: boolean }) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true, message: t('developmentConfig.required') };
  return (
    <>
      <Form.Item
        name="code"
        label={t('developmentConfig.fields.code')}
        extra={t('developmentConfig.codeHint')}
        rules={[required, { pattern: CODE_PATTERN, message: t('developmentConfig.codeHint') }]}
      >
        <Input disabled={disabledCode} maxLength={16} />
      </Form.Item>
      <Form.Item name="name" label={t('developmentConfig.fields.nameZh')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('developmentConfig.fields.nameEn')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="sort" label={t('developmentConfig.fields.sort')} rules={[{ required: true, message: t('developmentConfig.required') }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </>
  );
}
