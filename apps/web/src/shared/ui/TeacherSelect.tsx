import './field-texts';
import type { ManagedTeacher } from '@yanxiu/contract/training';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useManagedTeachers } from '@/shared/lookups/managed-teachers';
import { useDebouncedSearch } from './use-debounced-search';

type Option = { value: number; label: string };

/** "name（school）" in Chinese, "name (school)" in English: the language's brackets, from the catalogue. */
function labelOf(t: TFunction, teacher: Pick<ManagedTeacher, 'name' | 'schoolName'>): string {
  return t('common.withNote', { name: teacher.name, note: teacher.schoolName });
}

export type TeacherSelectProps = {
  /** Several teachers (members, recipients) or one (the lead). */
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  /** Teachers already chosen (from the saved record), so their names show before any search. */
  known?: ReadonlyArray<Pick<ManagedTeacher, 'userId' | 'name' | 'schoolName'>>;
  testId: string;
};

/** Chooses teachers the caller is staff over by searching their name or username on the server; shows each as "name（school）". */
export function TeacherSelect({ multiple = false, value, onChange, known = [], testId }: TeacherSelectProps) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const found = useManagedTeachers(keyword);
  // Every teacher seen so far, so a chosen one keeps their label once a new search no longer lists them.
  const [seen, setSeen] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    const add = [...known, ...(found.data ?? [])].filter((teacher) => !seen.has(teacher.userId));
    if (add.length > 0) setSeen(new Map([...seen, ...add.map((teacher) => [teacher.userId, labelOf(t, teacher)] as const)]));
  }, [known, found.data, seen, t]);

  const chosen = useMemo(() => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]), [value]);
  const options = useMemo(() => {
    const results: Option[] = keyword.trim()
      ? (found.data ?? []).map((teacher) => ({ value: teacher.userId, label: labelOf(t, teacher) }))
      : [];
    const listed = new Set(results.map((option) => option.value));
    const kept = chosen.filter((id) => !listed.has(id)).map((id) => ({ value: id, label: seen.get(id) ?? String(id) }));
    return [...kept, ...results];
  }, [keyword, found.data, chosen, seen, t]);

  const notFoundKey = !keyword.trim() ? 'typeToSearch' : found.isFetching ? 'searching' : found.isError ? 'searchFailed' : 'noTeacher';
  return (
    <Select<number | number[]>
      {...(multiple ? { mode: 'multiple' as const } : {})}
      allowClear
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      onChange={(next) => onChange?.(next ?? (multiple ? [] : null))}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={t('fields.teacherSelect.placeholder')}
      notFoundContent={t(`fields.teacherSelect.${notFoundKey}`)}
      loading={found.isFetching}
      options={options}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
