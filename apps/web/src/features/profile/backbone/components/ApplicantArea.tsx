import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KindSection } from '../../components/KindSection';
import { TeacherInfoCard } from '../../components/TeacherInfoCard';
import { AREA_PATHS, PROFILE_PAGES } from '../../model/profile-pages';

/** A backbone page's title key: `paper` -> routes.backbonePaper, as the route table names the /backbone pages. */
const titleKey = (segment: string) => `routes.backbone${segment.charAt(0).toUpperCase()}${segment.slice(1)}` as 'routes.backbonePaper';

/**
 * The applicant's backbone area, read-only, beside the decision form: the /viewbackbone pages as tabs over the same
 * record lists (no add, edit or delete control), and a link to the full mirror.
 */
export function ApplicantArea({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('backbone.review.area')}
      extra={<Link to={`${AREA_PATHS.backbone.view}/baseInfo?userId=${userId}`}>{t('routes.backboneProfile')}</Link>}
      data-testid="backbone-applicant-area"
    >
      <Typography.Paragraph type="secondary">{t('backbone.review.areaHint')}</Typography.Paragraph>
      <Tabs
        size="small"
        destroyOnHidden
        items={Object.entries(PROFILE_PAGES.backbone).map(([segment, spec]) => ({
          key: segment,
          label: t(titleKey(segment)),
          children: (
            <>
              {spec.teacherCard && <TeacherInfoCard userId={userId} />}
              {spec.kinds.map((kind) => (
                <KindSection key={kind} kind={kind} userId={userId} canEdit={false} compact />
              ))}
            </>
          ),
        }))}
      />
    </Card>
  );
}
