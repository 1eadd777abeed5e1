import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelLabel } from './labels';

/** The level filter (1 to 5) of the catalogue and the open classes; cleared means every level. */
export function LevelSelect({
  value,
  onChange,
  testId,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('training.catalogue.level')}
      placeholder={t('training.catalogue.level')}
      allowClear
      value={value}
      options={['1', '2', '3', '4', '5'].map((level) => ({ value: level, label: levelLabel(level) }))}
      onChange={(level?: string) => onChange(level ?? undefined)}
      style={{ minWidth: 100 }}
      data-testid={testId}
    />
  );
}
