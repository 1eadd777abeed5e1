import './i18n/call.register';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A call's title (its field `title`): required, not blank, at most `maxLength` characters with a count. */
export function CallTitleField({ label, maxLength, testId }: { label: string; maxLength: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="title" label={label} rules={[{ required: true, whitespace: true, message: t('call.titleRequired', { label }) }]}>
      <Input maxLength={maxLength} showCount data-testid={testId} />
    </Form.Item>
  );
}
