import { QUESTION_DIFFICULTIES, QUESTION_DIFFICULTY_LABELS, QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import type { QuestionsFilter } from '../api/questions';
import { useTags } from '../api/questions';

/** The question list's filters: kind, difficulty, tag (the tenant's tags in use) and a keyword in the stem. */
export function QuestionFilters({ filter, onChange }: { filter: QuestionsFilter; onChange: (change: Partial<QuestionsFilter>) => void }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentBanks.questions.${key}`);
  const locale = currentLocale();
  const tags = useTags();
  return (
    <Flex gap={8} wrap align="center" data-testid="question-filters">
      <Select
        allowClear
        value={filter.kind}
        placeholder={m('allKinds')}
        aria-label={m('kind')}
        style={{ width: 140 }}
        options={QuestionKind.options(locale)}
        onChange={(kind) => onChange({ kind })}
        data-testid="filter-kind"
      />
      <Select
        allowClear
        value={filter.difficulty}
        placeholder={m('allDifficulties')}
        aria-label={m('difficulty')}
        style={{ width: 140 }}
        options={QUESTION_DIFFICULTIES.map((level) => ({ value: level, label: `${level} · ${QUESTION_DIFFICULTY_LABELS[level][locale]}` }))}
        onChange={(difficulty) => onChange({ difficulty })}
        data-testid="filter-difficulty"
      />
      <Select
        allowClear
        showSearch
        value={filter.tag}
        placeholder={m('allTags')}
        aria-label={m('tag')}
        style={{ width: 160 }}
        loading={tags.isFetching}
        options={(tags.data?.tags ?? []).map(({ tag }) => ({ value: tag, label: tag }))}
        onChange={(tag) => onChange({ tag })}
        data-testid="filter-tag"
      />
      <KeywordSearch
        keyword={filter.keyword}
        label={m('keyword')}
        maxLength={KEYWORD_MAX}
        testId="filter-keyword"
        onSearch={(keyword) => onChange({ keyword })}
      />
    </Flex>
  );
}
