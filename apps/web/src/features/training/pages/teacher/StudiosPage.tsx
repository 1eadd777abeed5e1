import '../../i18n/register-teacher';
import { TeamOutlined } from '@ant-design/icons';
import type { StudioSummary } from '@yanxiu/contract/training';
import { Alert, Button, Card, Col, Empty, Input, Pagination, Row, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';
import { useStudios } from '../../api/get-studios';
import { CoverImage } from '../../components/common/CoverImage';
import { SectionSubjectSelects } from '../../components/common/SectionSubjectSelects';
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
          {t('training.studio.lead')}: {studio.leadName} · {studio.leadSchoolName}
        </Typography.Text>
        {studio.summary && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {studio.summary}
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
  const studios = useStudios({ current: filters.current, keyword: filters.keyword, sectionCode: filters.sectionCode, subjectCode: filters.subjectCode });
  const update = (change: Record<string, string | undefined>) => setSearchParams(patchSearchParams(searchParams, change));

  let body;
  if (studios.isError)
    body = (
      <Alert type="error" showIcon title={t('errors.generic')} action={<Button size="small" onClick={() => void studios.refetch()}>{t('common.retry')}</Button>} />
    );
  else if (studios.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (studios.data.records.length === 0) body = <Empty description={t('training.studio.empty')} />;
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {studios.data.records.map((studio) => (
            <Col key={studio.id} xs={24} sm={12} lg={8} xl={6}>
              <StudioCard studio={studio} />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={filters.current}
          pageSize={TRAINING_PAGE_SIZE}
          total={studios.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => update({ page: String(page) })}
        />
      </>
    );

  return (
    <PageFrame title={t('routes.trainingStudio')} crumbs={[t('nav.training')]}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          key={filters.keyword ?? ''}
          aria-label={t('training.studio.searchPlaceholder')}
          placeholder={t('training.studio.searchPlaceholder')}
          defaultValue={filters.keyword}
          allowClear
          maxLength={50}
          enterButton={t('training.catalogue.search')}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <SectionSubjectSelects
          sectionCode={filters.sectionCode}
          subjectCode={filters.subjectCode}
          onChange={(change) => update('sectionCode' in change ? { section: change.sectionCode, subject: undefined } : { subject: change.subjectCode })}
          sectionLabel={t('training.catalogue.section')}
          subjectLabel={t('training.catalogue.subject')}
        />
      </div>
      {body}
    </PageFrame>
  );
}
