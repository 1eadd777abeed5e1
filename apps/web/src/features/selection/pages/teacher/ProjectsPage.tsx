import '../../i18n/teacher.register';
import type { ProjectForTeacher } from '@yanxiu/contract/selection';
import { ApplicationKind, Category, Level } from '@yanxiu/contract/enums';
import { Card, Empty, Flex, Input, List, Pagination, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { formatDateTime } from '@/shared/format/date';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useProjects } from '../../api/teacher/list-projects';
import { ApplyStatusTag } from '../../components/shared/ApplyStatusTag';
import { applicationKindLabel, categoryLabel, enumOptions, levelLabel } from '../../components/shared/labels';
import { IneligibleReasons } from '../../components/teacher/IneligibleReasons';
import {
  isFiltered,
  projectAction,
  projectsRequestOf,
  readProjectFilters,
  writeProjectFilters,
  type ProjectFilters,
  type ProjectShow,
} from '../../model/teacher/project-filters';

/** /selection: the selection projects open to me, whether I may apply (and why not) and where my application is. */
export default function ProjectsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProjectFilters(params), [params]);
  // The server filters and pages; the page asks for the filters' page only.
  const projects = useProjects(projectsRequestOf(filters, PAGE_SIZE));
  const update = (change: Partial<ProjectFilters>) => setParams(writeProjectFilters(filters, change));

  let body;
  if (projects.isError) body = <RetryAlert title={t('selectionTeacher.projects.loadFailed')} onRetry={() => void projects.refetch()} />;
  else if (projects.isPending) body = <Skeleton active data-testid="projects-loading" />;
  else if (projects.data.total === 0)
    body = (
      <Empty
        data-testid="projects-empty"
        description={t(isFiltered(filters) ? 'selectionTeacher.projects.noMatch' : 'selectionTeacher.projects.empty')}
      />
    );
  else
    body = (
      <>
        {/* A page past the last (a link kept while projects closed) shows none: the pager leads back. */}
        <List
          grid={{ gutter: 16, xs: 1, sm: 1, md: 2, xl: 2 }}
          dataSource={projects.data.records}
          renderItem={(project) => (
            <List.Item>
              <ProjectCard project={project} />
            </List.Item>
          )}
          data-testid="projects"
        />
        <Flex justify="flex-end">
          <Pagination
            current={projects.data.current}
            pageSize={PAGE_SIZE}
            total={projects.data.total}
            showSizeChanger={false}
            size="small"
            showTotal={(count) => t('selectionTeacher.projects.total', { count })}
            onChange={(current) => update({ current })}
          />
        </Flex>
      </>
    );

  return (
    <PageFrame title={t('routes.selection')} crumbs={[t('nav.selection')]}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('selectionTeacher.projects.intro')}
        </Typography.Paragraph>
        <FilterBar filters={filters} onChange={update} />
        {body}
      </Flex>
    </PageFrame>
  );
}

function FilterBar({ filters, onChange }: { filters: ProjectFilters; onChange: (change: Partial<ProjectFilters>) => void }) {
  const { t } = useTranslation();
  const select = (name: 'category' | 'kind' | 'level', options: Array<{ value: string; label: string }>) => (
    // An "all" option rather than a placeholder: the placeholder's grey reads under 4.5:1.
    <Select
      aria-label={t(`selectionTeacher.projects.${name}`)}
      value={filters[name] ?? ''}
      options={[{ value: '', label: t(`selectionTeacher.projects.all.${name}`) }, ...options]}
      onChange={(value: string) => onChange({ [name]: value || undefined })}
      style={{ minWidth: 150, flex: '1 1 150px' }}
      data-testid={`filter-${name}`}
    />
  );
  return (
    <Flex gap={8} wrap data-testid="project-filters">
      <Input.Search
        allowClear
        aria-label={t('selectionTeacher.projects.keyword')}
        placeholder={t('selectionTeacher.projects.keyword')}
        defaultValue={filters.keyword}
        maxLength={50}
        onSearch={(keyword) => onChange({ keyword })}
        style={{ flex: '2 1 220px' }}
      />
      {select('category', enumOptions(Category))}
      {select('kind', enumOptions(ApplicationKind))}
      {select(
        'level',
        enumOptions(Level).filter((option) => option.value === '1' || option.value === '2'),
      )}
      <Segmented<ProjectShow>
        aria-label={t('selectionTeacher.projects.show')}
        value={filters.show}
        onChange={(show) => onChange({ show })}
        options={(['all', 'eligible', 'applied'] as const).map((value) => ({
          value,
          label: t(`selectionTeacher.projects.shows.${value}`),
        }))}
      />
    </Flex>
  );
}

function ProjectCard({ project }: { project: ProjectForTeacher }) {
  const { t } = useTranslation();
  const action = projectAction(project);
  const to = `/mySelection/apply/${project.prjId}`;
  return (
    <Card
      size="small"
      title={<span title={project.title}>{project.title}</span>}
      data-testid="project-card"
      data-project={project.prjId}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Flex gap={4} wrap>
        <Tag color="blue">{categoryLabel(project.category)}</Tag>
        <Tag>{applicationKindLabel(project.kind)}</Tag>
        <Tag>{levelLabel(project.level)}</Tag>
        {!project.open && <Tag color="default">{t('selectionTeacher.projects.notOpen')}</Tag>}
      </Flex>
      <Typography.Text type="secondary">
        {t('selectionTeacher.project.window', { start: formatDateTime(project.startsAt), end: formatDateTime(project.endsAt) })}
      </Typography.Text>
      <Typography.Text type="secondary">{t('selectionTeacher.projects.owner', { org: project.ownerOrgName })}</Typography.Text>
      <Flex align="center" gap={8} wrap>
        <Typography.Text>{t('selectionTeacher.projects.myStatus')}</Typography.Text>
        <ApplyStatusTag status={project.applyStatus} />
      </Flex>
      {!project.eligible && project.applyId === null && project.reasons.length > 0 && (
        <IneligibleReasons reasons={project.reasons} compact />
      )}
      <Flex justify="flex-end">
        <ActionLink to={to} type={action === 'view' ? 'default' : 'primary'} size="middle" testId={`project-${action}`}>
          {t(`selectionTeacher.projects.actions.${action}`)}
        </ActionLink>
      </Flex>
    </Card>
  );
}
