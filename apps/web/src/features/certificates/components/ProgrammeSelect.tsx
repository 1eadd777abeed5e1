import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedProgrammes } from '@/features/training/training.public';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';

export type ProgrammeSelectProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  testId: string;
};

/** Chooses one of the programmes the caller manages, searching by title on the server (training's staff list). */
export function ProgrammeSelect({ value, onChange, placeholder, testId }: ProgrammeSelectProps) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const found = useManagedProgrammes({ current: 1, keyword: keyword.trim() || undefined });
  // The chosen programme keeps its label when a later search no longer lists it.
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    const fresh = (found.data?.records ?? []).filter((programme) => !labels.has(programme.id));
    if (fresh.length > 0) setLabels(new Map([...labels, ...fresh.map((programme) => [programme.id, programme.title] as const)]));
  }, [found.data, labels]);
  const options = (found.data?.records ?? []).map((programme) => ({ value: programme.id, label: programme.title }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: labels.get(value) ?? String(value) });
  return (
    <Select<number>
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={placeholder ?? t('certificates.issue.searchProgramme')}
      loading={found.isFetching}
      options={options}
      style={{ width: '100%', minWidth: 220 }}
      data-testid={testId}
    />
  );
}
