import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { useScoringProjects } from '../../api/scoring/scoring-projects';
import { projectStateLabel } from '../shared/labels';

export type ProjectPickerProps = { value: number | undefined; onChange: (prjId: number) => void };

/** Chooses one of the caller's published or closed selection projects, searched by title on the server. */
export function ProjectPicker({ value, onChange }: ProjectPickerProps) {
  const { t } = useTranslation();
  const { keyword, search } = useDebouncedSearch();
  const projects = useScoringProjects(keyword);
  const options = useMemo(
    () =>
      (projects.data ?? []).map((project) => ({
        value: project.prjId,
        label: t('selectionScoring.manage.projectOption', { title: project.title, state: projectStateLabel(project.state) }),
      })),
    [projects.data, t],
  );
  return (
    <Select<number>
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={projects.isFetching}
      placeholder={t('selectionScoring.manage.projectPlaceholder')}
      notFoundContent={projects.isError ? t('selectionScoring.common.loadFailed') : t('selectionScoring.manage.noProjects')}
      aria-label={t('selectionScoring.manage.project')}
      style={{ width: '100%', maxWidth: 480 }}
      data-testid="results-project"
    />
  );
}
