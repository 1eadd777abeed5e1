import '../i18n/demo.register';
import { Alert, Card, Col, Flex, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { STAFF_STOPS, TEACHER_STOPS, YEAR_STEPS, type TourStop } from '../model/tour';

// The guided tour for new users (spec 2: /demo, /demo/tabOne, /demo/tabOne/detail, /demo/tabTwo): static pages,
// one chunk. Every stop is a real link to the area it describes.

type Group = 'areas' | 'staff';

/** The two halves of the tour, as links (each is a page with its own address). */
function TourTabs({ current }: { current: 'teacher' | 'staff' }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="demo-tabs">
      <ActionLink to="/demo/tabOne" type={current === 'teacher' ? 'primary' : 'default'} size="middle">
        {t('demo.tabs.teacher')}
      </ActionLink>
      <ActionLink to="/demo/tabTwo" type={current === 'staff' ? 'primary' : 'default'} size="middle">
        {t('demo.tabs.staff')}
      </ActionLink>
    </Flex>
  );
}

/** The stops as cards: the area's name links to it, a sentence says what it is for. */
function StopCards({ group, stops }: { group: Group; stops: readonly TourStop[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid={`demo-stops-${group}`}>
      {stops.map((stop) => (
        <Col key={stop.key} xs={24} sm={12} xl={8}>
          <Card size="small" style={{ height: '100%' }} title={<Link to={stop.path}>{t(`demo.${group}.${stop.key}.title`)}</Link>}>
            <Typography.Paragraph style={{ margin: 0 }}>{t(`demo.${group}.${stop.key}.text`)}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /demo/tabOne: the teacher's areas. */
export function TabOnePage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('routes.demoTabOne')}
      extra={
        <ActionLink to="/demo/tabOne/detail" testId="demo-year-link">
          {t('demo.yearLink')}
        </ActionLink>
      }
    >
      <TourTabs current="teacher" />
      <Typography.Paragraph>{t('demo.intro')}</Typography.Paragraph>
      <StopCards group="areas" stops={TEACHER_STOPS} />
    </PageFrame>
  );
}

/** /demo/tabOne/detail: a teacher's year on the platform, step by step. */
export function TabOneDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.demoTabOneDetail')} extra={<ActionLink to="/demo/tabOne">{t('demo.backToTour')}</ActionLink>}>
      <Typography.Paragraph>{t('demo.yearIntro')}</Typography.Paragraph>
      <Card>
        <Steps
          direction="vertical"
          current={-1}
          data-testid="demo-year"
          items={YEAR_STEPS.map((step) => ({
            title: <Link to={step.path}>{t(`demo.year.${step.key}.title`)}</Link>,
            description: t(`demo.year.${step.key}.text`),
          }))}
        />
      </Card>
    </PageFrame>
  );
}

/** /demo/tabTwo: what staff run. */
export function TabTwoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.demoTabTwo')}>
      <TourTabs current="staff" />
      <Typography.Paragraph>{t('demo.staffIntro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('demo.staffOnly')} style={{ marginBottom: 16 }} />
      <StopCards group="staff" stops={STAFF_STOPS} />
    </PageFrame>
  );
}
