import type { TopicPerson } from '@yanxiu/contract/topic';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { useMemberCandidates } from '../../api/teacher/search-member-candidates';

/** A member as the form keeps them: id and how they read, so the tab's copy shows names before any search. */
export type ChosenMember = { userId: number; name: string; orgName: string };

export type MemberPickerProps = {
  value?: ChosenMember[];
  onChange?: (members: ChosenMember[]) => void;
  /** The host, who is never a member of their own topic. */
  hostUserId: number | null;
  max: number;
  disabled?: boolean;
  testId: string;
};

/** Chooses members among the district's teachers by searching their name on the server; each reads "name（school）". */
export function MemberPicker({ value = [], onChange, hostUserId, max, disabled, testId }: MemberPickerProps) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const found = useMemberCandidates(keyword);
  // Everyone seen so far, so a chosen member keeps their label once a new search no longer lists them.
  const [seen, setSeen] = useState<Map<number, ChosenMember>>(new Map());
  useEffect(() => {
    const add = (found.data ?? []).filter((person) => !seen.has(Number(person.userId)));
    if (add.length > 0)
      setSeen(
        new Map([
          ...seen,
          ...add.map(
            (person: TopicPerson) =>
              [Number(person.userId), { userId: Number(person.userId), name: person.name, orgName: person.orgName }] as const,
          ),
        ]),
      );
  }, [found.data, seen]);

  const options = useMemo(() => {
    const labelOf = (person: { name: string; orgName: string }) => t('common.withNote', { name: person.name, note: person.orgName });
    const results = keyword.trim() ? (found.data ?? []).filter((person) => Number(person.userId) !== hostUserId) : [];
    const listed = new Set(results.map((person) => Number(person.userId)));
    return [
      ...value.filter((member) => !listed.has(member.userId)).map((member) => ({ value: member.userId, label: labelOf(member) })),
      ...results.map((person) => ({ value: Number(person.userId), label: labelOf(person) })),
    ];
  }, [keyword, found.data, value, hostUserId, t]);

  const notFoundKey = !keyword.trim() ? 'typeToSearch' : found.isFetching ? 'searching' : found.isError ? 'searchFailed' : 'noTeacher';
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      disabled={disabled}
      value={value.map((member) => member.userId)}
      maxCount={max}
      onChange={(ids) => {
        const known = new Map([...seen, ...value.map((member) => [member.userId, member] as const)]);
        onChange?.(ids.flatMap((id) => (known.has(id) ? [known.get(id)!] : [])));
      }}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={t('topicTeacher.apply.memberSearch')}
      notFoundContent={t(`fields.teacherSelect.${notFoundKey}`)}
      loading={found.isFetching}
      options={options}
      style={{ width: '100%' }}
      aria-label={t('topicTeacher.apply.members')}
      data-testid={testId}
    />
  );
}
