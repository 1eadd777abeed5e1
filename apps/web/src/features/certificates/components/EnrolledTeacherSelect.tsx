import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnrolments } from '@/features/training/training.public';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';

/** The most enrolled teachers one search lists (the API's page limit); the name search narrows further. */
const LIST_SIZE = 100;

export type EnrolledTeacherSelectProps = {
  programmeId: number | null | undefined;
  value?: number[];
  onChange?: (value: number[]) => void;
  testId: string;
};

/** Chooses teachers enrolled in a programme, by name, through training's staff enrolment list. */
export function EnrolledTeacherSelect({ programmeId, value = [], onChange, testId }: EnrolledTeacherSelectProps) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const enrolled = useEnrolments(
    { current: 1, size: LIST_SIZE, programmeId: programmeId ?? undefined, status: 'enrolled', keyword: keyword.trim() || undefined },
    !!programmeId,
  );
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const rows = useMemo(() => (programmeId ? (enrolled.data?.records ?? []) : []), [programmeId, enrolled.data]);
  useEffect(() => {
    const fresh = rows.filter((row) => !labels.has(row.userId));
    if (fresh.length > 0)
      setLabels(
        new Map([
          ...labels,
          ...fresh.map((row) => [row.userId, t('common.withNote', { name: row.teacherName, note: row.schoolName })] as const),
        ]),
      );
  }, [rows, labels, t]);
  const options = rows.map((row) => ({ value: row.userId, label: t('common.withNote', { name: row.teacherName, note: row.schoolName }) }));
  for (const id of value)
    if (!options.some((option) => option.value === id)) options.unshift({ value: id, label: labels.get(id) ?? String(id) });
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      disabled={!programmeId}
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={programmeId ? t('certificates.issue.enrolledOnly') : t('certificates.issue.chooseProgrammeFirst')}
      loading={enrolled.isFetching}
      options={options}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
