import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AssessmentEvaluationLimits as L } from '@yanxiu/contract/limits';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A choice question's options: each a line with its remove button (two at least), and a button adding one. */
export function OptionsEditor({
  options,
  disabled,
  testId,
  onChange,
}: {
  options: string[];
  disabled: boolean;
  testId: string;
  onChange: (options: string[]) => void;
}) {
  const { t } = useTranslation();
  const b = (key: string, values?: Record<string, unknown>) => t(`assessmentEvaluations.builder.${key}`, values);
  return (
    <Flex vertical gap={6} role="group" aria-label={b('options')}>
      {options.map((option, index) => (
        <Flex key={index} gap={6} align="center">
          <Input
            value={option}
            maxLength={L.option}
            disabled={disabled}
            aria-label={b('option', { index: index + 1 })}
            placeholder={b('option', { index: index + 1 })}
            data-testid={`${testId}-${index}`}
            onChange={(event) => onChange(options.map((text, at) => (at === index ? event.target.value : text)))}
          />
          <Button
            icon={<DeleteOutlined />}
            disabled={disabled || options.length <= 2}
            aria-label={b('removeOption', { index: index + 1 })}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          />
        </Flex>
      ))}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={disabled || options.length >= L.options}
          onClick={() => onChange([...options, ''])}
          data-testid={`${testId}-add`}
        >
          {b('addOption')}
        </Button>
      </div>
    </Flex>
  );
}
