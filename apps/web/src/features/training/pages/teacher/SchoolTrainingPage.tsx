import '../../i18n/teacher.register';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { CatalogueView } from '../../components/teacher/CatalogueView';

/** /my/schoolTraining: school-based training of the teacher's school, each with the teacher's enrolment. */
export default function SchoolTrainingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.schoolTraining')} crumbs={[t('nav.mine')]}>
      <Typography.Paragraph type="secondary">{t('training.school.intro')}</Typography.Paragraph>
      <CatalogueView kind="school" />
    </PageFrame>
  );
}
