import { Gender } from '@yanxiu/contract/enums';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { useTeacherInfo } from '../api/get-teacher-info';

function TeacherDetails({ info }: { info: TeacherInfo }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useSubjectAndSection();
  const titles = useCodeTable('professionalTitle');
  const section = sections.data?.find((entry) => entry.sectionCode === info.sectionCode);
  const x = (key: string) => t(`profile.teacher.${key}`);
  const items = [
    { key: 'name', label: x('name'), children: info.name },
    { key: 'school', label: x('school'), children: info.orgName },
    { key: 'gender', label: x('gender'), children: info.gender ? Gender.label(info.gender, locale) : '' },
    { key: 'section', label: x('section'), children: section ? (locale === 'en-US' ? section.sectionNameEn : section.sectionName) : '' },
    { key: 'subject', label: x('subject'), children: codeLabel(section?.subjects, info.subjectCode, locale) },
    { key: 'title', label: x('profTitle'), children: codeLabel(titles.data, info.titleCode, locale) },
    {
      key: 'since',
      label: x('teachingSince'),
      children: info.teachingSinceYear ? t('profile.teacher.teachingSinceValue', { year: info.teachingSinceYear }) : '',
    },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} data-testid="teacher-info" />;
}

/** The teacher's own information (from the session), or that of the teacher staff are looking at. */
export function TeacherInfoCard({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const own = useSession((session) => session.teacherInfo);
  const other = useTeacherInfo(userId);
  let body;
  if (userId === undefined)
    body = own ? (
      own.isTeacher ? (
        <TeacherDetails info={own} />
      ) : (
        <Alert type="info" showIcon title={t('profile.teacher.none')} />
      )
    ) : (
      <Skeleton active paragraph={{ rows: 2 }} />
    );
  else if (other.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (other.isError) body = <Alert type="warning" showIcon title={t('profile.teacher.failed')} />;
  else body = <TeacherDetails info={other.data} />;
  return (
    <Card size="small" title={t('profile.teacher.card')}>
      {body}
    </Card>
  );
}
