import { Form, Input } from 'antd';

/** A call's title (its field `title`): required, not blank, at most `maxLength` characters with a count. */
export function CallTitleField({
  label,
  required,
  maxLength,
  testId,
}: {
  label: string;
  required: string;
  maxLength: number;
  testId: string;
}) {
  return (
    <Form.Item name="title" label={label} rules={[{ required: true, whitespace: true, message: required }]}>
      <Input maxLength={maxLength} showCount data-testid={testId} />
    </Form.Item>
  );
}
