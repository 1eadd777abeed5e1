import { DevelopmentLimits, MODEL_CODE_PATTERN } from '@yanxiu/contract/limits';
import { Form, Input, InputNumber, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';

type Props<Values, Body> = {
  title: string;
  /** Given when the caller watches a field; otherwise the dialog makes its own. */
  form?: FormInstance<Values>;
  initialValues: Values;
  testId: string;
  save: { isPending: boolean; mutate: (body: Body, options: { onSuccess: () => void }) => void };
  /** The save call's body from the validated fields (names trimmed, form-only values mapped). */
  toBody: (values: Values) => Body;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The modal form every configuration dialog is: validated on save, saving shown on the button, closed with a
 * "saved" notice on success; a refusal stays open and the request layer says why.
 */
export function ConfigFormDialog<Values extends object, Body>({
  title,
  form: given,
  initialValues,
  testId,
  save,
  toBody,
  onClose,
  children,
}: Props<Values, Body>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>(given);
  const handleFinish = (values: Values) =>
    save.mutate(toBody(values), {
      onSuccess: () => {
        notifier().success(t('developmentConfig.saved'));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={title}
      okText={t('developmentConfig.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={handleFinish} initialValues={initialValues} data-testid={testId}>
        {children}
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
        rules={[required, { pattern: MODEL_CODE_PATTERN, message: t('developmentConfig.codeHint') }]}
      >
        <Input disabled={disabledCode} maxLength={DevelopmentLimits.code} />
      </Form.Item>
      <Form.Item name="name" label={t('developmentConfig.fields.nameZh')} rules={[required]}>
        <Input maxLength={DevelopmentLimits.label} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('developmentConfig.fields.nameEn')} rules={[required]}>
        <Input maxLength={DevelopmentLimits.label} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('developmentConfig.fields.sort')}
        rules={[{ required: true, message: t('developmentConfig.required') }]}
      >
        <InputNumber min={0} max={DevelopmentLimits.sortMax} precision={0} />
      </Form.Item>
    </>
  );
}
