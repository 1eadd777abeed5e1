import '../../i18n/register-teacher';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { OpenClass } from '@yanxiu/contract/training';
import { Alert, Button, Card, Col, Empty, Input, Pagination, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TRAINING_PAGE_SIZE } from '../../api/get-catalogue';
import { useOpenClasses } from '../../api/get-open-classes';
import { CoverImage } from '../../components/common/CoverImage';
import { formatDuration } from '../../components/common/format';
import { SectionSubjectSelects } from '../../components/common/SectionSubjectSelects';
import { levelLabel } from '../../components/teacher/labels';
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
            {item.summary}
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
  const list = useOpenClasses({ current: filters.current, keyword: filters.keyword, sectionCode: filters.sectionCode, subjectCode: filters.subjectCode, level: filters.level });
  const update = (change: Record<string, string | undefined>) => setSearchParams(patchSearchParams(searchParams, change));

  let body;
  if (list.isError)
    body = <Alert type="error" showIcon title={t('errors.generic')} action={<Button size="small" onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />;
  else if (list.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (list.data.records.length === 0) body = <Empty description={t('training.openClass.empty')} data-testid="open-classes-empty" />;
  else
    body = (
      <>
        <Row gutter={[16, 16]}>
          {list.data.records.map((item) => (
            <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
              <OpenClassCard item={item} />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={filters.current}
          pageSize={TRAINING_PAGE_SIZE}
          total={list.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => update({ page: String(page) })}
        />
      </>
    );

  return (
    <PageFrame title={t('routes.publicClassList')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          key={filters.keyword ?? ''}
          aria-label={t('training.openClass.searchPlaceholder')}
          placeholder={t('training.openClass.searchPlaceholder')}
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
        <Select
          aria-label={t('training.catalogue.level')}
          placeholder={t('training.catalogue.level')}
          allowClear
          value={filters.level}
          options={['1', '2', '3', '4', '5'].map((value) => ({ value, label: levelLabel(value) }))}
          onChange={(value?: string) => update({ level: value })}
          style={{ minWidth: 100 }}
        />
      </div>
      {body}
    </PageFrame>
  );
}
