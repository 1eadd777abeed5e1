import './i18n/call.register';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '@/shared/ui/DatePickers';

/**
 * The application window of a call's form (its field `window`, see CallFormFields): a required range of two moments
 * to the minute, shown and picked in China time. Enter in its inputs takes the typed moment and never submits the
 * form (DateRangeField).
 */
export function CallWindowField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="window" label={t('call.window')} rules={[{ required: true, message: t('call.windowRequired') }]}>
      <DateRangeField
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ width: '100%' }}
        aria-label={t('call.window')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
