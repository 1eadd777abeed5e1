import '../../i18n/discussion.register';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CourseRef } from '../../api/discussion/discussion-keys';
import { CourseQuestions } from './CourseQuestions';
import { CourseRatingPanel } from './CourseRatingPanel';

/** A course's discussion on its page: its ratings, then its questions and answers. */
export function CourseDiscussion({ course }: { course: CourseRef }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('training.discussion.title')} data-testid="course-discussion">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card type="inner" size="small" title={t('training.discussion.rating.title')}>
          <CourseRatingPanel course={course} />
        </Card>
        <Card type="inner" size="small" title={t('training.discussion.questions')}>
          <CourseQuestions course={course} />
        </Card>
      </Space>
    </Card>
  );
}
