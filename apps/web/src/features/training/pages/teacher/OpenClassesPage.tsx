import '../../i18n/teacher.register';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { OpenClass } from '@yanxiu/contract/training';
import { Card, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { calmMarks } from '@/shared/format/bounded-text';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useOpenClasses } from '../../api/get-open-classes';
import { CoverImage } from '../../components/common/CoverImage';
import { formatDuration } from '@/shared/format/duration';
import { BrowseFilters } from '../../components/teacher/BrowseFilters';
import { CardGrid } from '../../components/teacher/CardGrid';
import { levelLabel } from '../../components/teacher/labels';
import { LevelSelect } from '../../components/teacher/LevelSelect';
import { readCatalogueFilters } from '../../model/catalogue-filters';
import { patchSearchParams } from '../../model/search-params';

function OpenClassCard({ item }: { item: OpenClass }) {
  const { t } = useTranslation();
  const path = `/videoPlay?openClassId=${item.id}`;
  return (
    <Card
      size="small"
      hoverable
      style={{ height: '100%' }}
      data-testid={`open-class-${item.id}`}
      cover={
        <Link to={path} tabIndex={-1} aria-hidden>
          <CoverImage fileId={item.coverFileId} alt={item.title} placeholder={t('training.card.noCover')} />
        </Link>
      }
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Link to={path} style={{ fontWeight: 600, fontSize: 16 }}>
          <PlayCircleOutlined /> {item.title}
        </Link>
        <Typography.Text>
          {item.teacherName} · {item.schoolName}
        </Typography.Text>
        <Space size={[4, 4]} wrap>
          <Tag>{levelLabel(item.level)}</Tag>
          {item.grade && <Tag>{item.grade}</Tag>}
          <Typography.Text type="secondary">
            {t('training.openClass.duration')} {formatDuration(item.durationSeconds)}
          </Typography.Text>
        </Space>
        {item.summary && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {calmMarks(item.summary)}
          </Typography.Paragraph>
        )}
      </Space>
    </Card>
  );
}

/** /publicClassList: recommended open classes with search, section, subject and level, paged; each opens the player. */
export default function OpenClassesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readCatalogueFilters(searchParams), [searchParams]);
  const list = useOpenClasses({
    current: filters.current,
    keyword: filters.keyword,
    sectionCode: filters.sectionCode,
    subjectCode: filters.subjectCode,
    level: filters.level,
  });
  const update = (change: Record<string, string | undefined>) => setSearchParams(patchSearchParams(searchParams, change));

  return (
    <PageFrame title={t('routes.publicClassList')}>
      <BrowseFilters placeholder={t('training.openClass.searchPlaceholder')} filters={filters} onUpdate={update}>
        <LevelSelect value={filters.level} onChange={(level) => update({ level })} />
      </BrowseFilters>
      <CardGrid
        list={list}
        empty={t('training.openClass.empty')}
        emptyTestId="open-classes-empty"
        current={filters.current}
        onPageChange={(page) => update({ page: String(page) })}
        renderCard={(item) => <OpenClassCard item={item} />}
      />
    </PageFrame>
  );
}
