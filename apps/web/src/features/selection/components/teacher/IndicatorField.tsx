import type { Indicator } from '@yanxiu/contract/selection';
import { Checkbox, Flex, Input, InputNumber, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { ITEM_LIMITS, type ItemDraft } from '../../model/teacher/item-drafts';
import { FileValue } from './FileValue';
import { RecordValue } from './RecordValue';

export type IndicatorFieldProps = {
  indicator: Indicator;
  draft: ItemDraft;
  readOnly: boolean;
  onChange: (draft: ItemDraft) => void;
  /** The id of the indicator's title, naming its control. */
  labelId: string;
};

/** The control of one indicator by its kind: a text, a number, a choice, files, or records of my growth file. */
export function IndicatorField({ indicator, draft, readOnly, onChange, labelId }: IndicatorFieldProps) {
  const { t, i18n } = useTranslation();
  const testId = `indicator-${indicator.id}-value`;
  const change = (patch: Partial<ItemDraft>) => onChange({ ...draft, ...patch });
  const empty = <Typography.Text type="secondary">{t('selectionTeacher.item.noValue')}</Typography.Text>;

  switch (indicator.kind) {
    case 'text':
      if (readOnly)
        return draft.text ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={testId}>
            {draft.text}
          </Typography.Paragraph>
        ) : (
          empty
        );
      return (
        <Input.TextArea
          aria-labelledby={labelId}
          value={draft.text}
          maxLength={ITEM_LIMITS.textAnswer}
          showCount
          autoSize={{ minRows: 3, maxRows: 12 }}
          onChange={(event) => change({ text: event.target.value })}
          data-testid={testId}
        />
      );
    case 'number':
      if (readOnly)
        return draft.number === null ? (
          empty
        ) : (
          <Typography.Text data-testid={testId}>{draft.number.toLocaleString(i18n.language)}</Typography.Text>
        );
      return (
        <InputNumber
          aria-labelledby={labelId}
          value={draft.number}
          min={-ITEM_LIMITS.numberAnswer}
          max={ITEM_LIMITS.numberAnswer}
          style={{ width: '100%', maxWidth: 240 }}
          onChange={(value) => change({ number: typeof value === 'number' ? value : null })}
          data-testid={testId}
        />
      );
    case 'choice': {
      if (readOnly) {
        const labels = indicator.options.filter((option) => draft.optionKeys.includes(option.key)).map((option) => option.label);
        return labels.length === 0 ? empty : <Typography.Text data-testid={testId}>{formatList(labels, i18n.language)}</Typography.Text>;
      }
      const options = indicator.options.map((option) => ({ value: option.key, label: option.label }));
      return indicator.multiple ? (
        <Checkbox.Group
          aria-labelledby={labelId}
          role="group"
          options={options}
          value={draft.optionKeys}
          onChange={(keys) => change({ optionKeys: keys.map(String) })}
          data-testid={testId}
        />
      ) : (
        <Flex vertical gap={4}>
          <Radio.Group
            aria-labelledby={labelId}
            options={options}
            value={draft.optionKeys[0]}
            onChange={(event) => change({ optionKeys: [String(event.target.value)] })}
            data-testid={testId}
          />
        </Flex>
      );
    }
    case 'file':
      return <FileValue files={draft.files} readOnly={readOnly} onChange={(files) => change({ files })} testId={testId} />;
    case 'record':
      return (
        <RecordValue
          records={draft.records}
          label={indicator.title}
          readOnly={readOnly}
          onChange={(records) => change({ records })}
          testId={testId}
        />
      );
  }
}
