import { HELP_CATEGORIES, HELP_KINDS, type HelpEntry, type SaveHelpBody } from '@yanxiu/contract/help';
import { NoticeLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useSaveHelp } from '../api/help';

type Values = Pick<SaveHelpBody, 'kind' | 'category' | 'title' | 'bodyHtml'>;

/** Writing or editing a help entry (district staff). `entry` undefined: closed; null: a new one. */
export function HelpFormDialog({ entry, onClose }: { entry: HelpEntry | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveHelp();
  useEffect(() => {
    if (entry === undefined) return;
    form.setFieldsValue(
      entry
        ? { kind: entry.kind, category: entry.category, title: entry.title, bodyHtml: entry.bodyHtml }
        : { kind: 'faq', category: 'account', title: '', bodyHtml: '' },
    );
  }, [entry, form]);
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ ...values, ...(entry ? { id: entry.id, version: entry.version } : {}) });
      notifier().success(t('help.saved'));
      onClose();
    } catch {
      // The request layer has shown why.
    }
  };
  const required = (field: string) => [{ required: true, message: t('help.form.required', { field }) }];
  return (
    <Modal
      open={entry !== undefined}
      width={720}
      title={entry ? t('help.form.editTitle') : t('help.form.createTitle')}
      okText={t('help.form.submit')}
      cancelText={t('help.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Space wrap size="middle">
          <Form.Item name="kind" label={t('help.form.kind')} rules={required(t('help.form.kind'))}>
            <Select
              style={{ width: 160 }}
              aria-label={t('help.form.kind')}
              options={HELP_KINDS.map((kind) => ({ value: kind, label: t(`help.kind.${kind}`) }))}
            />
          </Form.Item>
          <Form.Item name="category" label={t('help.form.category')} rules={required(t('help.form.category'))}>
            <Select
              style={{ width: 200 }}
              aria-label={t('help.form.category')}
              options={HELP_CATEGORIES.map((category) => ({ value: category, label: t(`help.category.${category}`) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="title" label={t('help.form.title')} rules={required(t('help.form.title'))}>
          <Input maxLength={NoticeLimits.title} showCount />
        </Form.Item>
        <Form.Item name="bodyHtml" label={t('help.form.body')} rules={required(t('help.form.body'))}>
          <RichTextEditor label={t('help.form.body')} testId="help-form-body" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
