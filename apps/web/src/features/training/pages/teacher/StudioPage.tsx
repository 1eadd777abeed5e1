import '../../i18n/teacher.register';
import { Card, Col, Empty, List, Result, Row, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useStudio } from '../../api/get-studio';
import { CoverImage } from '../../components/common/CoverImage';
import { ProgrammeGrid } from '../../components/teacher/ProgrammeGrid';
import { parseId } from '../../model/parse-id';

const Markdown = lazy(() => import('../../components/common/Markdown'));

/** /training/studio/:id: a master-teacher studio: its lead, members and programmes. */
export default function StudioPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const studio = useStudio(id);
  const crumbs = [t('nav.training'), t('routes.trainingStudio')];
  const back = (
    <Link to="/training/studio" style={{ marginBottom: 16 }}>
      {t('training.programme.backToCatalogue')}
    </Link>
  );

  if (id === null || studio.isError)
    return (
      <PageFrame title={t('training.studio.notFound')} crumbs={crumbs}>
        <Result status="warning" title={t('training.studio.notFound')} subTitle={studio.error?.message} extra={back} />
      </PageFrame>
    );
  if (studio.isPending)
    return (
      <PageFrame title={t('common.loading')} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  const data = studio.data;
  return (
    <PageFrame title={data.name} crumbs={crumbs} extra={back}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small">
            <CoverImage fileId={data.coverFileId} alt={data.name} placeholder={t('training.card.noCover')} first />
            <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
              <Typography.Text strong data-testid="studio-lead">
                {t('common.labelled', {
                  label: t('training.studio.lead'),
                  value: t('common.withNote', { name: data.leadName, note: data.leadSchoolName }),
                })}
              </Typography.Text>
              {data.summary && <Typography.Paragraph type="secondary">{data.summary}</Typography.Paragraph>}
            </Space>
          </Card>
          <Card size="small" title={`${t('training.studio.members')} (${data.members.length})`} style={{ marginTop: 16 }}>
            <List
              size="small"
              data-testid="studio-members"
              dataSource={data.members}
              renderItem={(member) => (
                <List.Item>
                  <Space wrap>
                    <span>{member.name}</span>
                    <Typography.Text type="secondary">{member.schoolName}</Typography.Text>
                    {member.role === 'lead' && <Tag color="gold">{t('training.studio.roleLead')}</Tag>}
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          {data.description.trim() && (
            <Card size="small" style={{ marginBottom: 16 }}>
              <Suspense fallback={<Spin />}>
                <Markdown text={data.description} />
              </Suspense>
            </Card>
          )}
          <Typography.Title level={5}>{t('training.studio.programmes')}</Typography.Title>
          {data.programmes.length === 0 ? (
            <Empty description={t('training.studio.noProgrammes')} />
          ) : (
            <ProgrammeGrid programmes={data.programmes} narrow />
          )}
        </Col>
      </Row>
    </PageFrame>
  );
}
