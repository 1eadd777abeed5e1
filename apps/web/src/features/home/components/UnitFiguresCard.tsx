import { Alert, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useUnitFigures } from '../api/get-unit-figures';

// Four figures in a row where they fit, two on a phone: a CSS grid rather than antd's Row and Col (issue 19: their
// code and styles came to /home for this alone).
const FIGURES = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' } as const;

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
      <div style={FIGURES} data-testid="unit-figures">
        <div>
          <Statistic title={t('home.unit.teachers')} value={teachers} />
        </div>
        <div>
          <Statistic title={t('home.unit.behind')} value={behind} valueStyle={behind > 0 ? { color: '#cf1322' } : undefined} />
        </div>
        <div>
          <Statistic title={t('home.unit.participating')} value={participating} />
        </div>
        <div>
          <Statistic title={t('home.unit.hoursMedian')} value={hoursMedian} precision={1} />
        </div>
      </div>
    );
  }
  return (
    <Card
      title={t('home.unit.title')}
      extra={
        <ActionLink to="/manage/portrait" testId="unit-figures-more">
          {t('home.unit.more')}
        </ActionLink>
      }
      data-testid="unit-figures-card"
    >
      {body}
    </Card>
  );
}
