import { ConfigProvider, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

const READ_ONLY_THEME = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' } };

export type CallEditorFormProps<Values extends Record<string, unknown>> = {
  form: FormInstance<Values>;
  initialValues: Values;
  /** A published or closed record, or another unit's: every field shown, none editable. */
  disabled: boolean;
  onChange: () => void;
  testId: string;
  /** The cards of fields. */
  children: ReactNode;
};

/**
 * The form of a call's editor. It has no submit button and no onFinish: the editor's actions save, so Enter in a
 * field (a date picker taking a typed moment) never sends anything.
 */
export function CallEditorForm<Values extends Record<string, unknown>>({
  form,
  initialValues,
  disabled,
  onChange,
  testId,
  children,
}: CallEditorFormProps<Values>) {
  return (
    // A published record's fields are read, not edited: their text keeps a readable contrast instead of the faint
    // grey of disabled inputs.
    <ConfigProvider theme={disabled ? READ_ONLY_THEME : {}}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={disabled}
        onValuesChange={onChange}
        scrollToFirstError
        data-testid={testId}
      >
        {children}
      </Form>
    </ConfigProvider>
  );
}
