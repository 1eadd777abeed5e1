import '../../i18n/teacher.register';
import { TeamOutlined } from '@ant-design/icons';
import type { StudioSummary } from '@yanxiu/contract/training';
import { Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { calmMarks } from '@/shared/format/bounded-text';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useStudios } from '../../api/get-studios';
import { CoverImage } from '../../components/common/CoverImage';
import { BrowseFilters } from '../../components/teacher/BrowseFilters';
import { CardGrid } from '../../components/teacher/CardGrid';
import { readCatalogueFilters } from '../../model/catalogue-filters';
import { patchSearchParams } from '../../model/search-params';

function StudioCard({ studio }: { studio: StudioSummary }) {
  const { t } = useTranslation();
  const path = `/training/studio/${studio.id}`;
  return (
    <Card
      size="small"
      hoverable
      style={{ height: '100%' }}
      data-testid={`studio-card-${studio.id}`}
      cover={
        <Link to={path} tabIndex={-1} aria-hidden>
          <CoverImage fileId={studio.coverFileId} alt={studio.name} placeholder={t('training.card.noCover')} />
        </Link>
      }
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Link to={path} style={{ fontWeight: 600, fontSize: 16 }}>
          {studio.name}
        </Link>
        <Typography.Text>
          {t('common.labelled', {
            label: t('training.studio.lead'),
            value: t('common.withNote', { name: studio.leadName, note: studio.leadSchoolName }),
          })}
        </Typography.Text>
        {studio.summary && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {calmMarks(studio.summary)}
          </Typography.Paragraph>
        )}
        <Space size={12} wrap>
          <span>
            <TeamOutlined /> {t('training.studio.memberCount', { count: studio.memberCount })}
          </span>
          <span>{t('training.studio.programmeCount', { count: studio.programmeCount })}</span>
        </Space>
      </Space>
    </Card>
  );
}

/** /training/studio: master-teacher studios, searchable, filtered by section and subject, paged. */
export default function StudiosPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readCatalogueFilters(searchParams), [searchParams]);
  const studios = useStudios({
    current: filters.current,
    keyword: filters.keyword,
    sectionCode: filters.sectionCode,
    subjectCode: filters.subjectCode,
  });
  const update = (change: Record<string, string | undefined>) => setSearchParams(patchSearchParams(searchParams, change));

  return (
    <PageFrame title={t('routes.trainingStudio')} crumbs={[t('nav.training')]}>
      <BrowseFilters placeholder={t('training.studio.searchPlaceholder')} filters={filters} onUpdate={update} />
      <CardGrid
        list={studios}
        empty={t('training.studio.empty')}
        current={filters.current}
        onPageChange={(page) => update({ page: String(page) })}
        renderCard={(studio) => <StudioCard studio={studio} />}
      />
    </PageFrame>
  );
}
