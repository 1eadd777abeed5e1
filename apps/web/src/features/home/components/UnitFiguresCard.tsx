import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useUnitFigures } from '../api/get-unit-figures';

/** Staff: their school's or district's teachers this year: how many, behind on hours, in training, median hours. */
export function UnitFiguresCard() {
  const { t } = useTranslation();
  const figures = useUnitFigures(true);
  let body;
  if (figures.isError) body = <Alert type="warning" showIcon title={t('home.unit.failed')} />;
  else if (!figures.data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else {
    const { teachers, behind, participating, hoursMedian } = figures.data;
    body = (
      <Row gutter={[16, 16]} data-testid="unit-figures">
        <Col xs={12} sm={6}>
          <Statistic title={t('home.unit.teachers')} value={teachers} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('home.unit.behind')} value={behind} valueStyle={behind > 0 ? { color: '#cf1322' } : undefined} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('home.unit.participating')} value={participating} />
        </Col>
        <Col xs={12} sm={6}>
          <Statistic title={t('home.unit.hoursMedian')} value={hoursMedian} precision={1} />
        </Col>
      </Row>
    );
  }
  return (
    <Card
      title={t('home.unit.title')}
      extra={<ActionLink to="/manage/portrait" testId="unit-figures-more">{t('home.unit.more')}</ActionLink>}
      data-testid="unit-figures-card"
    >
      {body}
    </Card>
  );
}
