import { Level } from '@yanxiu/contract/enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { PROFILE_KIND_CODES, type ProfileKind } from '@yanxiu/contract/profile';
import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { chinaYear } from '@yanxiu/contract/china-time';
import { kindLabel } from '../../model/kind-fields';
import type { QueueParams } from '../../model/queue-params';

/** How many years back the year filter offers. */
const YEARS_BACK = 30;

export type QueueFilterBarProps = {
  params: QueueParams;
  /** District staff may narrow to one school; a school admin's queue is always their school's. */
  bySchool: boolean;
  onChange: (change: Partial<QueueParams>) => void;
  onReset: () => void;
};

/** The queue's filters: kind, school (district staff), the teacher's name as typed, year and level. */
export function QueueFilterBar({ params, bySchool, onChange, onReset }: QueueFilterBarProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const schools = useManagedSchools(bySchool);
  const [text, setText] = useState(params.keyword ?? '');
  const { keyword, search } = useDebouncedSearch(KEYWORD_MAX);
  const typed = useRef(false);
  const thisYear = chinaYear();
  const q = (key: string) => t(`profile.queue.${key}`);

  // The name goes into the URL once typing pauses (not on every keystroke); a reset or a back step brings it back here.
  useEffect(() => {
    if (!typed.current) return;
    const next = keyword.trim() || undefined;
    if (next !== params.keyword) onChange({ keyword: next });
  }, [keyword, params.keyword, onChange]);
  useEffect(() => {
    if (!typed.current) setText(params.keyword ?? '');
  }, [params.keyword]);

  return (
    <Flex gap={8} wrap data-testid="queue-filters">
      <Select<ProfileKind | 'all'>
        style={{ width: 170 }}
        aria-label={q('kind')}
        value={params.kind ?? 'all'}
        onChange={(value) => onChange({ kind: value === 'all' ? undefined : value })}
        options={[
          { value: 'all' as const, label: q('anyKind') },
          ...PROFILE_KIND_CODES.map((kind) => ({ value: kind, label: kindLabel(kind, locale) })),
        ]}
        showSearch={{ optionFilterProp: 'label' }}
        data-testid="queue-kind"
      />
      {bySchool && (
        <Select<string>
          style={{ width: 220 }}
          aria-label={q('school')}
          value={params.schoolId ?? 'all'}
          loading={schools.isPending}
          onChange={(value) => onChange({ schoolId: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: q('anySchool') },
            ...(schools.data ?? []).map((school) => ({ value: String(school.id), label: school.name })),
          ]}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="queue-school"
        />
      )}
      <Input
        allowClear
        style={{ width: 180 }}
        maxLength={KEYWORD_MAX}
        placeholder={q('keywordPlaceholder')}
        aria-label={q('keyword')}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          search(event.target.value);
        }}
        data-testid="queue-keyword"
      />
      <Select<number | 'all'>
        style={{ width: 120 }}
        aria-label={t('profile.list.year')}
        value={params.year ?? 'all'}
        onChange={(value) => onChange({ year: value === 'all' ? undefined : value })}
        options={[
          { value: 'all' as const, label: t('profile.list.anyYear') },
          ...Array.from({ length: YEARS_BACK }, (_, index) => ({
            value: thisYear - index,
            label: t('profile.list.yearOption', { year: thisYear - index }),
          })),
        ]}
        data-testid="queue-year"
      />
      <Select<string>
        style={{ width: 120 }}
        aria-label={t('profile.list.level')}
        value={params.level ?? 'all'}
        onChange={(value) => onChange({ level: value === 'all' ? undefined : value })}
        options={[{ value: 'all', label: t('profile.list.anyLevel') }, ...Level.options(locale)]}
        data-testid="queue-level"
      />
      <Button
        onClick={() => {
          typed.current = false;
          setText('');
          search('');
          onReset();
        }}
        data-testid="queue-reset"
      >
        {q('reset')}
      </Button>
    </Flex>
  );
}
