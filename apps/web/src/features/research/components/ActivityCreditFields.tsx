import { ResearchLimits } from '@yanxiu/contract/research';
import { hourCategoryName } from '@yanxiu/contract/hour-category-name';
import { CompletionFact, type ActivityModeValue } from '@yanxiu/contract/research-enums';
import { Card, Checkbox, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useHourCategories } from '../api/get-hour-categories';

/** The activity form's credit card: hours, their category, and the facts that complete the activity. */
export function ActivityCreditFields({ facts, mode }: { facts: readonly string[]; mode: ActivityModeValue }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const categories = useHourCategories();
  return (
    <Card size="small" title={t('research.form.credit')} style={{ marginBottom: 16 }}>
      <Flex gap={16} wrap>
        <Form.Item name="creditHours" label={t('research.form.creditHours')} rules={[{ required: true }]}>
          <InputNumber min={0} max={ResearchLimits.hoursMax} step={0.5} precision={1} data-testid="activity-hours" />
        </Form.Item>
        <Form.Item name="hoursCategory" label={t('research.form.hoursCategory')} rules={[{ required: true }]} style={{ minWidth: 200 }}>
          <Select
            loading={categories.isPending}
            options={(categories.data?.categories ?? []).map((category) => ({
              value: category.code,
              label: hourCategoryName(category, locale),
            }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item
        name="completionRule"
        label={t('research.form.completionRule')}
        extra={
          <>
            <div>{t('research.form.completionHint')}</div>
            <div data-testid="attended-hint">{t(`research.form.attendedBy.${mode}`)}</div>
          </>
        }
        rules={[{ required: true, type: 'array', min: 1, message: t('research.form.ruleRequired') }]}
      >
        <Checkbox.Group
          options={CompletionFact.options(locale).map((option) => ({ ...option, disabled: !facts.includes(option.value) }))}
          data-testid="activity-rule"
        />
      </Form.Item>
    </Card>
  );
}
